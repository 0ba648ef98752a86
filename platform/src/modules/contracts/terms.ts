/**
 * Contract terms and the arithmetic of a settlement (docs/decisions/033-contracts.md). Pure: no
 * database, no clock, so every rule is testable on its own.
 *
 * Rates are basis points (1 % = 100 bp); amounts are integer minor units.
 */
import { fieldError } from '../../http/envelope';

export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export const CONTRACT_KINDS: readonly ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

/** D daily, W weekly (from Monday), H twice a month (1st–15th, 16th–end), M monthly; HOUR; MIN5. */
export type Period = 'D' | 'W' | 'H' | 'M' | 'HOUR' | 'MIN5';
export const DIVIDEND_PERIODS: readonly Period[] = ['D', 'W', 'H', 'M'];

/** One tier of a dividend, daily or hourly salary. */
export interface Tier {
  /** Share of the base (the team's loss for a dividend, its valid bets for a salary), bp. */
  rateBp: number;
  /** A fixed amount paid on top when the tier applies. */
  amountMinor: number;
  /** Players of the team who must be active in the period. */
  activeCount: number;
  /** Valid bets (consumption) the team must reach in the period. */
  periodConsumptionMinor: number;
  /** Net loss the team must reach in the period. */
  periodLossMinor: number;
  /** "Minimum bet period": valid bets one player needs in the period to count as active. */
  minBetMinor: number;
  /** The tier no longer applies to periods starting at or after this instant (ms); null: never ends. */
  endTime: number | null;
}

export interface TierTerms {
  tiers: Tier[];
}

export interface RealtimeTerms {
  /** Share of the valid bet of each won round, bp. */
  winRateBp: number;
  /** Share of the valid bet of each lost round, bp. */
  lossRateBp: number;
  /** Rounds with a smaller stake do not count. */
  singleBetMinor: number;
}

export type Terms = TierTerms | RealtimeTerms;

export const MAX_TIERS = 10;
/** A dividend may share the whole loss; salaries at most 10 % of turnover. */
export const MAX_RATE_BP: Record<ContractKind, number> = { DIVIDEND: 10_000, DAILY: 1_000, HOURLY: 1_000, REALTIME: 1_000 };
const MAX_MINOR = 1_000_000_000_00;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function int(value: unknown, field: string, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw fieldError(field, 'must be a whole number');
  if (n < 0) throw fieldError(field, 'must not be negative');
  if (n > max) throw fieldError(field, `must be at most ${max}`);
  return n;
}

/** A decimal amount of the wire (up to two decimals) as minor units. */
export function amountToMinor(value: unknown, field: string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw fieldError(field, 'must be an amount with at most two decimals');
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor > MAX_MINOR) throw fieldError(field, 'is too large');
  return minor;
}

/** Reads and checks the terms of an offer from the wire. */
export function parseTerms(kind: ContractKind, body: Record<string, unknown>): Terms {
  const maxRate = MAX_RATE_BP[kind];
  if (kind === 'REALTIME') {
    const terms = {
      winRateBp: int(body.winRateBp, 'winRateBp', maxRate),
      lossRateBp: int(body.lossRateBp, 'lossRateBp', maxRate),
      singleBetMinor: amountToMinor(body.singleBetAmount ?? 0, 'singleBetAmount'),
    };
    if (terms.winRateBp === 0 && terms.lossRateBp === 0) throw fieldError('winRateBp', 'a rate must be more than 0');
    return terms;
  }
  if (!Array.isArray(body.tiers) || body.tiers.length === 0) throw fieldError('tiers', 'at least one tier');
  if (body.tiers.length > MAX_TIERS) throw fieldError('tiers', `at most ${MAX_TIERS} tiers`);
  const tiers = body.tiers.map((raw, i): Tier => {
    if (!isObject(raw)) throw fieldError(`tiers[${i}]`, 'must be an object');
    const endTime = raw.endTime === undefined || raw.endTime === null || raw.endTime === '' ? null : int(raw.endTime, `tiers[${i}].endTime`, 8.64e15);
    const tier = {
      rateBp: int(raw.rateBp, `tiers[${i}].rateBp`, maxRate),
      amountMinor: amountToMinor(raw.amount ?? 0, `tiers[${i}].amount`),
      activeCount: int(raw.activeCount ?? 0, `tiers[${i}].activeCount`, 1_000_000),
      periodConsumptionMinor: amountToMinor(raw.periodConsumption ?? 0, `tiers[${i}].periodConsumption`),
      periodLossMinor: amountToMinor(raw.periodLoss ?? 0, `tiers[${i}].periodLoss`),
      minBetMinor: amountToMinor(raw.minBetPeriod ?? 0, `tiers[${i}].minBetPeriod`),
      endTime,
    };
    if (tier.rateBp === 0 && tier.amountMinor === 0) throw fieldError(`tiers[${i}].rateBp`, 'a tier must pay a rate or an amount');
    return tier;
  });
  return { tiers };
}

/** The highest rate the terms can pay: what the higher-rate rule compares. */
export function topRate(terms: Terms): number {
  if ('tiers' in terms) return Math.max(...terms.tiers.map((t) => t.rateBp));
  return Math.max(terms.winRateBp, terms.lossRateBp);
}

/** What a period's bets came to: the inputs a statement keeps. */
export interface PeriodFigures {
  betCount: number;
  turnoverMinor: number;
  validMinor: number;
  /** Stakes minus payouts: positive when the team lost. */
  lossMinor: number;
  /** Each player's valid bets in the period (to count active players for a tier). */
  playerValidMinor: number[];
  wonValidMinor: number;
  lostValidMinor: number;
}

export interface Settlement {
  tierIndex: number | null;
  tier: Tier | null;
  rateBp: number;
  activePlayers: number;
  baseMinor: number;
  amountMinor: number;
}

const share = (base: number, bp: number) => Math.floor((Math.max(0, base) * bp) / 10_000);
const activeAt = (figures: PeriodFigures, minBet: number) => figures.playerValidMinor.filter((v) => v > 0 && v >= minBet).length;

/**
 * The tier that applies to a period: of the tiers whose conditions the team met (active players,
 * consumption, loss) and that had not ended when the period started, the one paying the highest
 * rate (ties: the later tier). A dividend's base is the team's loss, a salary's its valid bets.
 */
export function settle(kind: ContractKind, terms: Terms, figures: PeriodFigures, periodStart: number): Settlement {
  if (!('tiers' in terms)) {
    const amount = share(figures.wonValidMinor, terms.winRateBp) + share(figures.lostValidMinor, terms.lossRateBp);
    return {
      tierIndex: null,
      tier: null,
      rateBp: 0,
      activePlayers: activeAt(figures, 0),
      baseMinor: figures.wonValidMinor + figures.lostValidMinor,
      amountMinor: amount,
    };
  }
  const base = kind === 'DIVIDEND' ? figures.lossMinor : figures.validMinor;
  let best: number | null = null;
  terms.tiers.forEach((tier, i) => {
    if (tier.endTime !== null && tier.endTime <= periodStart) return;
    if (activeAt(figures, tier.minBetMinor) < tier.activeCount) return;
    if (figures.validMinor < tier.periodConsumptionMinor) return;
    if (figures.lossMinor < tier.periodLossMinor) return;
    if (best === null || tier.rateBp >= terms.tiers[best]!.rateBp) best = i;
  });
  if (best === null) return { tierIndex: null, tier: null, rateBp: 0, activePlayers: activeAt(figures, 0), baseMinor: Math.max(0, base), amountMinor: 0 };
  const tier = terms.tiers[best]!;
  return {
    tierIndex: best,
    tier,
    rateBp: tier.rateBp,
    activePlayers: activeAt(figures, tier.minBetMinor),
    baseMinor: Math.max(0, base),
    amountMinor: share(base, tier.rateBp) + tier.amountMinor,
  };
}
