import type { Resolvers } from '#gateway/generated/resolvers-types';
import { bettingRecords } from './resolvers/Query/bettingRecords';
import { personalProfit } from './resolvers/Query/personalProfit';
import { transactionHistory } from './resolvers/Query/transactionHistory';

/** The member's records (docs/platform-protocol.md "Records"): movements, betting records, profit. */
export const recordsResolvers: Resolvers = {
  Query: { transactionHistory, bettingRecords, personalProfit },
};
