import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/** How long a failed image waits before its one retry. */
const RETRY_AFTER_MS = 1_000;

/**
 * An image loaded as it nears the screen and tried once more when it fails
 * (docs/spec-index.md: lazy images, threshold 0.1, one retry).
 *
 * The browser's own lazy loading stands for the spec's observer at threshold 0.1: it is in the
 * server's HTML, so it works before and without JavaScript, and it starts a load a little before
 * the image shows rather than once a tenth of it does. A failed load (caught on hydration too, for
 * an image that failed before React was there) asks the same address again once; if that fails
 * as well, the image is marked `data-failed` and gives way to what its container draws behind it.
 */
export function LazyImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image) return;
    let retried = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    image.removeAttribute('data-failed');
    const onError = () => {
      if (retried) {
        image.setAttribute('data-failed', '');
        return;
      }
      retried = true;
      timer = setTimeout(() => {
        // Re-setting the address makes the browser ask again (a failed load is not cached).
        image.src = '';
        image.src = src;
      }, RETRY_AFTER_MS);
    };
    image.addEventListener('error', onError);
    // Already settled before hydration: decoding tells a broken image from a loaded one (an SVG may have no natural width).
    if (image.complete && image.getAttribute('src')) image.decode().catch(onError);
    return () => {
      clearTimeout(timer);
      image.removeEventListener('error', onError);
    };
  }, [src]);
  return <img ref={ref} src={src} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
