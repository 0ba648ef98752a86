import type { Resolvers } from '#gateway/generated/resolvers-types';
import { confirmReceipt } from './resolvers/Mutation/confirmReceipt';
import { requestWithdrawal } from './resolvers/Mutation/requestWithdrawal';
import { myWithdrawals } from './resolvers/Query/myWithdrawals';
import { withdrawalsAwaitingReceipt } from './resolvers/Query/withdrawalsAwaitingReceipt';
import { withdrawSettings } from './resolvers/Query/withdrawSettings';

/** Withdrawals and their receipt confirmation (docs/platform-protocol.md "Withdrawals and receipt confirmation"). */
export const withdrawResolvers: Resolvers = {
  Query: { withdrawSettings, myWithdrawals, withdrawalsAwaitingReceipt },
  Mutation: { requestWithdrawal, confirmReceipt },
};
