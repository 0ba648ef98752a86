import { useTranslation } from '#app/i18n/react';
import { useLiveBonus } from '#app/kernel/live-store';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import type { FrameBonus as FrameBonusData } from './frame-bonus.server';

/**
 * Cash and bonus apart in the game frame (docs/decisions/067): what the bonus holds, the turnover
 * still needed and the largest stake while it is active, moving live with each round (the member's
 * stream carries it with the balance). Its words are the frame's own (the play namespace).
 */
export function FrameBonus({ bonus, className }: { bonus: FrameBonusData | null; className?: string }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  // The page's reading, or the stream's when a round changed it (a bonus that started while the frame was open shows too).
  const live = useLiveBonus(bonus ? { amount: bonus.bonus, active: bonus.active } : null);
  if (!live || (!live.active && live.amount === 0)) return null;
  const money = (minor: number) => formatMoney(minor, symbol, i18n.language);
  // The largest stake is the page's reading of the bonus it read (the stream does not carry it).
  const maxStake = live.active && live.active.id === bonus?.active?.id ? bonus.active.maxStake : null;
  return (
    <p className={className ? `frame-bonus ${className}` : 'frame-bonus'} data-testid="frame-bonus">
      <span>{t('play.bonus.balance', { amount: money(live.amount) })}</span>
      {/* Mounted with the line, so each change of the meter is announced. */}
      <span aria-live="polite">{live.active ? t('play.bonus.left', { amount: money(live.active.turnoverLeft) }) : ''}</span>
      {maxStake ? <span>{t('play.bonus.maxStake', { amount: money(maxStake) })}</span> : null}
    </p>
  );
}
