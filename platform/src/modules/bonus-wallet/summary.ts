/**
 * What the member sees of their bonus wallet, in one wire shape for every read that shows it (the
 * balance, its live frame, the withdrawal settings): the BONUS balance and the active grant's meter.
 * Our extension (docs/platform-protocol.md "Bonus wallet"): absent fields mean no bonus wallet.
 */
import { minorToAmount } from '../../http/params';
import { grantState, type Grant } from './grants';

export interface BonusWire {
  /** What the BONUS account holds (playable, not withdrawable). */
  bonusBalance: number;
  /** The active grant, or null when none is. */
  bonus: {
    grantId: number;
    amount: number;
    turnoverRequired: number;
    turnoverDone: number;
    turnoverLeft: number;
    maxStake: number | null;
    expiresAt: number | null;
    stakeOrder: string;
    /** The percent of a valid bet that counts, by game type; any other type counts `defaultContribution`. */
    contributions: { gameType: string; percent: number }[];
    defaultContribution: number;
    /** Bonuses waiting behind this one. */
    queued: number;
  } | null;
}

/** The member's bonus wallet for the wire, from the balances already read. */
export async function bonusWire(db: D1Database, merchant: string, accountId: number, balances: ReadonlyMap<string, number>): Promise<BonusWire> {
  const bonusMinor = balances.get('BONUS') ?? 0;
  const state = await grantState(db, merchant, accountId);
  return { bonusBalance: minorToAmount(bonusMinor), bonus: state.active ? grantWire(state.active, state.queuedCount) : null };
}

function grantWire(grant: Grant, queued: number): NonNullable<BonusWire['bonus']> {
  return {
    grantId: grant.id,
    amount: minorToAmount(grant.amountMinor),
    turnoverRequired: minorToAmount(grant.turnoverRequiredMinor),
    turnoverDone: minorToAmount(grant.turnoverDoneMinor),
    turnoverLeft: minorToAmount(Math.max(0, grant.turnoverRequiredMinor - grant.turnoverDoneMinor)),
    maxStake: grant.maxStakeMinor === null ? null : minorToAmount(grant.maxStakeMinor),
    expiresAt: grant.expiresAt,
    stakeOrder: grant.stakeOrder,
    contributions: Object.entries(grant.contributions).map(([gameType, percent]) => ({ gameType, percent })),
    defaultContribution: grant.defaultContribution,
    queued,
  };
}
