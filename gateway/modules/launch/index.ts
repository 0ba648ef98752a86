import type { Resolvers } from '#gateway/generated/resolvers-types';
import { launchGame } from './resolvers/Mutation/launchGame';
import { game } from './resolvers/Query/game';
import { gameRooms } from './resolvers/Query/gameRooms';

/** Starting games and PVP rooms (docs/platform-protocol.md "Launching and rounds"). */
export const launchResolvers: Resolvers = {
  Query: { game, gameRooms },
  Mutation: { launchGame },
};
