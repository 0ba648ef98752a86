import { formatNumber } from '#app/i18n/format';
import { formatMoney } from '#app/kernel/money/money';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Scoring = 'STAKE' | 'WIN' | 'MULTIPLIER' | 'ROUNDS';

/** A score in its run's unit: money for stakes and wins, "×12.50" for the best multiplier, a count of rounds. */
export function scoreText(scoring: Scoring, score: number, symbol: string, language: string): string {
  if (scoring === 'STAKE' || scoring === 'WIN') return formatMoney(Math.round(score), symbol, language);
  if (scoring === 'MULTIPLIER') return `×${formatNumber(score, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return formatNumber(score, language);
}

/** A prize as words: money, a bonus with its turnover, or points. */
export function prizeText(
  prize: { kind: 'MONEY' | 'BONUS' | 'POINTS'; money?: number | null; points?: number | null; turnoverMultiplier?: number | null },
  symbol: string,
  language: string,
  t: Translate,
): string {
  if (prize.kind === 'POINTS') return t('tournaments.prizePoints', { points: formatNumber(prize.points ?? 0, language) });
  const amount = formatMoney(prize.money ?? 0, symbol, language);
  if (prize.kind === 'BONUS') return t('tournaments.prizeBonus', { amount, times: prize.turnoverMultiplier ?? 0 });
  return amount;
}

/** Ranks as words: "1st", "2nd–3rd" (in the page's language). */
export function ranksText(from: number, to: number, t: Translate): string {
  return from === to ? t('tournaments.rank', { rank: from }) : t('tournaments.ranks', { from, to });
}
