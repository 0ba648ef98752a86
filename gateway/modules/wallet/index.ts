import type { Resolvers } from '#gateway/generated/resolvers-types';
import { balance } from './resolvers/Query/balance';

export const walletResolvers: Resolvers = {
  Query: { balance },
};
