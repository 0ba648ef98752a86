import * as z from 'zod';
import { memberRead, memberWrite, relay, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';

/** The contract relays (our definition, docs/platform-protocol.md "Contracts"). */
const kind = z.enum(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']);
const requestKind = z.enum(['NEW', 'TERMINATION', 'SUCCESS']).nullish();
const party = z.object({ username: z.string(), nickname: z.string() });

const tier = z.lazy(() =>
  z.object({
    rateBp: z.number().int(),
    amount,
    activeCount: z.number().int(),
    periodConsumption: amount,
    periodLoss: amount,
    minBetPeriod: amount,
    endTime: timestamp.nullish(),
  }),
);

const contract = z.lazy(() =>
  z.object({
    contractId: id,
    kind,
    period: z.enum(['D', 'W', 'H', 'M', 'HOUR', 'MIN5']),
    status: z.enum(['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED', 'REJECTED', 'TERMINATED', 'WITHDRAWN']),
    requestKind,
    requestedBy: z.enum(['UPLINE', 'DOWNLINE']).nullish(),
    awaitingMe: flag,
    mine: flag,
    topRateBp: z.number().int(),
    terms: z.object({
      tiers: z.array(tier).nullish(),
      winRateBp: z.number().int().nullish(),
      lossRateBp: z.number().int().nullish(),
      singleBetAmount: amount.nullish(),
    }),
    upline: party,
    downline: party,
    offeredAt: timestamp,
    startedAt: timestamp.nullish(),
    endedAt: timestamp.nullish(),
    endReason: z.string().nullish(),
  }),
);

const statement = z.lazy(() =>
  z.object({
    statementId: id,
    contractId: id,
    kind,
    upline: z.string(),
    downline: z.string(),
    periodStart: timestamp,
    periodEnd: timestamp,
    betCount: z.number().int(),
    turnover: amount,
    validBet: amount,
    loss: amount,
    activePlayers: z.number().int(),
    wonValidBet: amount,
    lostValidBet: amount,
    tierIndex: z.number().int().nullish(),
    tier: tier.nullish(),
    rateBp: z.number().int(),
    base: amount,
    amount,
    status: z.enum(['NOTHING', 'UNPAID', 'DUE', 'PAID', 'FORCED']),
    dueAt: timestamp.nullish(),
    paidAt: timestamp.nullish(),
    payer: z.string().nullish(),
  }),
);

export const contractDeskSchema = z.lazy(() =>
  z.object({
    kind,
    isAgent: flag,
    contract: contract.nullish(),
    offers: z.array(contract),
    given: z.array(contract),
    downlines: z.array(party.extend({ isAgent: flag })),
    maxRateBp: z.number().int().nullish(),
    statements: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int(), list: z.array(statement) }),
  }),
);

export const contractActionSchema = z.lazy(() => z.object({ status: z.string().nullish() }).passthrough());

const KIND_FIELDS = { DIVIDEND: 'divtypereq', DAILY: 'dailysalreqtype', HOURLY: 'contracthoursalreq', REALTIME: 'realtimesalreqtype' } as const;
const kindSummary = z.lazy(() => z.object({ kind, reqType: requestKind, awaiting: z.number().int(), given: z.number().int(), page: z.boolean() }));

/**
 * GET /wps/member/info/funds/consolidated: the consolidated contract info. The spec names its four
 * request-kind fields (product spec, "Consolidated contract info"); the per-kind summary, the
 * counts and the open contracts are this project's extension (docs/platform-protocol.md). A live
 * platform that answers only the four fields still gets the contract pages of the kinds the
 * member holds, and no badge counts: nothing waits that we can see.
 */
export const contractInfoSchema = z.lazy(() =>
  z
    .object({
      dailysalreqtype: requestKind,
      divtypereq: requestKind,
      contracthoursalreq: requestKind,
      realtimesalreqtype: requestKind,
      kinds: z.array(kindSummary).optional(),
      awaiting: z.number().int().optional(),
      awaitingAsDownline: z.number().int().optional(),
      dividendsDue: z.number().int().optional(),
      contracts: z.array(contract).optional(),
    })
    .transform((v) => ({
      ...v,
      kinds:
        v.kinds ??
        kind.options.map((k) => {
          const reqType = v[KIND_FIELDS[k]] ?? null;
          return { kind: k, reqType, awaiting: 0, given: 0, page: reqType !== null };
        }),
      awaiting: v.awaiting ?? 0,
      awaitingAsDownline: v.awaitingAsDownline ?? 0,
      dividendsDue: v.dividendsDue ?? 0,
      contracts: v.contracts ?? [],
    })),
);

/** MCS2_downlineContracts: a team member's open contracts, every kind. */
export const downlineContractsSchema = z.lazy(() => z.object({ username: z.string(), contracts: z.array(contract) }));

export type ContractDeskDto = z.output<typeof contractDeskSchema>;
export type ContractDto = z.output<typeof contract>;
export type ContractStatementDto = z.output<typeof statement>;
export type ContractTierDto = z.output<typeof tier>;

/**
 * The contracts' rows of the endpoint table (endpoints.ts): our definition (docs/platform-protocol.md
 * "Contracts"); GET reads a kind's desk, POST {action, ...} acts on it, on the same path.
 */
export const contractsEndpoints = {
  contractDividend: memberRead(relay('MCS2_processDividendReq'), 'SIGNCONDIV3', contractDeskSchema, { alternate: 'MCSFE_processContractDividend' }),
  contractDividendAction: memberWrite(relay('MCS2_processDividendReq'), 'SIGNCONDIV3', contractActionSchema, { alternate: 'MCSFE_processContractDividend' }),
  contractDaily: memberRead(relay('MCS2_processDailySalContract'), 'DAILYSALCONT3', contractDeskSchema, { alternate: 'MCSFE_processDailySalaryContract' }),
  contractDailyAction: memberWrite(relay('MCS2_processDailySalContract'), 'DAILYSALCONT3', contractActionSchema, {
    alternate: 'MCSFE_processDailySalaryContract',
  }),
  contractHourly: memberRead(relay('MCS2_processContractHourSalary'), 'HOURSAL3', contractDeskSchema),
  contractHourlyAction: memberWrite(relay('MCS2_processContractHourSalary'), 'HOURSAL3', contractActionSchema),
  contractRealtime: memberRead(relay('MCSFE_processRealTimeSalaryContract'), 'RTSALARY3', contractDeskSchema),
  contractRealtimeAction: memberWrite(relay('MCSFE_processRealTimeSalaryContract'), 'RTSALARY3', contractActionSchema),
  // The spec's consolidated contract info (docs/platform-protocol.md "Contracts").
  contractInfo: memberRead('/wps/member/info/funds/consolidated', 'COMM3', contractInfoSchema),
  contractDownline: memberRead(relay('MCS2_downlineContracts'), 'COMM3', downlineContractsSchema),
} satisfies Record<string, EndpointDef>;
