/**
 * Responsible gaming's arithmetic, in one place (docs/decisions/039-responsible-gaming-in-the-ledger.md):
 * the period a limit counts over, how a requested change takes effect, whether a movement fits a
 * limit (and if not, what is left and when the period resets), and when an exclusion ends. Pure:
 * the wallet's ledger, the pages' figures and the simulation all read these definitions.
 */
import { addDays, dateIn, dayStartMs, periodOf, type Period } from '../records/zone';

export type LimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER';

/** The tools a brand may offer (docs/platform-protocol.md "Responsible gaming"; brands.rg_tools). */
export const RG_TOOLS = [
  'DEPOSIT_LIMIT',
  'LOSS_LIMIT',
  'WAGER_LIMIT',
  'SESSION_LIMIT',
  'REALITY_CHECK',
  'TIMEOUT',
  'SELF_EXCLUSION',
  'ACCOUNT_CLOSURE',
] as const;
export type RgTool = (typeof RG_TOOLS)[number];
export type LimitPeriod = Period;

/** A limit as stored: the amount in force (null: none) and a change waiting for its cooling-off. */
export interface LimitState {
  amountMinor: number | null;
  pending: { amountMinor: number | null; effectiveAt: number } | null;
}

/** What a requested change did: applied at once, or waiting until `effectiveAt`, or nothing to change. */
export type LimitChange = { state: LimitState; outcome: 'APPLIED' | 'PENDING' | 'UNCHANGED'; effectiveAt: number | null };

/** The brand's default cooling-off before a higher or removed limit takes effect. */
export const DEFAULT_COOLING_OFF_MS = 24 * 3_600_000;

/**
 * The period containing `instant`, as [start, end) UTC epoch milliseconds: the brand's calendar
 * day, its week from Monday, or its calendar month (docs/decisions/015).
 */
export function periodWindow(period: LimitPeriod, instant: number, zone: string): { start: number; end: number } {
  const { first, last } = periodOf(dateIn(instant, zone), period);
  return { start: dayStartMs(first, zone), end: dayStartMs(addDays(last, 1), zone) };
}

/** The state at `now`: a pending change whose cooling-off has passed is in force. */
export function limitAt(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.effectiveAt <= now) return { amountMinor: state.pending.amountMinor, pending: null };
  return state;
}

/** Whether `a` is a stricter limit than `b` (null is no limit at all). */
const stricter = (a: number | null, b: number | null): boolean => a !== null && (b === null || a < b);

/**
 * A player's requested limit (null: remove it) against the state in force: a new or lower limit
 * applies at once and cancels any pending change; a higher or removed one waits `coolingOffMs`
 * (asking again replaces what was waiting); asking for the limit in force drops a pending change.
 */
export function requestLimit(current: LimitState, requested: number | null, now: number, coolingOffMs: number = DEFAULT_COOLING_OFF_MS): LimitChange {
  if (requested !== null && (!Number.isSafeInteger(requested) || requested <= 0)) throw new RangeError('a limit is a positive whole number of minor units');
  const state = limitAt(current, now);
  if (requested === state.amountMinor) {
    return state.pending
      ? { state: { amountMinor: state.amountMinor, pending: null }, outcome: 'APPLIED', effectiveAt: now }
      : { state, outcome: 'UNCHANGED', effectiveAt: null };
  }
  if (stricter(requested, state.amountMinor)) return { state: { amountMinor: requested, pending: null }, outcome: 'APPLIED', effectiveAt: now };
  const effectiveAt = now + coolingOffMs;
  return { state: { amountMinor: state.amountMinor, pending: { amountMinor: requested, effectiveAt } }, outcome: 'PENDING', effectiveAt };
}

/** Whether a movement of `amountMinor` fits beside what the period used; if not, what is left and when the period resets. */
export type LimitCheck = { ok: true } | { ok: false; remainingMinor: number; resetsAt: number };

export function checkLimit(limitMinor: number | null, usedMinor: number, amountMinor: number, window: { end: number }): LimitCheck {
  if (limitMinor === null || usedMinor + amountMinor <= limitMinor) return { ok: true };
  return { ok: false, remainingMinor: Math.max(0, limitMinor - usedMinor), resetsAt: window.end };
}

/** A closure is the player's request to close the account: for good, like a permanent self-exclusion, but it does not bar the player's details from a new account. */
export type ExclusionKind = 'TIMEOUT' | 'SELF_EXCLUSION' | 'CLOSURE';
export const TIMEOUT_LENGTHS = ['24H', '7D', '30D', '6W'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
export const CLOSURE_LENGTH = 'CLOSED';
export type ExclusionLength = (typeof TIMEOUT_LENGTHS)[number] | (typeof SELF_EXCLUSION_LENGTHS)[number] | typeof CLOSURE_LENGTH;

const HOUR_MS = 3_600_000;

/**
 * Calendar months after `instant` on the brand's calendar: the same time of day on the same day of
 * the month, clamped to the target month's last day (31 August + 6 months is 28 or 29 February).
 */
function addMonths(instant: number, months: number, zone: string): number {
  const date = dateIn(instant, zone);
  const sinceMidnight = instant - dayStartMs(date, zone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
  return dayStartMs(target, zone) + sinceMidnight;
}

/** When an exclusion of `length` started at `start` ends (null: it never does); months and years on the brand's calendar. */
export function exclusionEnd(length: ExclusionLength, start: number, zone: string): number | null {
  switch (length) {
    case '24H':
      return start + 24 * HOUR_MS;
    case '7D':
      return start + 7 * 24 * HOUR_MS;
    case '30D':
      return start + 30 * 24 * HOUR_MS;
    case '6W':
      return start + 42 * 24 * HOUR_MS;
    case '6M':
      return addMonths(start, 6, zone);
    case '1Y':
      return addMonths(start, 12, zone);
    case '5Y':
      return addMonths(start, 60, zone);
    case 'PERMANENT':
    case CLOSURE_LENGTH:
      return null;
  }
}

export function exclusionKindOf(length: ExclusionLength): ExclusionKind {
  if (length === CLOSURE_LENGTH) return 'CLOSURE';
  return (TIMEOUT_LENGTHS as readonly string[]).includes(length) ? 'TIMEOUT' : 'SELF_EXCLUSION';
}

/** Which kind wins when two are in force together: a closure over a self-exclusion over a time-out. */
const KIND_RANK: Record<ExclusionKind, number> = { TIMEOUT: 0, SELF_EXCLUSION: 1, CLOSURE: 2 };

/** An exclusion in force: its kind and its end (null: for good). */
export interface Exclusion {
  kind: ExclusionKind;
  endsAt: number | null;
}

/** Whether an exclusion is in force at `now`. */
export const excludedAt = (exclusion: Exclusion | null, now: number): boolean => exclusion !== null && (exclusion.endsAt === null || exclusion.endsAt > now);

/**
 * A requested exclusion against the one in force: the player can lengthen it, never shorten it, so
 * the later end wins (for good beats any date), and the stronger kind stays (a self-exclusion is
 * never turned into a time-out, a closure never into either).
 */
export function requestExclusion(current: Exclusion | null, length: ExclusionLength, now: number, zone: string): Exclusion {
  const asked: Exclusion = { kind: exclusionKindOf(length), endsAt: exclusionEnd(length, now, zone) };
  if (!current || !excludedAt(current, now)) return asked;
  const endsAt = current.endsAt === null || asked.endsAt === null ? null : Math.max(current.endsAt, asked.endsAt);
  const kind = KIND_RANK[asked.kind] > KIND_RANK[current.kind] ? asked.kind : current.kind;
  return { kind, endsAt };
}

/** The same instant twelve months earlier (the account page's "last 12 months"; 29 February falls back to 1 March). */
export function yearBefore(now: number): number {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - 1);
  return at.getTime();
}

/**
 * The safer-gambling prompts (docs/decisions/058): the notice after registration and before the
 * first stake (once), the deposit limit offered before the first deposit (once: skipping is an
 * answer), and the review of limits every six months since the account opened or was last reviewed.
 */
export const PROMPTS = ['NOTICE', 'DEPOSIT_LIMIT', 'LIMIT_REVIEW'] as const;
export type Prompt = (typeof PROMPTS)[number];
/** What answers each prompt. */
export const PROMPT_ANSWERS: Readonly<Record<Prompt, readonly string[]>> = {
  NOTICE: ['SEEN'],
  DEPOSIT_LIMIT: ['SKIPPED'],
  LIMIT_REVIEW: ['REVIEWED'],
};
export const LIMIT_REVIEW_MONTHS = 6;

export interface PromptFacts {
  now: number;
  openedAt: number;
  /** The latest answer to each prompt (none: never answered). */
  answered: Partial<Record<Prompt, number>>;
  staked: boolean;
  deposited: boolean;
  hasDepositLimit: boolean;
  offersDepositLimit: boolean;
}

/** The same instant `months` calendar months earlier (the 31st falls back to the month's end's next day, as Date does). */
export function monthsBefore(now: number, months: number): number {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.getTime();
}

/** The prompts due now, in the order a page shows them. */
export function promptsDue(f: PromptFacts): Prompt[] {
  const due: Prompt[] = [];
  if (f.answered.NOTICE === undefined && !f.staked) due.push('NOTICE');
  if (f.offersDepositLimit && f.answered.DEPOSIT_LIMIT === undefined && !f.deposited && !f.hasDepositLimit) due.push('DEPOSIT_LIMIT');
  const reviewedSince = Math.max(f.openedAt, f.answered.LIMIT_REVIEW ?? 0);
  if (reviewedSince <= monthsBefore(f.now, LIMIT_REVIEW_MONTHS)) due.push('LIMIT_REVIEW');
  return due;
}
