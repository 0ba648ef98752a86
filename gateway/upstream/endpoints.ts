import type { z } from 'zod';
import {
  agentEndpoints,
  agentReportsEndpoints,
  chatEndpoints,
  contentEndpoints,
  contractsEndpoints,
  depositEndpoints,
  engagementEndpoints,
  favoritesEndpoints,
  gamesEndpoints,
  kycEndpoints,
  legalEndpoints,
  consentEndpoints,
  complaintEndpoints,
  jackpotEndpoints,
  pushEndpoints,
  tournamentEndpoints,
  privacyEndpoints,
  launchEndpoints,
  liveEndpoints,
  lotteryEndpoints,
  pointsEndpoints,
  recordsEndpoints,
  responsibleGamingEndpoints,
  rewardsEndpoints,
  securityEndpoints,
  sessionEndpoints,
  systemEndpoints,
  transferEndpoints,
  walletEndpoints,
  withdrawEndpoints,
} from './dto';
import type { EndpointDef } from './endpoint-row';

export type { EndpointDef } from './endpoint-row';

/**
 * Every platform call the product makes, as one declarative table. The platform client is the
 * only code that reads it; nothing else knows a REST path. Rows whose feature is not built yet
 * still name their path, method, module, token and encryption so that the protocol is in one place.
 *
 * Each domain declares its rows at the end of its dto/<domain>.ts, below the schemas its answers
 * are read with: a row and the answer it promises are read, and changed, together. The rows are
 * written with the presets of endpoint-row.ts (a public cached read, a member's read, a sealed
 * write…), so each says only its path, module and schema and what sets it apart. They are
 * assembled here, domain by domain, so every consumer keeps one import. endpoints.snapshot.json
 * records every row's fields (endpoints.snapshot.test.ts).
 */
export const endpoints = {
  ...systemEndpoints,
  ...sessionEndpoints,
  ...engagementEndpoints,
  ...securityEndpoints,
  ...liveEndpoints,
  ...walletEndpoints,
  ...transferEndpoints,
  ...responsibleGamingEndpoints,
  ...kycEndpoints,
  ...legalEndpoints,
  ...consentEndpoints,
  ...complaintEndpoints,
  ...jackpotEndpoints,
  ...pushEndpoints,
  ...tournamentEndpoints,
  ...privacyEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...recordsEndpoints,
  ...gamesEndpoints,
  ...favoritesEndpoints,
  ...launchEndpoints,
  ...lotteryEndpoints,
  ...rewardsEndpoints,
  ...contentEndpoints,
  ...pointsEndpoints,
  ...agentReportsEndpoints,
  ...agentEndpoints,
  ...contractsEndpoints,
  ...chatEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
/** The validated `value` of an endpoint's answer. */
export type EndpointValue<N extends EndpointName> = z.output<(typeof endpoints)[N]['schema']>;
