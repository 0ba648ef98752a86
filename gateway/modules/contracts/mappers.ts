import type { ContractKind } from '#gateway/generated/resolvers-types';
import type { ContractDeskDto, ContractDto, ContractStatementDto, ContractTierDto } from '#gateway/upstream/dto/index';
import { fromMinorUnits } from '#gateway/upstream/money';

/** The endpoint table's rows of each kind (declared in gateway/upstream/dto/contracts.ts). */
export const DESK_CALL = { DIVIDEND: 'contractDividend', DAILY: 'contractDaily', HOURLY: 'contractHourly', REALTIME: 'contractRealtime' } as const;
export const ACTION_CALL = {
  DIVIDEND: 'contractDividendAction',
  DAILY: 'contractDailyAction',
  HOURLY: 'contractHourlyAction',
  REALTIME: 'contractRealtimeAction',
} as const satisfies Record<ContractKind, string>;

export const tierOf = (t: ContractTierDto) => ({
  rateBasisPoints: t.rateBp,
  amount: t.amount,
  activeCount: t.activeCount,
  periodConsumption: t.periodConsumption,
  periodLoss: t.periodLoss,
  minBetPeriod: t.minBetPeriod,
  endTime: t.endTime ?? null,
});

export const contractOf = (c: ContractDto) => ({
  id: c.contractId,
  kind: c.kind,
  period: c.period,
  status: c.status,
  requestKind: c.requestKind ?? null,
  requestedBy: c.requestedBy ?? null,
  awaitingMe: c.awaitingMe,
  mine: c.mine,
  topRateBasisPoints: c.topRateBp,
  terms: {
    tiers: (c.terms.tiers ?? []).map(tierOf),
    winRateBasisPoints: c.terms.winRateBp ?? null,
    lossRateBasisPoints: c.terms.lossRateBp ?? null,
    singleBetAmount: c.terms.singleBetAmount ?? null,
  },
  upline: c.upline,
  downline: c.downline,
  offeredAt: c.offeredAt,
  startedAt: c.startedAt ?? null,
  endedAt: c.endedAt ?? null,
  endReason: c.endReason ?? null,
});

export const statementOf = (s: ContractStatementDto) => ({
  id: s.statementId,
  contractId: s.contractId,
  upline: s.upline,
  downline: s.downline,
  periodStart: s.periodStart,
  periodEnd: s.periodEnd,
  betCount: s.betCount,
  turnover: s.turnover,
  validBet: s.validBet,
  loss: s.loss,
  activePlayers: s.activePlayers,
  wonValidBet: s.wonValidBet,
  lostValidBet: s.lostValidBet,
  tierIndex: s.tierIndex ?? null,
  tier: s.tier ? tierOf(s.tier) : null,
  rateBasisPoints: s.rateBp,
  base: s.base,
  amount: s.amount,
  status: s.status,
  dueAt: s.dueAt ?? null,
  paidAt: s.paidAt ?? null,
  payer: s.payer ?? null,
});

export const deskOf = (d: ContractDeskDto) => ({
  kind: d.kind,
  isAgent: d.isAgent,
  contract: d.contract ? contractOf(d.contract) : null,
  offers: d.offers.map(contractOf),
  given: d.given.map(contractOf),
  downlines: d.downlines,
  maxRateBasisPoints: d.maxRateBp ?? null,
  statements: { items: d.statements.list.map(statementOf), total: d.statements.total, page: d.statements.page, pageSize: d.statements.size },
});

/** Minor units as the wire's decimal amount. */
export const wire = (minor: number | null | undefined) => fromMinorUnits(minor ?? 0);
