import { useRef } from 'react';

/**
 * A live value only when it arrived after the page's data was read: a board or a standing the stream
 * told before a revalidation is older than what the loader just read, and must not stand over it.
 * `loaded` is the loader's data (a new object at each read).
 */
export function useSinceLoad<T>(live: T | null, loaded: unknown): T | null {
  const seen = useRef<{ loaded: unknown; live: T | null }>({ loaded, live });
  if (seen.current.loaded !== loaded) seen.current = { loaded, live };
  return live !== null && live !== seen.current.live ? live : null;
}
