import { Link, useLocation } from '@remix-run/react';
import { CountBadge } from '#app/components/CountBadge';
import { useTranslation } from '#app/i18n/react';
import { customerServiceTarget } from './customer-service';
import { useShell } from './use-shell';

/** The side bar's chat and service links, each shown when the brand has that channel. */
const chatLinks = [
  { type: 'LINE', icon: '/icons/side/line.svg', label: 'sideBar.line' },
  { type: 'TALK', icon: '/icons/side/talk.svg', label: 'sideBar.talk' },
  { type: 'LIVECHAT', icon: '/icons/side/support.svg', label: 'sideBar.customerService' },
];

/** Download QR codes (iOS, iOS profile, Android), line and talk chat, customer service, announcements. */
export function SideBar() {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const links = data?.shell?.brand?.customerService ?? [];
  const linkOf = (type: string) => links.find((link) => link.type === type)?.url;
  // Members use the brand's chat when it is on; visitors and brands without it keep the external links.
  const chatOn = customerServiceTarget(links, { chat: Boolean(data?.shell?.features?.chat), member: Boolean(data?.shell?.me) })?.kind === 'chat';
  const chatUnread = chatOn ? (data?.shell?.chatUnreadCount ?? 0) : 0;
  const announcementsHref = `${location.pathname}?announcements=1`;
  return (
    <aside className="side-bar" aria-label={t('sideBar.label')}>
      {data?.downloads.length ? (
        <details className="side-bar__downloads">
          <summary>{t('sideBar.download')}</summary>
          <ul>
            {data.downloads.map((download) => (
              <li key={download.platform}>
                <figure>
                  <span
                    className="qr"
                    role="img"
                    aria-label={t('sideBar.qrFor', { platform: t(`sideBar.platforms.${download.platform}`) })}
                    dangerouslySetInnerHTML={{ __html: download.qrSvg }}
                  />
                  <figcaption>
                    <a href={download.url}>{t(`sideBar.platforms.${download.platform}`)}</a>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="side-bar__links">
        {chatOn ? (
          <li>
            {/* The brand's own chat (CBS3) replaces its external live chat for members (decision 032). */}
            <Link to="/chat">
              <img src="/icons/side/support.svg" alt="" width="24" height="24" />
              <span>{t('sideBar.customerService')}</span>
              <CountBadge count={chatUnread} />
            </Link>
          </li>
        ) : null}
        {chatLinks.map(({ type, icon, label }) => {
          if (chatOn && type === 'LIVECHAT') return null;
          const href = linkOf(type);
          return href ? (
            <li key={type}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                <img src={icon} alt="" width="24" height="24" />
                <span>{t(label)}</span>
              </a>
            </li>
          ) : null;
        })}
        <li>
          <Link to={announcementsHref} preventScrollReset>
            <img src="/icons/side/announcement.svg" alt="" width="24" height="24" />
            <span>{t('sideBar.announcements')}</span>
          </Link>
        </li>
        <li>
          {/* The feedback dialog (route-addressable; visitors log in first). */}
          <Link to="/feedback">
            <img src="/icons/side/feedback.svg" alt="" width="24" height="24" />
            <span>{t('sideBar.feedback')}</span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
