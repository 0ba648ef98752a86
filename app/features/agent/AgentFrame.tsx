import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { clockText, gmtOffset } from './clock';
import { href } from '#app/kernel/href';
import { useLogoutHref } from '#app/kernel/useLogoutHref';

/**
 * The menu's other links (docs/spec-index.md#screens-and-routes): money and help in the member centre;
 * customer service is the brand's. Not in ./sections.ts: the route table reads that, so it cannot use href().
 */
const AGENT_LINKS = [
  { path: href('/member/depositv2'), label: 'agentCentre.frame.deposit' },
  { path: href('/member/withdraw'), label: 'agentCentre.frame.withdraw' },
  { path: href('/member/bonusDetails'), label: 'agentCentre.frame.bonus' },
  { path: href('/member/messageV2'), label: 'agentCentre.frame.messages' },
] as const;

/**
 * The agent centre's bar (docs/spec-index.md#screens-and-routes): who is logged in (nickname), the brand's time zone as a GMT
 * offset and a clock that ticks every second, and the logout that returns to /agent. The server
 * renders the time of the request; the browser takes over and ticks.
 */
export function AgentBar({ nickname, account, timeZone, serverNow }: { nickname: string; account: string; timeZone: string; serverNow: number }) {
  const { t } = useTranslation();
  const logoutTo = useLogoutHref();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const offset = gmtOffset(timeZone, now);
  return (
    <div className="agent-bar">
      <p className="agent-bar__who">
        {t('agentCentre.frame.account')} <strong translate="no">{nickname}</strong>{' '}
        <span className="muted" translate="no">
          ({account})
        </span>
      </p>
      <p className="agent-bar__time">
        <span>{t('agentCentre.frame.zone', { offset })}</span> {/* role=timer: a screen reader does not announce every second. */}
        <time role="timer" aria-label={t('agentCentre.frame.clock')} dateTime={new Date(now).toISOString()} data-testid="agent-clock">
          {clockText(timeZone, now)}
        </time>
      </p>
      <Link className="button button--ghost" to={logoutTo}>
        {t('agentCentre.frame.logout')}
      </Link>
    </div>
  );
}

/** The menu's money and help links, and the brand's customer service. */
export function AgentMenuLinks({ customerService }: { customerService: { kind: 'chat' | 'external'; href: string } | null }) {
  const { t } = useTranslation();
  return (
    <ul className="agent-menu__more" aria-label={t('agentCentre.frame.more')}>
      {AGENT_LINKS.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{t(link.label)}</Link>
        </li>
      ))}
      {customerService ? (
        <li>
          {customerService.kind === 'chat' ? (
            <Link to={customerService.href}>{t('agentCentre.frame.customerService')}</Link>
          ) : (
            <a href={customerService.href} target="_blank" rel="noopener noreferrer">
              {t('agentCentre.frame.customerService')}
            </a>
          )}
        </li>
      ) : null}
    </ul>
  );
}
