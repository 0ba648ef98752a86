/**
 * The brute-force model of contract settlement (docs/decisions/033-contracts.md, "Decision";
 * docs/platform-protocol.md "Contracts"), written from the documents and not from the platform's
 * code: the brand's periods found by searching the wall clock, a period's figures by filtering
 * every raw bet, the tier and the pay by the documented rules in exact integer arithmetic, and the
 * lives of the contracts from the harness's own record of who signed and ended what, when.
 */
import type { ContractKind, Period, Tier } from '../../platform/src/modules/contracts/terms';

const HOUR = 3_600_000;
const FIVE_MINUTES = 300_000;

// ---- the brand's periods, from the wall clock -------------------------------------------------

interface Wall {
  date: string;
  minute: number;
  second: number;
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, as Intl reads it. */
function wall(instant: number, zone: string): Wall {
  let format = wallFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.minute), second: Number(parts.second) };
}

const midnights = new Map<string, number>();

/**
 * The first instant whose wall date is `date` (a binary search to the millisecond: the wall date
 * only moves forward with time), so a day across a daylight-saving change is found, not assumed.
 */
export function localMidnight(date: string, zone: string): number {
  const key = `${zone} ${date}`;
  const known = midnights.get(key);
  if (known !== undefined) return known;
  const utc = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  let lo = utc - 15 * HOUR; // every offset lies within ±15 hours
  let hi = utc + 15 * HOUR;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (wall(mid, zone).date < date) lo = mid + 1;
    else hi = mid;
  }
  midnights.set(key, lo);
  return lo;
}

/** Calendar arithmetic on YYYY-MM-DD (zone-free). */
function shiftDate(date: string, days: number, months = 0): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, Number(date.slice(8, 10)) + days));
  return d.toISOString().slice(0, 10);
}

/** The first date of the period holding `date`, and the first date of the next one. */
function calendarPeriod(date: string, period: 'D' | 'W' | 'H' | 'M'): [string, string] {
  const day = Number(date.slice(8, 10));
  const monthStart = `${date.slice(0, 8)}01`;
  switch (period) {
    case 'D':
      return [date, shiftDate(date, 1)];
    case 'W': {
      const monday = shiftDate(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
      return [monday, shiftDate(monday, 7)];
    }
    case 'H':
      return day <= 15 ? [monthStart, `${date.slice(0, 8)}16`] : [`${date.slice(0, 8)}16`, shiftDate(monthStart, 0, 1)];
    case 'M':
      return [monthStart, shiftDate(monthStart, 0, 1)];
  }
}

export interface Window {
  start: number;
  end: number;
}

/**
 * The period of the brand's zone holding `instant`: a clock hour and five minutes are the wall
 * clock's own (:00, :05, …), days, weeks from Monday, half months and months run from local midnights.
 */
export function periodAt(instant: number, period: Period, zone: string): Window {
  if (period === 'HOUR' || period === 'MIN5') {
    const w = wall(instant, zone);
    const step = period === 'HOUR' ? HOUR : FIVE_MINUTES;
    const start = instant - ((w.minute * 60_000) % step) - w.second * 1_000 - (instant % 1_000);
    return { start, end: start + step };
  }
  const [first, next] = calendarPeriod(wall(instant, zone).date, period);
  return { start: localMidnight(first, zone), end: localMidnight(next, zone) };
}

/** The periods a contract living [from, to) touches, up to those that ended by `horizon`. */
export function periodsOfLife(from: number, to: number, period: Period, zone: string, horizon: number): Window[] {
  const windows: Window[] = [];
  if (from >= to) return windows;
  for (let w = periodAt(from, period, zone); w.start < to && w.end <= horizon; w = periodAt(w.end, period, zone)) windows.push(w);
  return windows;
}

/** The starts of the days of [from, to) that are not 24 hours long in the zone (daylight-saving changes). */
export function unevenDays(zone: string, from: number, to: number): number[] {
  const days: number[] = [];
  for (let date = wall(from, zone).date; localMidnight(date, zone) < to; date = shiftDate(date, 1)) {
    if (localMidnight(shiftDate(date, 1), zone) - localMidnight(date, zone) !== 24 * HOUR) days.push(localMidnight(date, zone));
  }
  return days;
}

// ---- terms and the documented rules -----------------------------------------------------------

/** A tier as the platform stores it (the shape only: the model's rules are its own). */
export type TierModel = Tier;

export type TermsModel = { tiers: TierModel[] } | { winRateBp: number; lossRateBp: number; singleBetMinor: number };

export interface TeamBet {
  account: number;
  stake: number;
  valid: number;
  payout: number;
  status: 'SETTLED' | 'OPEN' | 'VOID';
  settledAt: number | null;
}

export interface Figures {
  betCount: number;
  turnover: number;
  validBet: number;
  loss: number;
  activePlayers: number;
  wonValidBet: number;
  lostValidBet: number;
  tierIndex: number | null;
  tier: TierModel | null;
  rateBp: number;
  base: number;
  amount: number;
}

/** floor(base × bp / 10000) on a base that counts as nothing below zero, in exact integers. */
const shareOf = (base: number, bp: number) => Number((BigInt(Math.max(0, base)) * BigInt(bp)) / 10_000n);

/**
 * What one period of a contract pays (the protocol's "Contracts"): the team's settled bets whose
 * settled_at falls in [from, to); a player is active with valid bets of at least the tier's minimum
 * (and some); a tier applies when the team met its active count, consumption and loss and the period
 * started before its end time; the highest rate wins (ties: the later tier, terms.ts); pay is
 * floor(base × rate) + amount. Real-time: each rate on the valid bets of won or lost rounds with a
 * stake from the single bet amount, each share floored; pushes count for neither.
 */
export function bruteFigures(
  kind: ContractKind,
  terms: TermsModel,
  team: ReadonlySet<number>,
  bets: readonly TeamBet[],
  from: number,
  to: number,
  periodStart: number,
): Figures {
  const rows = bets.filter((b) => b.status === 'SETTLED' && b.settledAt !== null && b.settledAt >= from && b.settledAt < to && team.has(b.account));
  const single = 'tiers' in terms ? 0 : terms.singleBetMinor;
  const sum = (list: TeamBet[], f: (b: TeamBet) => number) => list.reduce((s, b) => s + f(b), 0);
  const valid = new Map<number, number>();
  for (const b of rows) valid.set(b.account, (valid.get(b.account) ?? 0) + b.valid);
  const active = (minBet: number) => [...valid.values()].filter((v) => v > 0 && v >= minBet).length;
  const counted = rows.filter((b) => b.stake >= single);
  const base = {
    betCount: rows.length,
    turnover: sum(rows, (b) => b.stake),
    validBet: sum(rows, (b) => b.valid),
    loss: sum(rows, (b) => b.stake - b.payout),
    wonValidBet: sum(
      counted.filter((b) => b.payout > b.stake),
      (b) => b.valid,
    ),
    lostValidBet: sum(
      counted.filter((b) => b.payout < b.stake),
      (b) => b.valid,
    ),
  };
  if (!('tiers' in terms)) {
    const amount = shareOf(base.wonValidBet, terms.winRateBp) + shareOf(base.lostValidBet, terms.lossRateBp);
    return { ...base, activePlayers: active(0), tierIndex: null, tier: null, rateBp: 0, base: base.wonValidBet + base.lostValidBet, amount };
  }
  const payOn = Math.max(0, kind === 'DIVIDEND' ? base.loss : base.validBet);
  let chosen: number | null = null;
  terms.tiers.forEach((t, i) => {
    const met =
      (t.endTime === null || periodStart < t.endTime) &&
      active(t.minBetMinor) >= t.activeCount &&
      base.validBet >= t.periodConsumptionMinor &&
      base.loss >= t.periodLossMinor;
    if (met && (chosen === null || t.rateBp >= terms.tiers[chosen]!.rateBp)) chosen = i;
  });
  if (chosen === null) return { ...base, activePlayers: active(0), tierIndex: null, tier: null, rateBp: 0, base: payOn, amount: 0 };
  const tier: TierModel = terms.tiers[chosen]!;
  return {
    ...base,
    activePlayers: active(tier.minBetMinor),
    tierIndex: chosen,
    tier,
    rateBp: tier.rateBp,
    base: payOn,
    amount: shareOf(payOn, tier.rateBp) + tier.amountMinor,
  };
}

/** Each player's valid bets of the team in [from, to) (what "active" is judged on). */
export function validByPlayer(team: ReadonlySet<number>, bets: readonly TeamBet[], from: number, to: number): number[] {
  const valid = new Map<number, number>();
  for (const b of bets) {
    if (b.status === 'SETTLED' && b.settledAt !== null && b.settledAt >= from && b.settledAt < to && team.has(b.account))
      valid.set(b.account, (valid.get(b.account) ?? 0) + b.valid);
  }
  return [...valid.values()];
}

/** The highest rate of the terms: what the higher-rate rule compares. */
export const topRateOf = (terms: TermsModel) =>
  'tiers' in terms ? Math.max(...terms.tiers.map((t) => t.rateBp)) : Math.max(terms.winRateBp, terms.lossRateBp);

// ---- the lives of the contracts ---------------------------------------------------------------

export type EndReason = 'TERMINATED' | 'REPLACED' | 'HIGHER_RATE';

export interface ContractModel {
  id: number;
  kind: ContractKind;
  period: Period;
  upline: number;
  downline: number;
  terms: TermsModel;
  topRateBp: number;
  status: 'ACTIVE' | 'TERMINATION_REQUESTED' | 'TERMINATED';
  startedAt: number;
  endedAt: number | null;
  endReason: EndReason | null;
}

/**
 * Who holds what, from the harness's own log (ADR 033 "The higher-rate rule", "Termination"):
 * signing ends the downline's previous contract of the kind (REPLACED) and the contracts of the
 * kind the downline gave at a higher rate (HIGHER_RATE); an agreed termination ends one.
 */
export class Lives {
  readonly contracts: ContractModel[] = [];

  live(id: number): ContractModel | undefined {
    return this.contracts.find((c) => c.id === id && c.status !== 'TERMINATED');
  }

  /** The rate cap of `account`'s offers of a kind: its own live contract's top rate, if any. */
  capOf(account: number, kind: ContractKind): number | null {
    const own = this.contracts.find((c) => c.downline === account && c.kind === kind && c.status !== 'TERMINATED');
    return own ? own.topRateBp : null;
  }

  sign(contract: Omit<ContractModel, 'status' | 'endedAt' | 'endReason'>): void {
    for (const c of this.contracts) {
      if (c.status === 'TERMINATED' || c.kind !== contract.kind) continue;
      if (c.downline === contract.downline) this.end(c, contract.startedAt, 'REPLACED');
      else if (c.upline === contract.downline && c.topRateBp > contract.topRateBp) this.end(c, contract.startedAt, 'HIGHER_RATE');
    }
    this.contracts.push({ ...contract, status: 'ACTIVE', endedAt: null, endReason: null });
  }

  end(c: ContractModel, at: number, reason: EndReason): void {
    c.status = 'TERMINATED';
    c.endedAt = at;
    c.endReason = reason;
  }
}

/** The accounts of a downline's team: the downline and everyone below it. */
export function teamOf(accounts: readonly { id: number; parent: number | null }[], head: number): Set<number> {
  const team = new Set([head]);
  for (let grew = true; grew;) {
    grew = false;
    for (const a of accounts) {
      if (a.parent !== null && team.has(a.parent) && !team.has(a.id)) {
        team.add(a.id);
        grew = true;
      }
    }
  }
  return team;
}
