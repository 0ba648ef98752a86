import { NavLink, useLocation } from '@remix-run/react';
import { Icon, type IconName } from '#app/components/Icon';
import { loginHref } from '#app/features/auth/access';
import { useTranslation } from '#app/i18n/react';
import { useShell } from './use-shell';

interface Tab {
  to: string;
  icon: IconName;
  label: string;
  end?: boolean;
}

/**
 * The bottom tab bar of phones and tablets (shell.css shows it below the wide layout): home, games,
 * promotions, then deposit and the account for a member, or log in and register for a visitor
 * (help when the brand has no direct registration). In reach of a thumb, clear of the phone's
 * home indicator (safe-area insets); the page keeps room for it at its end, so it never covers
 * what the page ends with.
 */
export function TabBar() {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const member = data?.shell?.me ?? null;
  const back = location.pathname === '/login' ? '/' : location.pathname + location.search;
  const account: Tab[] = member
    ? [
        { to: '/member/depositv2', icon: 'wallet', label: 'tabs.deposit' },
        { to: '/member', icon: 'user', label: 'tabs.account' },
      ]
    : [
        { to: loginHref(back), icon: 'login', label: 'tabs.login' },
        data?.shell?.features?.directRegistration
          ? { to: '/register', icon: 'userPlus', label: 'tabs.register' }
          : { to: '/help', icon: 'user', label: 'tabs.help' },
      ];
  const tabs: Tab[] = [
    { to: '/', icon: 'home', label: 'tabs.home', end: true },
    { to: '/hot', icon: 'games', label: 'tabs.games' },
    { to: '/promotions', icon: 'gift', label: 'tabs.promotions' },
    ...account,
  ];
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink to={tab.to} end={tab.end}>
              <Icon name={tab.icon} />
              <span>{t(tab.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
