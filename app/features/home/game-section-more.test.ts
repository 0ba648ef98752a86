import { describe, expect, it } from 'vitest';
import type { GameCardFragment } from '#app/graphql/generated/graphql';
import { appendGames, moreGamesSearch } from './game-section-more';

const game = (id: string): GameCardFragment => ({
  id,
  gameCode: id,
  name: `Game ${id}`,
  iconUrl: '',
  vendor: 'PP',
  gameType: 'RNG',
  hasFreeTrial: false,
  isHot: false,
  isNew: false,
  launchKind: 'GAME',
  jackpotCode: null,
  jackpotAmount: null,
  isFavorite: null,
});

describe('appendGames', () => {
  it('appends the next games after those kept', () => {
    expect(appendGames([game('1'), game('2')], [game('3'), game('4')]).map((g) => g.id)).toEqual(['1', '2', '3', '4']);
  });

  it('shows a game once when the list moved past it between two answers', () => {
    expect(appendGames([game('1'), game('2')], [game('2'), game('3')]).map((g) => g.id)).toEqual(['1', '2', '3']);
  });

  it('starts from nothing', () => {
    expect(appendGames([], [game('5')]).map((g) => g.id)).toEqual(['5']);
  });
});

describe('moreGamesSearch', () => {
  it("asks for the next 12 of a section's game type from the games it shows", () => {
    expect(moreGamesSearch('RNG', 10, null).toString()).toBe('gameType=RNG&offset=10&limit=12');
  });

  it('keeps the chosen vendor', () => {
    expect(moreGamesSearch('LIVE', 22, 'EVO').toString()).toBe('gameType=LIVE&offset=22&limit=12&vendor=EVO');
    expect(moreGamesSearch('LIVE', 22, '').toString()).toBe('gameType=LIVE&offset=22&limit=12');
  });
});
