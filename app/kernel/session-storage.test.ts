import { describe, expect, it } from 'vitest';
import { claimSessionStorage, SESSION_OWNER_KEY } from './session-storage';

/** A Storage over a Map, as the browser's session storage behaves. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const snapshot = (storage: Storage) =>
  Object.fromEntries(Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]));

describe('claimSessionStorage', () => {
  const playerValues = { 'announcementPopupClosed:member': '1', 'rg:sessionWarned': '1767225600000' };
  const siteValues = { gameCardTones: '{"101":3}', 'chunkReload:abc123': '1' };

  it("after a logout clears the player's values and keeps the site's", () => {
    const storage = memoryStorage({ [SESSION_OWNER_KEY]: 'demo_member', ...playerValues, ...siteValues });
    expect(claimSessionStorage(storage, '')).toBe(true);
    expect(snapshot(storage)).toEqual({ ...siteValues, [SESSION_OWNER_KEY]: '' });
  });

  it('clears them for another account on the same tab, and for a first owner', () => {
    const shared = memoryStorage({ [SESSION_OWNER_KEY]: 'demo_member', ...playerValues });
    claimSessionStorage(shared, 'other_member');
    expect(snapshot(shared)).toEqual({ [SESSION_OWNER_KEY]: 'other_member' });
    const fresh = memoryStorage({ 'announcementPopupClosed:guest': '1' });
    expect(claimSessionStorage(fresh, '')).toBe(true);
    expect(fresh.getItem('announcementPopupClosed:guest')).toBeNull();
  });

  it('leaves everything as it is while the owner stays the same', () => {
    const storage = memoryStorage({ [SESSION_OWNER_KEY]: 'demo_member', ...playerValues, ...siteValues });
    expect(claimSessionStorage(storage, 'demo_member')).toBe(false);
    expect(snapshot(storage)).toEqual({ [SESSION_OWNER_KEY]: 'demo_member', ...playerValues, ...siteValues });
  });
});
