import type { AppLoadContext } from '@remix-run/cloudflare';
import { graphql } from '#app/graphql/generated/index';

/** What every page that shows the active bonus reads of it: its meter (docs/decisions/067). */
export const ActiveBonusMeterFragment = graphql(`
  fragment ActiveBonusMeter on ActiveBonus {
    id
    amount
    turnoverRequired
    turnoverDone
    turnoverLeft
    maxStake
    expiresAt
  }
`);

/** The active bonus under the game frame's bar. */
export const FrameBonusQuery = graphql(`
  query FrameBonus {
    balance {
      bonus
      activeBonus {
        ...ActiveBonusMeter
      }
    }
  }
`);

export interface FrameBonus {
  bonus: number;
  active: { id: string; turnoverRequired: number; turnoverDone: number; turnoverLeft: number; maxStake: number | null } | null;
}

/**
 * The member's bonus wallet while they play for real: the frame says what the bonus holds, the
 * turnover still needed and the largest stake. Null without a session, without a bonus, or when the
 * read fails (the game plays on without the line).
 */
export async function frameBonus(context: AppLoadContext): Promise<FrameBonus | null> {
  if (!context.session) return null;
  const { data } = await context.graphql(FrameBonusQuery);
  const balance = data?.balance;
  if (!balance || (!balance.activeBonus && balance.bonus === 0)) return null;
  return { bonus: balance.bonus, active: balance.activeBonus ?? null };
}
