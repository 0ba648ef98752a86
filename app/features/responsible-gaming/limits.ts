import type { ExclusionLength, LimitKind, LimitPeriod } from '#app/graphql/generated/graphql';

/** What a limit counts, in the page's order (the schema's: deposit, loss, wager). */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const satisfies readonly LimitKind[];

/** The periods a limit counts over, on the brand's calendar. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly LimitPeriod[];

/** The lengths of a time-out (a short break). */
export const TIMEOUT_LENGTHS = ['HOURS_24', 'DAYS_7', 'DAYS_30', 'WEEKS_6'] as const satisfies readonly ExclusionLength[];

/** The lengths of a self-exclusion (a long one, or for good). */
export const SELF_EXCLUSION_LENGTHS = ['MONTHS_6', 'YEAR_1', 'YEARS_5', 'PERMANENT'] as const satisfies readonly ExclusionLength[];

/** A limit's kind, or null for anything else (an address's `?kind=`). */
export const limitKindOf = (raw: string | null | undefined): LimitKind | null =>
  (LIMIT_KINDS as readonly string[]).includes(raw ?? '') ? (raw as LimitKind) : null;

/** A limit's period, or null for anything else (an address's `?period=`). */
export const limitPeriodOf = (raw: string | null | undefined): LimitPeriod | null =>
  (LIMIT_PERIODS as readonly string[]).includes(raw ?? '') ? (raw as LimitPeriod) : null;

/**
 * A moment as the brand's calendar has it, with its zone named, in the page's language ("Nov 26,
 * 2026, 00:00 GMT+9"): a limit's period resets at the brand's midnight (ADR 015), so its reset reads
 * the same for every member wherever they are. A zone the runtime does not know falls back to UTC.
 */
export { brandTime } from '#app/kernel/brand-time';
