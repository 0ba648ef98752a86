import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GatewayContext } from './context';
import type { Resolvers } from './generated/resolvers-types';
import { typeDefs } from './generated/type-defs';
import { contentResolvers } from './modules/content';
import { depositResolvers } from './modules/deposit';
import { favoritesResolvers } from './modules/favorites';
import { gamesResolvers } from './modules/games';
import { launchResolvers } from './modules/launch';
import { memberResolvers } from './modules/member';
import { recordsResolvers } from './modules/records';
import { agentReportsResolvers } from './modules/agent-reports';
import { sessionResolvers } from './modules/session';
import { walletResolvers } from './modules/wallet';
import { systemResolvers } from './modules/system';
import { transferResolvers } from './modules/transfer';
import { responsibleGamingResolvers } from './modules/responsible-gaming';
import { withdrawResolvers } from './modules/withdraw';
import { inboxResolvers } from './modules/inbox';
import { feedbackResolvers } from './modules/feedback';
import { rewardsResolvers } from './modules/rewards';
import { pointsResolvers } from './modules/points';
import { chatResolvers } from './modules/chat';
import { lotteryResolvers } from './modules/lottery';
import { agentDeskResolvers } from './modules/agent';
import { contractResolvers } from './modules/contracts';
import { liveResolvers } from './modules/live';
import { MinorUnits, Timestamp } from './scalars';
import { withSessionGuard } from './session-guard';
import { withImageCdn } from './modules/system/cdn';

function merge(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}

export const resolvers = merge(
  { Query: { ok: () => true }, Timestamp, MinorUnits },
  systemResolvers,
  contentResolvers,
  gamesResolvers,
  favoritesResolvers,
  launchResolvers,
  sessionResolvers,
  walletResolvers,
  memberResolvers,
  transferResolvers,
  responsibleGamingResolvers,
  withdrawResolvers,
  depositResolvers,
  recordsResolvers,
  agentReportsResolvers,
  inboxResolvers,
  feedbackResolvers,
  rewardsResolvers,
  pointsResolvers,
  chatResolvers,
  lotteryResolvers,
  agentDeskResolvers,
  contractResolvers,
  liveResolvers,
);

/**
 * Built lazily, once per isolate (never at module scope, never per request), with the session
 * guard around every field the schema marks @signedIn (ADR 034) and every @media picture moved to
 * the visitor's image CDN (ADR 046).
 */
let schema: ReturnType<typeof createSchema<GatewayContext>> | undefined;
export function getSchema() {
  if (!schema) {
    const document = parse(typeDefs);
    schema = createSchema<GatewayContext>({ typeDefs: document, resolvers: withSessionGuard(document, withImageCdn(document, resolvers)) as never });
  }
  return schema;
}
