import { Link, useLocation } from '@remix-run/react';
import { Icon, type IconName } from '#app/components/Icon';
import { useLoginHref } from '#app/kernel/useLoginHref';
import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

interface Tab {
  to: string;
  icon: IconName;
  label: string;
  /** The paths under which the tab is the current one (by default its own and those under it). */
  current?: (pathname: string) => boolean;
}

const DEPOSIT_PATH = href('/member/depositv2');

function isCurrent(tab: Tab, pathname: string): boolean {
  if (tab.current) return tab.current(pathname);
  const path = tab.to.split('?')[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/**
 * The bottom tab bar of phones and tablets (shell.css shows it below the wide layout): home, games,
 * promotions, then deposit and the account for a member, or log in and register for a visitor
 * (help when the brand has no direct registration). In reach of a thumb, clear of the phone's
 * home indicator (safe-area insets); the page keeps room for it at its end, so it never covers
 * what the page ends with. In the document it comes right after the header (root.tsx), so a
 * keyboard reaches logging in within a few Tab stops on a phone too.
 */
export function TabBar() {
  const data = useShell();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loginTo = useLoginHref();
  const member = data?.shell?.me ?? null;
  const account: Tab[] = member
    ? [
        { to: DEPOSIT_PATH, icon: 'wallet', label: 'tabs.deposit' },
        // The member centre's pages but the deposit page, which is its own tab.
        { to: href('/member'), icon: 'user', label: 'tabs.account', current: (path) => /^\/member(\/|$)/.test(path) && !path.startsWith(DEPOSIT_PATH) },
      ]
    : [
        { to: loginTo, icon: 'login', label: 'tabs.login' },
        data?.shell?.features?.directRegistration
          ? { to: href('/register'), icon: 'userPlus', label: 'tabs.register' }
          : { to: href('/help'), icon: 'user', label: 'tabs.help' },
      ];
  const tabs: Tab[] = [
    { to: '/', icon: 'home', label: 'tabs.home', current: (path) => path === '/' },
    { to: href('/:category', { category: 'hot' }), icon: 'games', label: 'tabs.games' },
    { to: href('/promotions'), icon: 'gift', label: 'tabs.promotions' },
    ...account,
  ];
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link to={tab.to} aria-current={isCurrent(tab, pathname) ? 'page' : undefined}>
              <Icon name={tab.icon} />
              <span>{t(tab.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
