import type { Resolvers } from '#gateway/generated/resolvers-types';
import { closeAccount } from './resolvers/Mutation/closeAccount';
import { setGamblingLimit } from './resolvers/Mutation/setGamblingLimit';
import { setRealityCheck } from './resolvers/Mutation/setRealityCheck';
import { setSessionLimit } from './resolvers/Mutation/setSessionLimit';
import { startExclusion } from './resolvers/Mutation/startExclusion';
import { netDeposits } from './resolvers/Query/netDeposits';
import { saferGamblingPrompts } from './resolvers/Query/saferGamblingPrompts';
import { answerSaferGamblingPrompt } from './resolvers/Mutation/answerSaferGamblingPrompt';
import { playSession } from './resolvers/Query/playSession';
import { responsibleGaming } from './resolvers/Query/responsibleGaming';

/** The member's limits, time-outs and self-exclusion (docs/decisions/039; docs/platform-protocol.md "Responsible gaming"). */
export const responsibleGamingResolvers: Resolvers = {
  Query: { responsibleGaming, playSession, netDeposits, saferGamblingPrompts },
  Mutation: { setGamblingLimit, startExclusion, setSessionLimit, setRealityCheck, closeAccount, answerSaferGamblingPrompt },
};
