import * as z from 'zod';
import { guestRead, memberRead, type EndpointDef } from '../endpoint-row';
import { statusSchema } from './system';
import { balanceSchema } from './wallet';
import { amount } from './common';
import { boardLineSchema, standingSchema, TOURNAMENT_SCORINGS, TOURNAMENT_STATES } from './tournaments';

/**
 * One frame of the member's live events (GET /wps/member/events, this project's extension:
 * docs/platform-protocol.md "Live events"). The balance frame carries the balance exactly as
 * GET /wps/v2/wallets/balance answers it, read by the same schema. A frame of a kind this portal
 * does not know is read as `other` and skipped: a platform may add kinds before the portal knows them.
 */
export const liveFrameSchema = z.lazy(() =>
  z.union([
    // After a round that scored in tournament runs, the member's standings in them ride along (docs/platform-protocol.md "Tournaments").
    z.object({ type: z.literal('balance'), balance: balanceSchema, tournaments: z.array(standingSchema).max(50).optional() }),
    z.object({ type: z.literal('badges') }),
    z.object({ type: z.string() }).transform(() => ({ type: 'other' as const })),
  ]),
);

export type LiveFrameDto = z.output<typeof liveFrameSchema>;

/**
 * One frame of the brand's public events (GET /wps/system/events, this project's extension): the
 * operator changed the site's status (maintenance, region restriction); `status` is exactly the
 * answer of GET /wps/system/status, read by the same schema; or the jackpot pools' amounts changed.
 * Unknown kinds are skipped.
 */
export const siteFrameSchema = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('status'), status: statusSchema }),
    // The jackpot pools' amounts (docs/platform-protocol.md "Jackpot pools"), in minor units once read.
    z.object({ type: z.literal('jackpots'), pools: z.array(z.object({ code: z.string().max(40), amount })).max(100) }),
    // A tournament run's board (docs/platform-protocol.md "Tournaments"): its top entrants, names masked.
    z.object({
      type: z.literal('leaderboard'),
      code: z.string().max(40),
      scoring: z.enum(TOURNAMENT_SCORINGS),
      state: z.enum(TOURNAMENT_STATES),
      entrants: z.number().int().nonnegative(),
      top: z.array(boardLineSchema).max(100),
    }),
    z.object({ type: z.string() }).transform(() => ({ type: 'other' as const })),
  ]),
);

/** The live events' rows of the endpoint table (endpoints.ts): WebSockets, each frame read by its schema. */
export const liveEndpoints = {
  /** The member's live events (docs/decisions/040-live-updates.md); a live platform without them answers 404 or function.not.available. */
  liveEvents: memberRead('/wps/member/events', 'COMM3', liveFrameSchema, { socket: true }),
  /** The brand's public events, one shard of them (`?shard=0..63`); a live platform without them answers 404 or function.not.available. */
  siteEvents: guestRead('/wps/system/events', 'COMM3', siteFrameSchema, { socket: true }),
} satisfies Record<string, EndpointDef>;
