import type { Resolvers } from '#gateway/generated/resolvers-types';
import { transferAllToMain } from './resolvers/Mutation/transferAllToMain';
import { transferBetweenWallets } from './resolvers/Mutation/transferBetweenWallets';
import { transferToPlayer } from './resolvers/Mutation/transferToPlayer';
import { downlineSearch } from './resolvers/Query/downlineSearch';
import { playerTransfers } from './resolvers/Query/playerTransfers';
import { transferOptions } from './resolvers/Query/transferOptions';
import { wallets } from './resolvers/Query/wallets';

/** Wallet modes, transfers between a member's wallets and between players (docs/platform-protocol.md "Transfers"). */
export const transferResolvers: Resolvers = {
  Query: { wallets, transferOptions, downlineSearch, playerTransfers },
  Mutation: { transferBetweenWallets, transferAllToMain, transferToPlayer },
};
