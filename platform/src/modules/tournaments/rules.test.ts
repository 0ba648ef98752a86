import { describe, expect, it } from 'vitest';
import { combine, compareStandings, periodAt, prizeFor, prizesOf, prizesProblem, roundPoints, runCode, runState } from './rules';

describe('what a round scores', () => {
  it('scores stakes, wins, the win-to-stake multiplier in hundredths, or one round; a stake under the minimum scores nothing', () => {
    const round = { stakeMinor: 300, payoutMinor: 1000 };
    expect(roundPoints('STAKE', 100, round)).toBe(300);
    expect(roundPoints('WIN', 100, round)).toBe(1000);
    expect(roundPoints('MULTIPLIER', 100, round)).toBe(333);
    expect(roundPoints('ROUNDS', 100, round)).toBe(1);
    expect(roundPoints('STAKE', 500, round)).toBeNull();
    expect(roundPoints('MULTIPLIER', 0, { stakeMinor: 0, payoutMinor: 50 })).toBeNull();
  });

  it('sums, except the multiplier, which keeps the best round', () => {
    expect(combine('STAKE', 300, 200)).toBe(500);
    expect(combine('MULTIPLIER', 300, 200)).toBe(300);
    expect(combine('MULTIPLIER', 300, 450)).toBe(450);
  });
});

describe('the ranking', () => {
  it('puts higher scores first, then who reached the score first, then the earlier round', () => {
    const list = [
      { accountId: 1, score: 5, reachedAt: 30, reachedBet: 9 },
      { accountId: 2, score: 7, reachedAt: 50, reachedBet: 12 },
      { accountId: 3, score: 5, reachedAt: 20, reachedBet: 14 },
      { accountId: 4, score: 5, reachedAt: 20, reachedBet: 11 },
    ];
    expect([...list].sort(compareStandings).map((s) => s.accountId)).toEqual([2, 4, 3, 1]);
  });
});

describe('a prize table', () => {
  it('is read in rank order and pays the line a rank falls in', () => {
    const prizes = prizesOf(
      JSON.stringify([
        { from: 2, to: 5, kind: 'BONUS', amount: 100, turnover: 5 },
        { from: 1, to: 1, kind: 'MONEY', amount: 1000 },
      ]),
    );
    expect(prizes.map((p) => p.from)).toEqual([1, 2]);
    expect(prizeFor(prizes, 4)).toMatchObject({ kind: 'BONUS', turnover: 5 });
    expect(prizeFor(prizes, 6)).toBeNull();
  });

  it('pays nothing when malformed: overlapping ranks, no amount, an unknown kind, not JSON', () => {
    expect(
      prizesOf(
        JSON.stringify([
          { from: 1, to: 3, kind: 'MONEY', amount: 1 },
          { from: 3, to: 4, kind: 'MONEY', amount: 1 },
        ]),
      ),
    ).toEqual([]);
    expect(prizesOf(JSON.stringify([{ from: 1, to: 1, kind: 'MONEY', amount: 0 }]))).toEqual([]);
    expect(prizesOf(JSON.stringify([{ from: 1, to: 1, kind: 'CAR', amount: 1 }]))).toEqual([]);
    expect(prizesOf('{')).toEqual([]);
    expect(prizesProblem([])).toMatch(/at least one/);
  });
});

describe('runs of a series', () => {
  it('follow each other from the epoch, each named by its series and its start in UTC', () => {
    const at = Date.UTC(2026, 10, 30, 10, 42, 7);
    expect(periodAt(60, at)).toEqual({ startsAt: Date.UTC(2026, 10, 30, 10), endsAt: Date.UTC(2026, 10, 30, 11) });
    expect(runCode('SLOTS-RACE', Date.UTC(2026, 10, 30, 10))).toBe('SLOTS-RACE-202611301000');
  });

  it('are coming, running, ended (being settled) or finished', () => {
    const run = { starts_at: 100, ends_at: 200, state: 'OPEN' as const };
    expect(runState(run, 50)).toBe('UPCOMING');
    expect(runState(run, 150)).toBe('RUNNING');
    expect(runState(run, 200)).toBe('ENDED');
    expect(runState({ ...run, state: 'FINISHED' }, 150)).toBe('FINISHED');
  });
});
