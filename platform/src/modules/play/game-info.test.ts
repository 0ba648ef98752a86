import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../../http/language';
import { describeGame, type InfoGame } from './game-info';
import { bulkRng, crash, spin, tableRtp } from './outcomes';
import { stakeOptions } from './pages';

const game = (over: Partial<InfoGame>): InfoGame => ({
  node_id: 7,
  game_type: 'RNG',
  vassalage: 'PG',
  min_bet: 100,
  room_id: null,
  name_en: 'Lucky Reels',
  name_ko: '럭키 릴',
  support_play: 1,
  ...over,
});

/** What a pay table returns per unit staked: Σ pays × chance. */
const payTableReturn = (rows: { pays: number; chance: number }[]) => rows.reduce((sum, row) => sum + row.pays * row.chance, 0);

describe('a game’s information', () => {
  it('gives a slot its engine’s return, a pay table that adds up to it, highest first, and the page’s stakes', () => {
    const info = describeGame(game({}), 'en');
    expect(info.rtp).toEqual([{ bet: null, percent: 96, atMost: false }]);
    expect(payTableReturn(info.payTable)).toBeCloseTo(tableRtp('RNG'), 5);
    expect(info.payTable[0]).toEqual({ outcome: 'Three × crown', pays: 500, chance: 0.0002 });
    expect(info.payTable.map((row) => row.pays)).toEqual([...info.payTable.map((row) => row.pays)].sort((a, b) => b - a));
    const offered = stakeOptions({ ...game({}), room_id: null });
    expect([info.minStakeMinor, info.maxStakeMinor]).toEqual([Math.min(...offered), Math.max(...offered)]);
  });

  it('pays what the engine pays: each row’s multiple is a spin that shows its symbol', () => {
    const info = describeGame(game({ game_type: 'FISH' }), 'en');
    expect(info.rtp[0]?.percent).toBe(95);
    const rng = bulkRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 20_000; i++) {
      const result = spin('FISH', 100, rng);
      if (result.multiplier100 > 0) seen.add(result.multiplier100 / 100);
    }
    for (const pays of seen) expect(info.payTable.some((row) => row.pays === pays)).toBe(true);
  });

  it('gives a crash game a row per cash-out, each returning the same share', () => {
    const info = describeGame(game({ game_type: 'MINI', vassalage: 'SPX' }), 'ko');
    expect(info.rtp).toEqual([{ bet: null, percent: 97, atMost: false }]);
    expect(info.payTable.length).toBeGreaterThan(3);
    for (const row of info.payTable) expect(row.pays * row.chance).toBeCloseTo(0.97, 5);
    expect(info.payTable[0]?.outcome).toContain('캐시아웃');
    // The engine reaches 2.00× about 48.5% of the time.
    const rng = bulkRng(9);
    let reached = 0;
    for (let i = 0; i < 20_000; i++) if (crash(100, 200, rng).payoutMinor > 0) reached++;
    expect(reached / 20_000).toBeCloseTo(info.payTable.find((row) => row.pays === 2)!.chance, 1);
  });

  it('gives baccarat one return per bet, named in the page’s language', () => {
    const info = describeGame(game({ game_type: 'LIVE', vassalage: 'EVO' }), 'ko');
    expect(info.rtp).toEqual([
      { bet: '플레이어', percent: 98.76, atMost: false },
      { bet: '뱅커', percent: 98.94, atMost: false },
      { bet: '타이', percent: 85.64, atMost: false },
    ]);
    expect(info.payTable).toHaveLength(4);
  });

  it('gives a sportsbook a ceiling and no pay table (each fixture shows its odds)', () => {
    const info = describeGame(game({ game_type: 'SPORTS', vassalage: 'SBO' }), 'en');
    expect(info.rtp).toEqual([{ bet: null, percent: 95, atMost: true }]);
    expect(info.payTable).toEqual([]);
    expect(info.rules.join(' ')).not.toContain('within a minute');
  });

  it('takes a card game’s stakes over its three tables', () => {
    const info = describeGame(game({ game_type: 'PVP', room_id: 'TX1', min_bet: 200 }), 'en');
    expect(info.minStakeMinor).toBe(200);
    expect(info.maxStakeMinor).toBe(200 * 400);
  });

  it('says a free trial pays nothing only where one exists', () => {
    expect(describeGame(game({ support_play: 0 }), 'en').rules.some((p) => p.includes('free trial'))).toBe(true);
    expect(describeGame(game({ support_play: 1 }), 'en').rules.some((p) => p.includes('free trial'))).toBe(false);
  });

  it('has every rule and outcome written in every language, with nothing left to fill', () => {
    const kinds = [game({}), game({ game_type: 'MINI', vassalage: 'CRM' }), game({ game_type: 'LIVE' }), game({ game_type: 'COCKFIGHT', support_play: 0 })];
    for (const text of TEXT_LANGUAGES) {
      for (const one of kinds) {
        const info = describeGame(one, text);
        const words = [...info.rules, ...info.payTable.map((row) => row.outcome), ...info.rtp.map((r) => r.bet ?? 'x')];
        for (const word of words) {
          expect(word.trim().length).toBeGreaterThan(0);
          expect(word).not.toMatch(/[{}]/);
        }
        if (text !== 'en') expect(info.rules).not.toEqual(describeGame(one, 'en').rules);
      }
    }
  });
});
