import { Link } from '@remix-run/react';
import { Icon } from '#app/components/Icon';
import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { lazyComponent } from '#app/components/lazy';
import { FreePlayButton } from './FreePlayButton';
import { LanguageSelector } from './LanguageSelector';
import { SITE_MENU_ID } from './site-menu-id';
import { useLoginHref } from '#app/kernel/useLoginHref';
import { href } from '#app/kernel/href';

/** A member's balance, cashier links and account menu (./MemberPanel.tsx): a visitor's page never loads its code. */
const MemberPanel = lazyComponent('MemberPanel', () => import('./MemberPanel').then((module) => module.MemberPanel));

/**
 * The header. Wide screens: the menu button, the brand, the language, and free play, log in and
 * register for a visitor, or deposit, withdraw, the balance and the account menu for a member.
 * Phones and tablets get the compact header (shell.css): the menu button, the brand's logo, and for
 * a member the balance, deposit and the account menu; the rest is in the site menu and the tab bar.
 */
export function Header() {
  const data = useShell();
  const { t } = useTranslation();
  const loginTo = useLoginHref();
  const brandName = data?.shell?.brand?.name ?? '';
  const member = data?.shell?.me ?? null;
  return (
    <header className={member ? 'site-header site-header--member' : 'site-header'}>
      <button type="button" className="icon-button site-header__menu" popovertarget={SITE_MENU_ID} aria-label={t('menu.open')}>
        <Icon name="menu" />
      </button>
      <Link to="/" className="site-header__brand" aria-label={t('shell.homeOf', { brand: brandName })}>
        <img src={data?.shell?.brandTheme.logoUrl ?? '/brand/logo.svg'} alt="" width="40" height="40" />
        <span className="site-header__name">{brandName}</span>
      </Link>
      <div className="site-header__actions">
        <LanguageSelector className="wide-only" />
        {member ? (
          <MemberPanel member={member} />
        ) : (
          <div className="site-header__visitor wide-only">
            <FreePlayButton />
            <Link className="button button--ghost" to={loginTo}>
              {t('shell.login')}
            </Link>
            {data?.shell?.features?.directRegistration ? (
              <Link className="button" to={href('/register')}>
                {t('shell.register')}
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </header>
  );
}
