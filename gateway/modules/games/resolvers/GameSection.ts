import type { GameSectionResolvers } from '#gateway/generated/resolvers-types';
import { loadGamePage } from '../game-list';

export const GameSection: GameSectionResolvers = {
  // Resolved per section, so one failing list leaves the others standing.
  games: (section, _args, ctx) => loadGamePage(ctx, { gameType: section.category.gameType, vendor: section.vendor }, 0, section.shown),
};
