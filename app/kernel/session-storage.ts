import { useEffect } from 'react';

/** Where the tab notes whose session its session storage belongs to ('' for a visitor). */
export const SESSION_OWNER_KEY = 'sessionOwner';

/**
 * What stays when the session changes hands: the site's own values, never a player's. The spec's
 * logout "clears session storage while keeping merchant values" (product spec, "Session"); what the
 * portal keeps there for the site is the games' card tones (the spec's "colour classes random per
 * game, kept in session storage") and the one reload a new build may cost (offline/AppLifecycle.tsx).
 */
const SITE_KEYS: readonly RegExp[] = [/^gameCardTones$/, /^chunkReload:/, new RegExp(`^${SESSION_OWNER_KEY}$`)];

/**
 * Clears the player's values (the announcements closed, the session-limit warnings given) when the
 * session storage's owner is not `owner`: after a logout, a session that timed out, or another
 * account on a shared device, in whatever way the page came (a navigation, a reload, a form
 * posted without JavaScript). Returns whether anything was cleared.
 */
export function claimSessionStorage(storage: Storage, owner: string): boolean {
  if (storage.getItem(SESSION_OWNER_KEY) === owner) return false;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!SITE_KEYS.some((site) => site.test(key))) storage.removeItem(key);
  storage.setItem(SESSION_OWNER_KEY, owner);
  return true;
}

/**
 * The root mounts this first in the body, before everything that reads session storage (a
 * commit's effects run in the tree's order, earlier siblings first), with the signed-in account
 * ('' for a visitor), or `null` while the shell does not know who is there (its read failed): then
 * nothing is touched.
 */
export function SessionStorageOwner({ owner }: { owner: string | null }): null {
  useEffect(() => {
    if (owner === null) return;
    try {
      claimSessionStorage(window.sessionStorage, owner);
    } catch {
      // Storage off (a private window): there is nothing to clear.
    }
  }, [owner]);
  return null;
}
