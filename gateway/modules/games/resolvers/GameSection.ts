import type { GameSectionResolvers } from '#gateway/generated/resolvers-types';
import { loadGamePage } from '../game-list';

export const GameSection: GameSectionResolvers = {
  // Resolved per section, so one failing list leaves the others standing; the first games the
  // lanes carried (ADR 071) need no call of their own.
  games: (section, _args, ctx) => {
    const first = section.firstPage;
    if (first) {
      const items = first.games.slice(0, section.shown);
      return { items, offset: 0, total: first.total, hasMore: items.length < first.total };
    }
    return loadGamePage(ctx, { gameType: section.category.gameType, vendor: section.vendor }, 0, section.shown);
  },
};
