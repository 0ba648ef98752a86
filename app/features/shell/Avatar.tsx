import { useEffect, useRef, useState } from 'react';

export const FALLBACK_AVATAR = '/brand/avatar.svg';

/** The member's picture, or the brand's fallback when there is none or it fails to load. */
export function Avatar({ src, size = 32 }: { src: string | null | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    // It may have failed before hydration, when React was not listening yet.
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0 && src) setFailed(true);
  }, [src]);
  return (
    <img
      ref={image}
      className="avatar"
      src={!src || failed ? FALLBACK_AVATAR : src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
      data-fallback={!src || failed ? 'true' : undefined}
    />
  );
}
