import * as z from 'zod';
import { memberRead, memberWrite, relay, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { toMinorUnits } from '../money';
import { amount, flag, id, timestamp } from './common';

/** A rate on the wire (a percentage with up to two decimals, `rebateValue`) as basis points. */
const rate = z.union([z.number(), z.string()]).transform((v) => toMinorUnits(v));

const rebate = z.object({ product: z.string(), rebateValue: rate });

/** MCS2_agentPolicy (AGENTPOLICY3). */
export const agentPolicySchema = z.lazy(() =>
  z.object({
    agentType: z.number().int(),
    canOpenMember: flag,
    canOpenAgent: flag,
    rebates: z.array(rebate),
  }),
);

const teamNodeShape = () => ({
  username: z.string(),
  nickname: z.string(),
  isAgent: flag,
  level: z.number().int().nonnegative(),
  createdAt: timestamp,
  lastLoginAt: timestamp.nullish(),
  balance: amount,
  directCount: z.number().int().nonnegative(),
  teamSize: z.number().int().nonnegative(),
  // Responsible gaming (this project's extension): absent from a platform without it.
  protection: z.enum(['TIMEOUT', 'SELF_EXCLUSION', 'CLOSURE']).nullish(),
  // Identity verification (this project's extension): the status alone; absent from a platform without it.
  verification: z.enum(['NOT_STARTED', 'IN_REVIEW', 'ACTION_NEEDED', 'VERIFIED']).nullish().catch(null),
});
const teamNode = z.lazy(() => z.object(teamNodeShape()));
export type TeamNodeDto = z.infer<typeof teamNode>;

/** MCS2_downlineTree. */
export const downlineTreeSchema = z.lazy(() =>
  z.object({
    counts: z.object({ direct: z.number().int(), team: z.number().int() }),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    search: z.string().nullish(),
    parent: teamNode.nullish(),
    path: z.array(z.object({ username: z.string(), nickname: z.string(), level: z.number().int() })),
    list: z.array(teamNode),
    total: z.number().int(),
  }),
);

/** MCS2_downlineDetail. */
export const downlineDetailSchema = z.lazy(() =>
  z.object({
    ...teamNodeShape(),
    upline: z.string().nullish(),
    depositTotal: amount,
    depositCount: z.number().int(),
    withdrawTotal: amount,
    turnover: amount,
    betCount: z.number().int(),
    rebates: z.array(rebate),
  }),
);

/** MCS2_registerDownline: the new account. */
export const registeredDownlineSchema = z.lazy(() =>
  z.object({
    id,
    username: z.string(),
    nickname: z.string(),
    isAgent: flag,
    createdAt: timestamp,
    affiliateCode: z.string().nullish(),
    rebates: z.array(rebate),
  }),
);

/** MCS2_agentAnnouncements. */
export const agentAnnouncementsSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object({ id, title: z.string(), content: z.string(), timestamp, read: flag })),
    total: z.number().int(),
    unread: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  }),
);

/** MCS2_readAgentAnnouncements. */
export const agentAnnouncementsReadSchema = z.lazy(() => z.object({ updated: z.number().int(), unread: z.number().int() }));

/** The agent centre's rows of the endpoint table (endpoints.ts; docs/platform-protocol.md "Agent centre"): agents' sessions only, never cached. */
export const agentEndpoints = {
  agentPolicy: memberRead(relay('MCS2_agentPolicy'), 'AGENTPOLICY3', agentPolicySchema),
  registerDownline: sealedMemberWrite(relay('MCS2_registerDownline'), 'AGENT3', registeredDownlineSchema),
  downlineTree: memberRead(relay('MCS2_downlineTree'), 'AGENT3', downlineTreeSchema),
  downlineDetail: memberRead(relay('MCS2_downlineDetail'), 'AGENT3', downlineDetailSchema),
  agentAnnouncements: memberRead(relay('MCS2_agentAnnouncements'), 'AGENT3', agentAnnouncementsSchema),
  agentAnnouncementsRead: memberWrite(relay('MCS2_readAgentAnnouncements'), 'AGENT3', agentAnnouncementsReadSchema),
} satisfies Record<string, EndpointDef>;
