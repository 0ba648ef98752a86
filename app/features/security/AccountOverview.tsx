import { LocalTime } from '#app/components/LocalTime';
import { Avatar } from '#app/features/shell/Avatar';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { useMemberCentre } from '#app/kernel/use-member-centre';

/**
 * The old "my account" facts: who is logged in, since when, and the main wallet's balance (the
 * header shows the total); and, where the platform offers it, the net deposits over the last year and
 * since the account opened (the safer-gambling display, docs/decisions/058).
 */
export function AccountOverview({ netDeposits = null }: { netDeposits?: { last12Months: number; lifetime: number } | null }) {
  const centre = useMemberCentre();
  const { t, i18n } = useTranslation();
  if (!centre) return null;
  const { member, balance } = centre;
  const rows: [string, React.ReactNode][] = [
    ['login.username', member.account],
    ['account.type', t(member.isAgent ? 'account.types.agent' : 'account.types.member')],
    ['account.registeredAt', member.registeredAt ? <LocalTime ms={member.registeredAt} locale={i18n.language} /> : '—'],
    ['account.previousLogin', member.previousLoginTime ? <LocalTime ms={member.previousLoginTime} locale={i18n.language} /> : t('account.firstLogin')],
    ['wallet.mainBalance', balance === null ? t('wallet.unavailable') : <Money minor={balance} />],
    ...(netDeposits
      ? ([
          ['security.netDepositsYear', <Money minor={netDeposits.last12Months} />],
          ['security.netDepositsLifetime', <Money minor={netDeposits.lifetime} />],
        ] as [string, React.ReactNode][])
      : []),
  ];
  return (
    <section aria-labelledby="overview-title" className="my-account">
      <div className="my-account__head">
        <Avatar src={member.avatarUrl} size={64} />
        <h2 id="overview-title">{t('account.myAccount')}</h2>
      </div>
      <dl className="my-account__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {netDeposits ? <p className="muted">{t('security.netDepositsNote')}</p> : null}
    </section>
  );
}
