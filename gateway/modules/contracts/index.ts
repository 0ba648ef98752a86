import type { Resolvers } from '#gateway/generated/resolvers-types';
import { answerContract } from './resolvers/Mutation/answerContract';
import { issueDividend } from './resolvers/Mutation/issueDividend';
import { offerContract } from './resolvers/Mutation/offerContract';
import { requestContractTermination } from './resolvers/Mutation/requestContractTermination';
import { contractDesk } from './resolvers/Query/contractDesk';
import { contractInfo } from './resolvers/Query/contractInfo';
import { downlineContracts } from './resolvers/Query/downlineContracts';

/** Contracts between an upline and a direct downline (docs/platform-protocol.md "Contracts", ADR 033). */
export const contractResolvers: Resolvers = {
  Query: { contractDesk, contractInfo, downlineContracts },
  Mutation: { offerContract, answerContract, requestContractTermination, issueDividend },
};
