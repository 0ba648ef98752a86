import { describe, expect, it } from 'vitest';
import { contribution, covers, dropPoint, poolDraw, poolGames, poolName, randomHit } from './pools';

describe("a pool's rules", () => {
  it('cover a game by its type, its vendor or its id, and nothing from a malformed list', () => {
    const games = poolGames(JSON.stringify({ types: ['RNG'], vendors: ['PG'], games: [7] }));
    expect(covers(games, { gameId: 1, vendorCode: 'XX', gameType: 'RNG' })).toBe(true);
    expect(covers(games, { gameId: 1, vendorCode: 'PG', gameType: 'LIVE' })).toBe(true);
    expect(covers(games, { gameId: 7, vendorCode: 'XX', gameType: 'LIVE' })).toBe(true);
    expect(covers(games, { gameId: null, vendorCode: 'XX', gameType: 'LIVE' })).toBe(false);
    expect(poolGames('not json')).toEqual({ types: [], vendors: [], games: [] });
    expect(poolGames(JSON.stringify({ types: [1, 'RNG'], games: ['7', 8.5, 9] }))).toEqual({ types: ['RNG'], vendors: [], games: [9] });
  });

  it("take a stake's share rounded down, never past a random pool's ceiling", () => {
    const mustDrop = { contribution_bp: 100, trigger: 'MUST_DROP' as const, ceiling_minor: null, amount_minor: 0 };
    expect(contribution(mustDrop, 1000)).toBe(10);
    expect(contribution(mustDrop, 99)).toBe(0);
    expect(contribution(mustDrop, 150)).toBe(1);
    const capped = { contribution_bp: 1000, trigger: 'RANDOM' as const, ceiling_minor: 1002, amount_minor: 1000 };
    expect(contribution(capped, 100)).toBe(2);
    expect(contribution({ ...capped, amount_minor: 1002 }, 100)).toBe(0);
    expect(contribution({ ...capped, amount_minor: 1500 }, 100)).toBe(0);
  });

  it('draw a drop point above the seed and at most the must-drop amount, over the whole range', () => {
    expect(dropPoint(10_000, 10_005, 0)).toBe(10_001);
    expect(dropPoint(10_000, 10_005, 0.999_999)).toBe(10_005);
    const seen = new Set(Array.from({ length: 1000 }, (_, n) => dropPoint(100, 105, n / 1000)));
    expect([...seen].sort()).toEqual([101, 102, 103, 104, 105]);
  });

  it('hit a random pool with the chance of the stake over the odds, each pool drawn apart', () => {
    const pool = { id: 3, odds_stake_minor: 1000 };
    expect(randomHit(pool, 0.5, 1000)).toBe(true);
    expect(randomHit(pool, 0.5, 0)).toBe(false);
    expect(randomHit({ id: 3, odds_stake_minor: null }, 0, 1000)).toBe(false);
    expect(randomHit(pool, -1, 1000)).toBe(false);
    // About stake / odds of draws hit: 10% here, over many uniform draws.
    const hits = Array.from({ length: 20_000 }, (_, n) => randomHit({ id: 9, odds_stake_minor: 1000 }, (n + 0.5) / 20_000, 100)).filter(Boolean).length;
    expect(hits / 20_000).toBeGreaterThan(0.09);
    expect(hits / 20_000).toBeLessThan(0.11);
    // Two pools read the same draw differently.
    const draws = Array.from({ length: 100 }, (_, n) => n / 100);
    expect(draws.filter((d) => poolDraw(d, 1) !== poolDraw(d, 2)).length).toBeGreaterThan(95);
  });

  it('are named in the language asked, else the brand default, else English, else by code', () => {
    const pool = { code: 'MEGA', names: JSON.stringify({ en: 'Mega', ko: '메가', th: ' ' }) };
    expect(poolName(pool, 'ko', 'EN')).toBe('메가');
    expect(poolName(pool, 'th', 'KO')).toBe('메가');
    expect(poolName(pool, 'vi', 'VI')).toBe('Mega');
    expect(poolName({ code: 'MEGA', names: '{' }, 'en', 'EN')).toBe('MEGA');
  });
});
