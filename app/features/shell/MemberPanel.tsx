import { Link } from '@remix-run/react';
import { Icon } from '#app/components/Icon';
import { useTranslation } from '#app/i18n/react';
import { useMemberBadges } from '#app/kernel/live-store';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';
import { AccountMenu, type AccountMenuMember } from './AccountMenu';
import { BalanceToggle } from './BalanceToggle';

/**
 * A member's part of the header: the balance, deposit and withdraw (not for a trial account), and
 * the account menu. Loaded as one lazy part by the header (./Header.tsx): a visitor's page never
 * loads its code.
 */
export function MemberPanel({ member }: { member: AccountMenuMember }) {
  const data = useShell();
  const { t } = useTranslation();
  const badges = useMemberBadges();
  return (
    <div className="member-panel">
      <BalanceToggle
        amount={data?.shell?.balance?.total ?? null}
        bonus={data?.shell?.balance?.bonus ?? 0}
        currencySymbol={data?.shell?.brand?.currencySymbol ?? ''}
      />
      {member.isTrial ? null : (
        <>
          <Link className="button member-panel__deposit" to={href('/member/depositv2')} aria-label={t('account.deposit')}>
            <Icon name="plus" className="narrow-only" />
            <span className="member-panel__deposit-label">{t('account.deposit')}</span>
          </Link>
          <Link className="button button--ghost wide-only" to={href('/member/withdraw')}>
            {t('account.withdraw')}
          </Link>
        </>
      )}
      <AccountMenu member={member} badges={badges} />
    </div>
  );
}
