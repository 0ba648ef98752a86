import { describe, expect, it } from 'vitest';
import type { ShellData } from '#app/kernel/use-shell';
import { reconnectDelay } from './reconnect';
import { liveStore } from '#app/kernel/live-store';

describe('reconnecting a lost live stream', () => {
  it('waits between half and all of 1 s, 2 s, 4 s … up to a minute, never longer', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(6, 1)).toBe(60_000);
    expect(reconnectDelay(40, 1)).toBe(60_000);
    expect(reconnectDelay(40, 0)).toBe(30_000);
  });
});

describe('the live store', () => {
  const shellA = { locale: 'en' } as ShellData;
  const shellB = { locale: 'en' } as ShellData;

  it('keeps the newest figures with the shell they arrived over, and tells its listeners once per change', () => {
    liveStore.clear();
    let calls = 0;
    const unsubscribe = liveStore.subscribe(() => (calls += 1));
    liveStore.apply({ balance: { total: 1_000 }, badges: null }, shellA);
    expect(liveStore.get().balance).toEqual({ value: 1_000, over: shellA });
    expect(liveStore.get().badges).toBeNull();
    // An event with badges only keeps the balance as it was.
    liveStore.apply({ balance: null, badges: [{ section: 'messageV2', count: 2 }] }, shellB);
    expect(liveStore.get().balance).toEqual({ value: 1_000, over: shellA });
    expect(liveStore.get().badges).toEqual({ value: [{ section: 'messageV2', count: 2 }], over: shellB });
    // Nothing in it: nothing changes, nobody is told.
    liveStore.apply({ balance: null, badges: null }, shellB);
    expect(calls).toBe(2);
    // A BADGES event counts, even with the same figures.
    liveStore.apply({ kind: 'BADGES', balance: null, badges: null }, shellB);
    expect(liveStore.get().badgeChanges).toBe(1);
    expect(calls).toBe(3);
    // A BALANCE event counts the movement (the records pages reload on it) and keeps its figure.
    liveStore.apply({ kind: 'BALANCE', balance: { total: 900 }, badges: null }, shellB);
    expect(liveStore.get().balanceChanges).toBe(1);
    expect(liveStore.get().balance).toEqual({ value: 900, over: shellB });
    // The stream's balance carries the bonus wallet: kept beside the balance, over the same shell.
    liveStore.apply(
      { kind: 'BALANCE', balance: { total: 900, bonus: 250, activeBonus: { id: '7', turnoverRequired: 1_000, turnoverDone: 400, turnoverLeft: 600 } } },
      shellB,
    );
    expect(liveStore.get().bonus).toEqual({
      value: { amount: 250, active: { id: '7', turnoverRequired: 1_000, turnoverDone: 400, turnoverLeft: 600 } },
      over: shellB,
    });
    // The header's refresh reads the total alone: the bonus stays as the stream last said.
    liveStore.apply({ balance: { total: 800 } }, shellB);
    expect(liveStore.get().bonus?.value.amount).toBe(250);
    liveStore.clear();
    expect(liveStore.get()).toEqual({
      balance: null,
      bonus: null,
      badges: null,
      badgeChanges: 0,
      balanceChanges: 0,
      jackpots: new Map(),
      boards: new Map(),
      standings: new Map(),
    });
    expect(calls).toBe(7);
    unsubscribe();
  });

  it("keeps the jackpots' amounts, the newest by pool, through a logout (they are public)", () => {
    liveStore.clear();
    let calls = 0;
    const unsubscribe = liveStore.subscribe(() => (calls += 1));
    liveStore.applyJackpots([
      { code: 'MEGA', amount: 2_500_010 },
      { code: 'MINI', amount: 50_005 },
    ]);
    liveStore.applyJackpots([{ code: 'MEGA', amount: 2_500_020 }]);
    expect([...liveStore.get().jackpots]).toEqual([
      ['MEGA', 2_500_020],
      ['MINI', 50_005],
    ]);
    expect(calls).toBe(2);
    liveStore.apply({ kind: 'BALANCE', balance: { total: 5 }, badges: null }, shellA);
    liveStore.clear();
    expect(liveStore.get().balance).toBeNull();
    expect(liveStore.get().jackpots.get('MEGA')).toBe(2_500_020);
    unsubscribe();
  });

  it("keeps each run's board from the public stream and the member's standings from theirs; a logout forgets the standings only", () => {
    let calls = 0;
    const unsubscribe = liveStore.subscribe(() => (calls += 1));
    liveStore.applyBoard({ code: 'RACE-1', state: 'RUNNING', entrants: 3, top: [{ rank: 1, name: 'a***z', score: 500 }] });
    liveStore.apply(
      { kind: 'BALANCE', balance: { total: 9 }, badges: null, tournaments: [{ code: 'RACE-1', state: 'RUNNING', score: 200, position: 2, entrants: 3 }] },
      shellA,
    );
    liveStore.apply(
      { kind: 'BALANCE', balance: { total: 8 }, badges: null, tournaments: [{ code: 'RACE-1', state: 'RUNNING', score: 300, position: 2, entrants: 3 }] },
      shellA,
    );
    expect(liveStore.get().boards.get('RACE-1')?.top[0]?.score).toBe(500);
    expect(liveStore.get().standings.get('RACE-1')).toMatchObject({ score: 300, position: 2 });
    expect(calls).toBe(3);
    liveStore.clear();
    expect(liveStore.get().standings.size).toBe(0);
    expect(liveStore.get().boards.get('RACE-1')?.entrants).toBe(3);
    unsubscribe();
  });
});
