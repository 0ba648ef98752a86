import { describe, expect, it } from 'vitest';
import { familyGames, formatCountdown, isoDuration, pagePrizeMode, secondsUntil, selectedGame } from './family';

const nav = (eLotteryVendors: string[], lotteryVendors: string[] = ['TCG']) => [
  { gameType: 'LOTT', vendors: lotteryVendors.map((code) => ({ code })) },
  { gameType: 'ELOTT', vendors: eLotteryVendors.map((code) => ({ code })) },
];

describe('lottery pages', () => {
  it('ask the vendor family its own prize mode, and /lottery the address or the rule', () => {
    expect(pagePrizeMode('vn', 'LOTT', null)).toBe('ELOTT');
    expect(pagePrizeMode('sea', 'ELOTT', null)).toBe('SEA');
    expect(pagePrizeMode('lottery', 'zy', null)).toBe('ZY');
    expect(pagePrizeMode('lottery', 'SEA', nav(['TCG']))).toBe('SEA');
    expect(pagePrizeMode('lottery', 'elott', null)).toBe('ELOTT');
    expect(pagePrizeMode('lottery', 'nonsense', nav(['TCG_LOTTO_VN']))).toBe('ELOTT');
    expect(pagePrizeMode('lottery', null, nav(['TCG']))).toBe('ELOTT');
    expect(pagePrizeMode('lottery', null, nav(['TCG_ELOTTO']))).toBe('LOTT');
    expect(pagePrizeMode('lottery', null, null)).toBe('LOTT');
  });

  it('list their vendor family and pick the game the address names, else the first', () => {
    const games = [
      { gameCode: 'a', vendor: 'TCG_LOTTO_VN' },
      { gameCode: 'b', vendor: 'TCG_ELOTTO' },
      { gameCode: 'c', vendor: 'TCG_LOTTO_VN' },
    ];
    expect(familyGames('vn', games).map((g) => g.gameCode)).toEqual(['a', 'c']);
    expect(familyGames('lottery', games)).toHaveLength(3);
    expect(selectedGame(games, 'c')?.gameCode).toBe('c');
    expect(selectedGame(games, 'zzz')?.gameCode).toBe('a');
    expect(selectedGame([], 'a')).toBeNull();
  });

  it('count down from the platform clock in whole seconds', () => {
    expect(secondsUntil(1_000, 60_000)).toBe(59);
    expect(secondsUntil(1_001, 60_000)).toBe(59);
    expect(secondsUntil(59_999, 60_000)).toBe(1);
    expect(secondsUntil(61_000, 60_000)).toBe(0);
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3_725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(isoDuration(42)).toBe('PT42S');
  });
});
