import type { Resolvers } from '#gateway/generated/resolvers-types';
import { Game, Vendor } from './resolvers/Game';
import { GameSection } from './resolvers/GameSection';
import { gameSections } from './resolvers/Query/gameSections';
import { gameNavigation } from './resolvers/Query/gameNavigation';
import { games } from './resolvers/Query/games';
import { hotGames } from './resolvers/Query/hotGames';
import { partnerVendors } from './resolvers/Query/partnerVendors';
import { providers } from './resolvers/Query/providers';

export const gamesResolvers: Resolvers = {
  Query: { gameNavigation, hotGames, games, gameSections, partnerVendors, providers },
  GameSection,
  Game,
  Vendor,
};
