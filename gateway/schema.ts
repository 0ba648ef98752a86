import { buildASTSchema, type DocumentNode, type GraphQLSchema, parse } from 'graphql';
import { attachResolvers } from './attach-resolvers';
import type { Resolvers } from '#gateway/generated/resolvers-types';
import { schemaDocumentWithoutDescriptions, typeDefs } from '#gateway/generated/type-defs';
import { contentResolvers } from '#gateway/modules/content/index';
import { depositResolvers } from '#gateway/modules/deposit/index';
import { favoritesResolvers } from '#gateway/modules/favorites/index';
import { gamesResolvers } from '#gateway/modules/games/index';
import { launchResolvers } from '#gateway/modules/launch/index';
import { memberResolvers } from '#gateway/modules/member/index';
import { recordsResolvers } from '#gateway/modules/records/index';
import { agentReportsResolvers } from '#gateway/modules/agent-reports/index';
import { sessionResolvers } from '#gateway/modules/session/index';
import { walletResolvers } from '#gateway/modules/wallet/index';
import { systemResolvers } from '#gateway/modules/system/index';
import { transferResolvers } from '#gateway/modules/transfer/index';
import { responsibleGamingResolvers } from '#gateway/modules/responsible-gaming/index';
import { kycResolvers } from '#gateway/modules/kyc/index';
import { legalResolvers } from '#gateway/modules/legal/index';
import { consentResolvers } from '#gateway/modules/consent/index';
import { complaintsResolvers } from '#gateway/modules/complaints/index';
import { jackpotsResolvers } from '#gateway/modules/jackpots/index';
import { tournamentsResolvers } from '#gateway/modules/tournaments/index';
import { pushResolvers } from '#gateway/modules/push/index';
import { privacyResolvers } from '#gateway/modules/privacy/index';
import { withdrawResolvers } from '#gateway/modules/withdraw/index';
import { inboxResolvers } from '#gateway/modules/inbox/index';
import { feedbackResolvers } from '#gateway/modules/feedback/index';
import { rewardsResolvers } from '#gateway/modules/rewards/index';
import { pointsResolvers } from '#gateway/modules/points/index';
import { chatResolvers } from '#gateway/modules/chat/index';
import { lotteryResolvers } from '#gateway/modules/lottery/index';
import { agentDeskResolvers } from '#gateway/modules/agent/index';
import { contractResolvers } from '#gateway/modules/contracts/index';
import { liveResolvers } from '#gateway/modules/live/index';
import { MinorUnits, Timestamp } from './scalars';
import { withSessionGuard } from './session-guard';
import { withImageCdn } from '#gateway/modules/system/cdn';

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
  kycResolvers,
  legalResolvers,
  consentResolvers,
  complaintsResolvers,
  jackpotsResolvers,
  tournamentsResolvers,
  pushResolvers,
  privacyResolvers,
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
 * Production's upload builds the schema without its descriptions (wrangler.toml [env.production.define]
 * sets the name below, so its bundle keeps only that document; ADR 055): they document the schema for
 * the playground, which development serves, and weighed three quarters of the schema's text.
 * Introspection on a production playground (a brand's switch) lists the types and fields without
 * them. Production's document comes parsed, as JSON (ADR 075): JSON.parse reads it in a new isolate
 * in about a third of what GraphQL's parser takes for the text.
 */
function schemaDocument(): DocumentNode {
  return (globalThis as { SCHEMA_WITHOUT_DESCRIPTIONS?: boolean }).SCHEMA_WITHOUT_DESCRIPTIONS
    ? (JSON.parse(schemaDocumentWithoutDescriptions) as DocumentNode)
    : parse(typeDefs, { noLocation: true });
}

/**
 * Built lazily, once per isolate (never at module scope, never per request), with the session
 * guard around every field the schema marks @signedIn (ADR 034) and every @media picture moved to
 * the visitor's image CDN (ADR 046).
 */
let schema: GraphQLSchema | undefined;
export function getSchema(): GraphQLSchema {
  if (!schema) {
    const document = schemaDocument();
    // The document is codegen's, validated there and by gateway/schema.test.ts: a new isolate's
    // first request need not check it again (building it with the checks cost 100 of that
    // request's 270 ms of CPU, bench/RESULTS.md). The resolvers go onto the built types in place
    // (gateway/attach-resolvers.ts).
    const built = buildASTSchema(document, { assumeValidSDL: true, assumeValid: true });
    schema = attachResolvers(built, withSessionGuard(document, withImageCdn(document, resolvers)) as never);
  }
  return schema;
}
