import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { LocalTime } from '#app/components/LocalTime';
import { useTranslation } from '#app/i18n/react';
import { Avatar } from './Avatar';
import { useShell } from '#app/kernel/use-shell';
import { badgeTotal, CountBadge } from '#app/components/CountBadge';
import { href } from '#app/kernel/href';
import { useLogoutHref } from '#app/kernel/useLogoutHref';

export interface AccountMenuMember {
  account: string;
  nickname?: string | null;
  isAgent: boolean;
  isTrial: boolean;
  avatarUrl?: string | null;
  previousLoginTime?: number | null;
}

/**
 * The avatar and the account menu (a disclosure: it opens without JavaScript). With JavaScript it
 * also closes on Escape, on a click elsewhere and after following one of its links.
 */
export function AccountMenu({ member, badges = null }: { member: AccountMenuMember; badges?: readonly { section: string; count: number }[] | null }) {
  const { t, i18n } = useTranslation();
  // The points mall when the brand has it (PTSYS3).
  const points = useShell()?.shell?.features?.points ?? false;
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Cancelling comes back to this page.
  const logoutTo = useLogoutHref();
  // The page this menu last saw: it folds away when the page changes, not when it mounts (its code
  // arrives apart, so a visitor may have opened it, without JavaScript, before it hydrates).
  const seenPage = useRef(location.key);
  useEffect(() => {
    if (seenPage.current === location.key) return;
    seenPage.current = location.key;
    const details = menu.current;
    if (details?.open) {
      // Folded away with focus inside (one of its links followed): focus stays on the menu's button,
      // as after Escape, not on a link no longer shown (a dialog the link opened gives it back there).
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    }
  }, [location.key]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  const name = member.nickname || member.account;
  return (
    <details className="account-menu" ref={menu}>
      {/* A summary is the disclosure's own button: browsers expose it and its open state without a role or aria-expanded of ours. */}
      <summary>
        <span className="account-menu__avatar">
          <Avatar src={member.avatarUrl} />
          <CountBadge count={badgeTotal(badges)} />
        </span>
        <span className="member-panel__name" translate="no">
          {name}
        </span>
        {member.isTrial ? <span className="tag tag--trial">{t('auth.trial')}</span> : null}
        <span className="visually-hidden">{t('account.menu')}</span>
      </summary>
      <div className="account-menu__panel">
        {member.previousLoginTime ? (
          <p className="muted account-menu__last-login">
            {t('account.previousLogin')} <LocalTime ms={member.previousLoginTime} locale={i18n.language} />
          </p>
        ) : (
          <p className="muted account-menu__last-login">{t('account.firstLogin')}</p>
        )}
        <nav aria-label={t('account.menu')}>
          <ul>
            {member.isTrial ? null : (
              <>
                <li>
                  <Link to={href('/member/securityCenter')}>{t('account.myAccount')}</Link>
                </li>
                {member.isAgent ? (
                  <li>
                    <Link to={href('/agentHome')}>{t('account.agentCenter')}</Link>
                  </li>
                ) : null}
                <li>
                  <Link to={href('/member/withdraw')}>{t('account.withdraw')}</Link>
                </li>
                {points ? (
                  <li>
                    <Link to={href('/pointMall')}>{t('account.pointMall')}</Link>
                  </li>
                ) : null}
                <li>
                  <Link to={href('/member/messageV2')}>
                    {t('account.messages')}
                    <CountBadge count={badges?.find((badge) => badge.section === 'messageV2')?.count ?? 0} />
                  </Link>
                </li>
                <li>
                  <Link to={href('/member/transactionHistory')}>{t('account.accountRecord')}</Link>
                </li>
                <li>
                  <Link to={href('/member/personalHistoryCopy')}>{t('account.bettingRecord')}</Link>
                </li>
              </>
            )}
            <li>
              <Link to={logoutTo}>{t('auth.logout')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </details>
  );
}
