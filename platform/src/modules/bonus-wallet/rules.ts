/**
 * The bonus wallet's rules, pure (docs/decisions/067-bonus-wallet.md): how a stake splits between
 * cash and bonus, where a win goes, what a valid bet counts towards the turnover, and how a round
 * leaves the active grant. The wallet's commands (ledger/bet-commands.ts) and the reconciliation
 * harness (tests/simulation) both decide by these.
 */

export type StakeOrder = 'CASH_FIRST' | 'BONUS_FIRST';

/** The rules a grant copied from its brand's settings when it was made. */
export interface GrantRules {
  stakeOrder: StakeOrder;
  /** Percent of a valid bet that counts, by game type. */
  contributions: Readonly<Record<string, number>>;
  defaultContribution: number;
  maxStakeMinor: number | null;
}

/**
 * The cash and bonus parts of a stake, or null when both together do not cover it. Cash first:
 * the bonus pays only what cash cannot; bonus first: the other way round.
 */
export function splitStake(stakeMinor: number, cashMinor: number, bonusMinor: number, order: StakeOrder): { cash: number; bonus: number } | null {
  if (cashMinor + bonusMinor < stakeMinor) return null;
  if (order === 'CASH_FIRST') {
    const cash = Math.min(stakeMinor, cashMinor);
    return { cash, bonus: stakeMinor - cash };
  }
  const bonus = Math.min(stakeMinor, bonusMinor);
  return { cash: stakeMinor - bonus, bonus };
}

/** A win follows its stake's source: the bonus part in the stake's proportion, rounded down (the cent goes to cash). */
export function splitWin(payoutMinor: number, stakeMinor: number, stakeBonusMinor: number): { cash: number; bonus: number } {
  if (stakeBonusMinor <= 0 || stakeMinor <= 0) return { cash: payoutMinor, bonus: 0 };
  const bonus = Math.floor((payoutMinor * stakeBonusMinor) / stakeMinor);
  return { cash: payoutMinor - bonus, bonus };
}

/** The contribution percent of a game type (clamped to 0..100). */
export function contributionPercent(rules: Pick<GrantRules, 'contributions' | 'defaultContribution'>, gameType: string): number {
  const percent = rules.contributions[gameType] ?? rules.defaultContribution;
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.trunc(percent))) : 0;
}

/** What a valid bet counts towards the turnover: its game type's percent of it, rounded down. */
export function turnoverCounted(validMinor: number, gameType: string, rules: Pick<GrantRules, 'contributions' | 'defaultContribution'>): number {
  return Math.floor((Math.max(0, validMinor) * contributionPercent(rules, gameType)) / 100);
}

/** A stake over the active grant's maximum is refused with the maximum. */
export function overMaxStake(stakeMinor: number, rules: Pick<GrantRules, 'maxStakeMinor'>): boolean {
  return rules.maxStakeMinor !== null && stakeMinor > rules.maxStakeMinor;
}

export interface GrantProgress {
  turnoverRequiredMinor: number;
  turnoverDoneMinor: number;
}

/** How a settled round leaves the active grant. */
export type GrantAfterRound =
  | { status: 'ACTIVE'; turnoverDoneMinor: number }
  /** The turnover is met: the bonus balance (`releaseMinor`) becomes cash. */
  | { status: 'RELEASED'; turnoverDoneMinor: number; releaseMinor: number }
  /** The bonus balance was played away, with no open round that could bring any back. */
  | { status: 'SPENT'; turnoverDoneMinor: number };

/**
 * After a settled round: the turnover moves by what the round counted (never past the requirement);
 * met, the balance left is released; else an empty balance with no open bonus round ends the grant.
 */
export function afterRound(grant: GrantProgress, round: { countedMinor: number; bonusBalanceAfter: number; openBonusRounds: number }): GrantAfterRound {
  const done = Math.min(grant.turnoverRequiredMinor, grant.turnoverDoneMinor + Math.max(0, round.countedMinor));
  if (done >= grant.turnoverRequiredMinor) return { status: 'RELEASED', turnoverDoneMinor: done, releaseMinor: round.bonusBalanceAfter };
  if (round.bonusBalanceAfter <= 0 && round.openBonusRounds === 0) return { status: 'SPENT', turnoverDoneMinor: done };
  return { status: 'ACTIVE', turnoverDoneMinor: done };
}

/** Contributions as stored (a JSON object of game type to percent); anything else counts as none given. */
export function parseContributions(raw: string | null | undefined): Record<string, number> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Record<string, number> = {};
    for (const [type, percent] of Object.entries(value)) if (typeof percent === 'number' && Number.isFinite(percent)) out[type] = percent;
    return out;
  } catch {
    return {};
  }
}
