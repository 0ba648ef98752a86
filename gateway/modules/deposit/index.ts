import type { Resolvers } from '#gateway/generated/resolvers-types';
import { cancelDeposit } from './resolvers/Mutation/cancelDeposit';
import { createDeposit } from './resolvers/Mutation/createDeposit';
import { deposit } from './resolvers/Query/deposit';
import { depositSettings } from './resolvers/Query/depositSettings';
import { myDeposits } from './resolvers/Query/myDeposits';

/** Deposits (docs/platform-protocol.md "Deposits"): the brand's methods, the member's deposits, asking and cancelling. */
export const depositResolvers: Resolvers = {
  Query: { depositSettings, myDeposits, deposit },
  Mutation: { createDeposit, cancelDeposit },
};
