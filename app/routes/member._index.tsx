import { Link } from '@remix-run/react';
import { LocalTime } from '../components/LocalTime';
import { Avatar } from '../features/shell/Avatar';
import { formatMoney } from '../features/wallet/money';
import { useTranslation } from '../i18n/react';
import { useShell } from '../features/shell/use-shell';
import { useMemberCentre } from '../features/member/use-member-centre';

/** My account: who is logged in, since when, and the balance. */
export default function MyAccount() {
  const centre = useMemberCentre();
  const shell = useShell();
  const { t, i18n } = useTranslation();
  if (!centre) return null;
  const { member, balance } = centre;
  const rows: [string, React.ReactNode][] = [
    ['auth.username', member.account],
    ['account.nickname', member.nickname || '—'],
    ['account.type', t(member.isAgent ? 'account.types.agent' : 'account.types.member')],
    ['account.mobile', member.mobile ?? '—'],
    ['account.email', member.email ?? '—'],
    ['account.registeredAt', member.registeredAt ? <LocalTime ms={member.registeredAt} locale={i18n.language} /> : '—'],
    ['account.previousLogin', member.previousLoginTime ? <LocalTime ms={member.previousLoginTime} locale={i18n.language} /> : t('account.firstLogin')],
    ['wallet.balance', balance === null ? t('wallet.unavailable') : formatMoney(balance, shell?.shell?.brand?.currencySymbol ?? '', i18n.language)],
  ];
  return (
    <section aria-labelledby="my-account-title" className="my-account">
      <div className="my-account__head">
        <Avatar src={member.avatarUrl} size={64} />
        <h1 id="my-account-title">{t('account.myAccount')}</h1>
      </div>
      <dl className="my-account__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link className="button button--ghost" to="/change-password">
          {t('auth.changePasswordTitle')}
        </Link>
      </p>
    </section>
  );
}
