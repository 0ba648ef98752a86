import { Form, Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { useShell } from './use-shell';
import { AccountMenu } from './AccountMenu';
import { BalanceToggle } from './BalanceToggle';
import { LanguageSelector } from './LanguageSelector';
import { loginHref } from '#app/features/auth/access';

export function Header() {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const brandName = data?.shell?.brand?.name ?? '';
  const back = location.pathname === '/login' ? '/' : location.pathname + location.search;
  const member = data?.shell?.me ?? null;
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand" aria-label={t('shell.homeOf', { brand: brandName })}>
        <img src="/brand/logo.svg" alt="" width="40" height="40" />
        <span>{brandName}</span>
      </Link>
      <div className="site-header__actions">
        <LanguageSelector />
        {member ? (
          <div className="member-panel">
            {member.isTrial ? null : (
              <>
                <Link className="button" to="/member/depositv2">
                  {t('account.deposit')}
                </Link>
                <Link className="button button--ghost" to="/member/withdraw">
                  {t('account.withdraw')}
                </Link>
              </>
            )}
            <BalanceToggle amount={data?.shell?.balance?.total ?? null} currencySymbol={data?.shell?.brand?.currencySymbol ?? ''} />
            <AccountMenu member={member} badges={data?.shell?.memberBadges ?? null} />
          </div>
        ) : (
          <>
            {data?.shell?.features?.freePlay ? (
              <Form method="post" action="/free-play">
                <button type="submit" className="button button--ghost">
                  {t('auth.freePlay')}
                </button>
              </Form>
            ) : null}
            <Link className="button button--ghost" to={loginHref(back)}>
              {t('shell.login')}
            </Link>
            {data?.shell?.features?.directRegistration ? (
              <Link className="button" to="/register">
                {t('shell.register')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </header>
  );
}
