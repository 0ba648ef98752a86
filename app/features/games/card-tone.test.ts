import { describe, expect, it } from 'vitest';
import { CARD_TONES, toneOf } from './card-tone';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('a game card tone', () => {
  it('is chosen at random once and kept for the session', () => {
    const storage = memoryStorage();
    expect(toneOf('g1', storage, () => 0.5)).toBe(3);
    // Later draws do not change a kept tone.
    expect(toneOf('g1', storage, () => 0)).toBe(3);
    expect(toneOf('g2', storage, () => 0.99)).toBe(CARD_TONES - 1);
    expect(JSON.parse(storage.data.get('gameCardTones')!)).toEqual({ g1: 3, g2: 5 });
  });

  it('replaces a broken or out-of-range entry, and survives a storage that refuses to write', () => {
    expect(toneOf('g1', memoryStorage({ gameCardTones: 'not json' }), () => 0.2)).toBe(1);
    expect(toneOf('g1', memoryStorage({ gameCardTones: '{"g1":42}' }), () => 0.2)).toBe(1);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(toneOf('g1', refusing, () => 0)).toBe(0);
  });
});
