import * as z from 'zod';
import { memberRead, memberWrite, type EndpointDef } from '../endpoint-row';
import { amount, flag, timestamp } from './common';

/** Responsible gaming: this project's extension (docs/platform-protocol.md "Responsible gaming"). */
const limitKind = z.enum(['DEPOSIT', 'LOSS', 'WAGER']);
const limitPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);
const exclusionLength = z.enum(['24H', '7D', '30D', '6W', '6M', '1Y', '5Y', 'PERMANENT', 'CLOSED']);

export const gamblingLimitSchema = z.lazy(() =>
  z.object({
    kind: limitKind,
    period: limitPeriod,
    amount: amount.nullable(),
    used: amount,
    resetsAt: timestamp,
    pending: flag,
    pendingAmount: amount.nullable(),
    pendingEffectiveAt: timestamp.nullable(),
  }),
);

const minutes = z.number().int().positive();

const RG_TOOLS_WIRE = ['DEPOSIT_LIMIT', 'LOSS_LIMIT', 'WAGER_LIMIT', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIMEOUT', 'SELF_EXCLUSION', 'ACCOUNT_CLOSURE'] as const;
type RgToolWire = (typeof RG_TOOLS_WIRE)[number];

export const sessionLimitSchema = z.lazy(() =>
  z.object({
    minutes: minutes.nullable(),
    pending: flag,
    pendingMinutes: minutes.nullable(),
    pendingEffectiveAt: timestamp.nullable(),
  }),
);

export const responsibleGamingSchema = z.lazy(() =>
  z.object({
    tools: z
      .array(z.string())
      // A tool this portal does not know (a newer platform's) is left out.
      .transform((list) => list.filter((tool): tool is RgToolWire => (RG_TOOLS_WIRE as readonly string[]).includes(tool))),
    coolingOffHours: z.number().int().positive(),
    limits: z.array(gamblingLimitSchema),
    sessionLimit: sessionLimitSchema,
    realityCheckMinutes: minutes.nullable(),
    brandRealityCheckMinutes: minutes,
    // Absent on a platform without shared exclusions: none.
    selfExclusionAlsoOn: z.array(z.string()).default([]),
    changes: z.array(
      z.object({
        what: z.enum(['LIMIT', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIMEOUT', 'SELF_EXCLUSION', 'CLOSURE']),
        kind: limitKind.nullable(),
        period: limitPeriod.nullable(),
        // LIMIT: wire amounts; SESSION_LIMIT and REALITY_CHECK: minutes.
        from: z.number().nullable(),
        to: z.number().nullable(),
        length: exclusionLength.nullable(),
        effectiveAt: timestamp,
        endsAt: timestamp.nullable(),
        sessionId: z.string().nullable(),
        createdAt: timestamp,
      }),
    ),
  }),
);

export const limitChangeSchema = z.lazy(() =>
  z.object({
    outcome: z.enum(['APPLIED', 'PENDING', 'UNCHANGED']),
    effectiveAt: timestamp.nullable(),
    limit: gamblingLimitSchema,
  }),
);

export const sessionLimitChangeSchema = z.lazy(() =>
  z.object({
    outcome: z.enum(['APPLIED', 'PENDING', 'UNCHANGED']),
    effectiveAt: timestamp.nullable(),
    sessionLimit: sessionLimitSchema,
  }),
);

export const realityCheckSetSchema = z.lazy(() => z.object({ realityCheckMinutes: minutes.nullable() }));

export const playSessionSchema = z.lazy(() =>
  z.object({
    startedAt: timestamp,
    endsAt: timestamp.nullable(),
    realityCheckMinutes: minutes.nullable(),
    stakes: amount,
    net: amount,
    rounds: z.number().int().nonnegative(),
  }),
);

/** The member's net deposits (deposits paid less withdrawals paid) over the last year and since the account opened. */
export const netDepositsSchema = z.lazy(() =>
  z.object({
    last12Months: amount,
    lifetime: amount,
    since: timestamp,
  }),
);

/** The safer-gambling prompts due now (after an answer too). */
export const promptsSchema = z.lazy(() =>
  z.object({
    due: z.array(z.enum(['NOTICE', 'DEPOSIT_LIMIT', 'LIMIT_REVIEW'])),
    limitReviewMonths: z.number().int().positive(),
  }),
);

export const accountClosedSchema = z.lazy(() => z.object({ closed: z.literal(true) }));

export const exclusionStartedSchema = z.lazy(() => z.object({ endsAt: timestamp.nullable() }));

/** The wire's lengths and the schema's enum values. */
export const EXCLUSION_LENGTHS = {
  HOURS_24: '24H',
  DAYS_7: '7D',
  DAYS_30: '30D',
  WEEKS_6: '6W',
  MONTHS_6: '6M',
  YEAR_1: '1Y',
  YEARS_5: '5Y',
  PERMANENT: 'PERMANENT',
} as const satisfies Record<string, Exclude<z.infer<typeof exclusionLength>, 'CLOSED'>>;

/**
 * The responsible-gaming rows of the endpoint table (endpoints.ts): this project's extension
 * (docs/platform-protocol.md "Responsible gaming"); a platform without it answers
 * function.not.available or 404 and the portal hides the page.
 */
export const responsibleGamingEndpoints = {
  responsibleGaming: memberRead('/wps/member/responsibleGaming', 'COMM3', responsibleGamingSchema),
  setGamblingLimit: memberWrite('/wps/member/responsibleGaming/limit', 'COMM3', limitChangeSchema),
  playSession: memberRead('/wps/member/responsibleGaming/session', 'COMM3', playSessionSchema),
  netDeposits: memberRead('/wps/member/responsibleGaming/netDeposits', 'COMM3', netDepositsSchema),
  saferGamblingPrompts: memberRead('/wps/member/responsibleGaming/prompts', 'COMM3', promptsSchema),
  answerSaferGamblingPrompt: memberWrite('/wps/member/responsibleGaming/prompts', 'COMM3', promptsSchema),
  setSessionLimit: memberWrite('/wps/member/responsibleGaming/sessionLimit', 'COMM3', sessionLimitChangeSchema),
  setRealityCheck: memberWrite('/wps/member/responsibleGaming/realityCheck', 'COMM3', realityCheckSetSchema),
  closeAccount: memberWrite('/wps/member/responsibleGaming/close', 'COMM3', accountClosedSchema),
  startExclusion: memberWrite('/wps/member/responsibleGaming/exclusion', 'COMM3', exclusionStartedSchema),
} satisfies Record<string, EndpointDef>;
