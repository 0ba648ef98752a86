import { describe, expect, it } from 'vitest';
import {
  BACCARAT_CHANCES,
  BACCARAT_RTP,
  baccarat,
  baccaratPayout,
  bankerDraws,
  bulkRng,
  bulkRound,
  crash,
  CRASH_TARGETS,
  dealBaccarat,
  fixtureAt,
  fixturePayout,
  fixtureResult,
  parseFixtureId,
  roundRng,
  spin,
  SPIN_RTP,
  tableRtp,
  upcomingFixtures,
  type BaccaratBet,
  type Selection,
  type SpinKind,
} from './outcomes';

const SECRET = 'unit-test-secret';

/**
 * Monte Carlo checks: a fixed seed and a fixed number of rounds each, so the verdict is the same on
 * every machine; the time limit is explicit and generous (machines of this kind differ 3–5× in speed,
 * and the ledger simulation may hold the other core), never vitest's 5 s default.
 */
const MONTE_CARLO = { timeout: 120_000 };

describe('seeded streams', () => {
  it('are deterministic per secret and round id, and differ otherwise', () => {
    const a = Array.from({ length: 5 }, roundRng(SECRET, 'round-1'));
    const b = Array.from({ length: 5 }, roundRng(SECRET, 'round-1'));
    const c = Array.from({ length: 5 }, roundRng(SECRET, 'round-2'));
    const d = Array.from({ length: 5 }, roundRng('other-secret', 'round-1'));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(d);
    for (const u of a) expect(u >= 0 && u < 1).toBe(true);
  });

  it('gives the same round the same result every time', () => {
    const one = spin('RNG', 500, roundRng(SECRET, 'abc-123'));
    const two = spin('RNG', 500, roundRng(SECRET, 'abc-123'));
    expect(one).toEqual(two);
    expect(baccarat('BANKER', 1000, roundRng(SECRET, 'x'))).toEqual(baccarat('BANKER', 1000, roundRng(SECRET, 'x')));
    expect(bulkRound('LIVE', 100, bulkRng(7))).toEqual(bulkRound('LIVE', 100, bulkRng(7)));
  });
});

describe('slots-like tables', () => {
  it('have the documented return exactly', () => {
    for (const kind of Object.keys(SPIN_RTP) as SpinKind[]) expect(tableRtp(kind)).toBeCloseTo(SPIN_RTP[kind], 10);
  });

  it('return the documented RTP over many rounds (within 3%)', MONTE_CARLO, () => {
    for (const kind of Object.keys(SPIN_RTP) as SpinKind[]) {
      const rng = bulkRng(kind.length * 1000 + 17);
      const n = 1_000_000;
      let paid = 0;
      for (let i = 0; i < n; i++) paid += spin(kind, 100, rng).payoutMinor;
      expect(Math.abs(paid / (n * 100) - SPIN_RTP[kind]), kind).toBeLessThan(0.03);
    }
  });

  it('the HMAC streams return the same RTP as the bulk ones (within 20%: few rounds)', MONTE_CARLO, () => {
    let paid = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) paid += spin('MINI', 100, roundRng(SECRET, `rtp-${i}`)).payoutMinor;
    // 20,000 rounds of a table whose standard deviation is about 8 stakes: 20% is over 3 standard errors.
    expect(Math.abs(paid / (n * 100) - 0.97)).toBeLessThan(0.2);
    // And the hit rate (far less noisy) matches the table: about 40% of rounds pay something.
    let hits = 0;
    for (let i = 0; i < n; i++) if (spin('RNG', 100, roundRng(SECRET, `hit-${i}`)).payoutMinor > 0) hits++;
    expect(Math.abs(hits / n - 0.4052)).toBeLessThan(0.015);
  });

  it('shows three alike exactly when the spin wins', MONTE_CARLO, () => {
    const rng = bulkRng(3);
    let wins = 0;
    const mismatched: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      const r = spin('RNG', 100, rng);
      const alike = r.reels[0] === r.reels[1] && r.reels[1] === r.reels[2];
      if (alike !== r.multiplier100 > 0) mismatched.push(i);
      if (alike) wins++;
    }
    expect(mismatched).toEqual([]);
    // Both sides of the rule were seen (about 40% of spins win).
    expect(wins).toBeGreaterThan(3000);
    expect(wins).toBeLessThan(5000);
  });
});

describe('crash', () => {
  it('returns 97% for every target', MONTE_CARLO, () => {
    for (const target of CRASH_TARGETS) {
      const rng = bulkRng(target);
      const n = 400_000;
      let paid = 0;
      for (let i = 0; i < n; i++) paid += crash(100, target, rng).payoutMinor;
      // Per round the payout is t×stake with chance 0.97/t: the standard error is below 0.5% here.
      expect(Math.abs(paid / (n * 100) - 0.97), String(target)).toBeLessThan(0.025);
    }
  });

  it('pays target × stake when the crash point reaches the target, else nothing', () => {
    const rng = bulkRng(99);
    for (let i = 0; i < 1000; i++) {
      const r = crash(250, 200, rng);
      expect(r.crash100).toBeGreaterThanOrEqual(100);
      expect(r.payoutMinor).toBe(r.crash100 >= 200 ? 500 : 0);
    }
  });
});

describe('baccarat', () => {
  const deal = (...cards: number[]) => {
    let i = 0;
    return dealBaccarat(() => {
      const card = cards[i++];
      if (card === undefined) throw new Error('not enough cards');
      return card;
    });
  };

  it('stands on a natural', () => {
    const hands = deal(4, 2, 5, 3); // player 9, banker 5
    expect(hands.player).toHaveLength(2);
    expect(hands.banker).toHaveLength(2);
    expect(hands.winner).toBe('PLAYER');
  });

  it('draws the player a third card on 0-5, and the banker by the tableau', () => {
    // Player 2+3=5 draws 8; banker 1+2=3 stands on a player's third 8.
    const a = deal(2, 1, 3, 2, 8);
    expect(a.player).toEqual([2, 3, 8]);
    expect(a.banker).toEqual([1, 2]);
    expect(a.playerTotal).toBe(3);
    expect(a.bankerTotal).toBe(3);
    expect(a.winner).toBe('TIE');
    // Player 10+K=0 draws 4; banker 2+3=5 draws on 4 (a 6 → 1).
    const b = deal(10, 2, 13, 3, 4, 6);
    expect(b.player).toEqual([10, 13, 4]);
    expect(b.banker).toEqual([2, 3, 6]);
    expect(b.winner).toBe('PLAYER');
    // Player stands on 7; banker 6 stands, banker 5 draws.
    expect(deal(3, 3, 4, 3).banker).toHaveLength(2);
    expect(deal(3, 2, 4, 3, 9).banker).toEqual([2, 3, 9]);
  });

  it('follows the third-card tableau', () => {
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 8)).toBe(false);
    expect(bankerDraws(7, 6)).toBe(false);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
  });

  it('pays 1:1, 0.95:1 and 8:1, and pushes Player and Banker on a tie', () => {
    expect(baccaratPayout('PLAYER', 'PLAYER', 1000)).toEqual({ payoutMinor: 2000, validMinor: 1000 });
    expect(baccaratPayout('BANKER', 'BANKER', 1000)).toEqual({ payoutMinor: 1950, validMinor: 1000 });
    expect(baccaratPayout('BANKER', 'BANKER', 105)).toEqual({ payoutMinor: 204, validMinor: 105 });
    expect(baccaratPayout('TIE', 'TIE', 1000)).toEqual({ payoutMinor: 9000, validMinor: 1000 });
    expect(baccaratPayout('PLAYER', 'TIE', 1000)).toEqual({ payoutMinor: 1000, validMinor: 0 });
    expect(baccaratPayout('BANKER', 'TIE', 1000)).toEqual({ payoutMinor: 1000, validMinor: 0 });
    expect(baccaratPayout('TIE', 'BANKER', 1000)).toEqual({ payoutMinor: 0, validMinor: 1000 });
  });

  it('returns the 8-deck house figures over many coups', MONTE_CARLO, () => {
    const n = 1_000_000;
    const rng = bulkRng(2026);
    const paid: Record<BaccaratBet, number> = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const wins = { PLAYER: 0, BANKER: 0, TIE: 0 };
    for (let i = 0; i < n; i++) {
      const r = baccarat('PLAYER', 100, rng);
      wins[r.winner]++;
      for (const bet of ['PLAYER', 'BANKER', 'TIE'] as const) paid[bet] += baccaratPayout(bet, r.winner, 100).payoutMinor;
    }
    // The known probabilities the game's information page shows (8 decks).
    expect(wins.BANKER / n).toBeCloseTo(BACCARAT_CHANCES.BANKER, 2);
    expect(wins.PLAYER / n).toBeCloseTo(BACCARAT_CHANCES.PLAYER, 2);
    expect(wins.TIE / n).toBeCloseTo(BACCARAT_CHANCES.TIE, 2);
    // And with the payouts they are the documented returns, to three places (the documented figures are rounded).
    expect(BACCARAT_CHANCES.BANKER * 1.95 + BACCARAT_CHANCES.TIE).toBeCloseTo(BACCARAT_RTP.BANKER, 3);
    expect(BACCARAT_CHANCES.PLAYER * 2 + BACCARAT_CHANCES.TIE).toBeCloseTo(BACCARAT_RTP.PLAYER, 3);
    expect(BACCARAT_CHANCES.TIE * 9).toBeCloseTo(BACCARAT_RTP.TIE, 3);
    expect(Math.abs(paid.BANKER / (n * 100) - BACCARAT_RTP.BANKER)).toBeLessThan(0.005);
    expect(Math.abs(paid.PLAYER / (n * 100) - BACCARAT_RTP.PLAYER)).toBeLessThan(0.005);
    expect(Math.abs(paid.TIE / (n * 100) - BACCARAT_RTP.TIE)).toBeLessThan(0.02);
  });
});

describe('fixtures', () => {
  it('are the same for the same vendor and time, with odds near 0.95 / probability', () => {
    const a = upcomingFixtures('SPORTS', 'SBX', 1_800_000_000_000);
    const b = upcomingFixtures('SPORTS', 'SBX', 1_800_000_000_000);
    expect(a).toEqual(b);
    expect(a).toHaveLength(8);
    for (const f of a) {
      expect(f.kickoffAt).toBeGreaterThan(1_800_000_000_000);
      expect(f.home.en).not.toBe(f.away.en);
      expect(f.probabilities.HOME + f.probabilities.DRAW + f.probabilities.AWAY).toBeCloseTo(1, 10);
      expect(f.odds100.HOME / 100).toBeLessThanOrEqual(0.95 / f.probabilities.HOME);
      expect(parseFixtureId(f.id)).toEqual({ vendor: 'SBX', index: f.index });
    }
    expect(fixtureAt('ESPORTS', 'ESX', 5).odds100.DRAW).toBe(0);
  });

  it('return about 95% on every selection', MONTE_CARLO, () => {
    const n = 100_000;
    const paid: Record<Selection, number> = { HOME: 0, DRAW: 0, AWAY: 0 };
    for (let i = 0; i < n; i++) {
      const f = fixtureAt('SPORTS', 'SBX', i);
      const result = fixtureResult(f, roundRng(SECRET, `fixture:${f.id}`));
      for (const s of ['HOME', 'DRAW', 'AWAY'] as const) paid[s] += fixturePayout(f, s, result, 100);
    }
    for (const s of ['HOME', 'DRAW', 'AWAY'] as const) expect(Math.abs(paid[s] / (n * 100) - 0.95), s).toBeLessThan(0.03);
  });
});

describe('bulkRound', () => {
  it('covers every game type with its engine', MONTE_CARLO, () => {
    const rng = bulkRng(11);
    for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'BINGO', 'MINI']) {
      let stake = 0;
      let paid = 0;
      let validOverStake = 0;
      for (let i = 0; i < 50_000; i++) {
        const r = bulkRound(type, 100, rng);
        if (r.validMinor > r.stakeMinor) validOverStake++;
        stake += r.stakeMinor;
        paid += r.payoutMinor;
      }
      expect(validOverStake, type).toBe(0);
      expect(paid / stake, type).toBeGreaterThan(0.8);
      expect(paid / stake, type).toBeLessThan(1.1);
    }
  });
});
