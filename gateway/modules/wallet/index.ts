import type { Resolvers } from '../../generated/resolvers-types';
import { balance } from './resolvers/Query/balance';

export const walletResolvers: Resolvers = {
  Query: { balance },
};
