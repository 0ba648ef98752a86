import { Link } from '@remix-run/react';
import { CountBadge } from '#app/components/CountBadge';
import { Icon } from '#app/components/Icon';
import { InstallButton } from '#app/features/offline/InstallButton';
import { useTranslation } from '#app/i18n/react';
import { customerServiceTarget } from '#app/kernel/customer-service';
import { downloadQrHref } from '#app/features/games/download-qr';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/** The side bar's chat and service links, each shown when the brand has that channel. */
const chatLinks = [
  { type: 'LINE', icon: '/icons/side/line.svg', label: 'sideBar.line' },
  { type: 'TALK', icon: '/icons/side/talk.svg', label: 'sideBar.talk' },
  { type: 'LIVECHAT', icon: '/icons/side/support.svg', label: 'sideBar.customerService' },
];

/**
 * Where the announcements open: their dialog over the home page, whose loader reads them
 * (content/AnnouncementsDialog.tsx). Another page's own address with `?announcements=1` would open
 * nothing: no other page loads them.
 */
export const ANNOUNCEMENTS_HREF = href('/', { search: { announcements: 1 } });

/**
 * The side bar's service links: the brand's chat (members, CBS3) or its customer-service channels,
 * LINE and Talk chat, the announcements and feedback. The same list in the side bar (wide screens)
 * and in the site menu (app/features/shell/SiteMenu.tsx).
 */
export function ServiceLinks({ className }: { className: string }) {
  const data = useShell();
  const { t } = useTranslation();
  const links = data?.shell?.brand?.customerService ?? [];
  const linkOf = (type: string) => links.find((link) => link.type === type)?.url;
  // Members use the brand's chat when it is on; visitors and brands without it keep the external links.
  const chatOn = customerServiceTarget(links, { chat: Boolean(data?.shell?.features?.chat), member: Boolean(data?.shell?.me) })?.kind === 'chat';
  const chatUnread = chatOn ? (data?.shell?.chatUnreadCount ?? 0) : 0;
  return (
    <ul className={className}>
      {chatOn ? (
        <li>
          {/* The brand's own chat (CBS3) replaces its external live chat for members (decision 032). */}
          <Link to={href('/chat')}>
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
        <Link to={ANNOUNCEMENTS_HREF} preventScrollReset>
          <img src="/icons/side/announcement.svg" alt="" width="24" height="24" />
          <span>{t('sideBar.announcements')}</span>
        </Link>
      </li>
      <li>
        {/* The feedback dialog (route-addressable; visitors log in first). */}
        <Link to={href('/feedback')}>
          <img src="/icons/side/feedback.svg" alt="" width="24" height="24" />
          <span>{t('sideBar.feedback')}</span>
        </Link>
      </li>
    </ul>
  );
}

/**
 * The side bar (docs/spec-index.md#2-header-navigation-footer-side-bar): download QR codes (iOS, iOS
 * profile, Android), line and talk chat, customer service, announcements. A column of its own beside
 * the page on wide screens (sticky, so it can never cover the page); narrower screens have its links
 * in the site menu instead (shell.css).
 */
export function SideBar() {
  const downloads = useShell()?.shell?.brand?.downloads ?? [];
  const { t } = useTranslation();
  return (
    <aside className="side-bar" aria-label={t('sideBar.label')}>
      {downloads.length ? (
        <details className="side-bar__downloads">
          <summary>
            <Icon name="phone" />
            <span>{t('sideBar.download')}</span>
          </summary>
          <ul>
            <InstallButton className="button button--small" listItem />
            {downloads.map((download) => (
              <li key={download.platform}>
                <figure>
                  <img
                    className="qr"
                    src={downloadQrHref(download.platform)}
                    alt={t('sideBar.qrFor', { platform: t(`sideBar.platforms.${download.platform}`) })}
                    width="100"
                    height="100"
                    loading="lazy"
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
      <ServiceLinks className="side-bar__links" />
    </aside>
  );
}
