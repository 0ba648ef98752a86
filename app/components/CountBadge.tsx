import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';

/**
 * A red count badge (unread messages, rewards to claim...). The number is for the eye; screen
 * readers hear "N new" as part of the control it sits in. Nothing renders for zero.
 */
export function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="count-badge" data-count={count}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden"> {t('account.newCount', { count })}</span>
    </span>
  );
}

/** The member centre's badges from the gateway's memberBadges, by the page path they belong to. */
export function badgesByPath(badges: readonly { section: string; count: number }[] | null | undefined): Record<string, number> {
  return Object.fromEntries((badges ?? []).map((badge) => [href('/member/:section', { section: badge.section }), badge.count]));
}

/** Everything new across the member centre (the avatar's badge). */
export function badgeTotal(badges: readonly { section: string; count: number }[] | null | undefined): number {
  return (badges ?? []).reduce((sum, badge) => sum + badge.count, 0);
}
