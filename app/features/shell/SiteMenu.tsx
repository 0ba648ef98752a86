import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Icon } from '#app/components/Icon';
import { InstallButton } from '#app/features/offline/InstallButton';
import { useTranslation } from '#app/i18n/react';
import { FreePlayButton } from './FreePlayButton';
import { LanguageSelector } from './LanguageSelector';
import { ServiceLinks } from './SideBar';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';
import { SITE_MENU_ID } from './site-menu-id';

/**
 * The site menu: a panel the header's menu button opens (the HTML Popover API: it opens, takes
 * focus, closes on Escape or a tap outside, and returns focus, all without JavaScript). It holds
 * what a phone's compact header leaves out (the language, free play), the spec's other navigation
 * entries (favourites, recent, providers, the points mall, invite friends, VIP, the app download,
 * help, the agent centre) and the side bar's service links, which wide screens show in the side bar
 * itself.
 */
export function SiteMenu() {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const member = data?.shell?.me ?? null;
  const real = member && !member.isTrial;
  // A link followed inside the menu keeps the page's frame: close the panel on arrival. Only on a new
  // address: the menu's code arrives just after the page's (root.tsx), and a menu opened before it
  // did stays open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    const element = panel.current as (HTMLDivElement & { hidePopover?: () => void }) | null;
    try {
      if (element?.matches(':popover-open')) element.hidePopover?.();
    } catch {
      // A browser without the Popover API never opened it.
    }
  }, [location.key]);
  // A dialog takes focus when it opens: the browser gives it to the close button (its `autofocus`,
  // with or without JavaScript); this does it where the attribute is missing (a menu React drew in
  // the browser, which sets no `autofocus`).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      if ((event as Event & { newState?: string }).newState !== 'open' || element.contains(document.activeElement)) return;
      closeButton.current?.focus();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);
  const entries: { to: string; label: string; show: boolean }[] = [
    { to: href('/favorite'), label: 'menu.favorites', show: Boolean(member) },
    { to: href('/recent'), label: 'menu.recent', show: Boolean(member) },
    { to: href('/providers'), label: 'menu.providers', show: true },
    { to: href('/pointMall'), label: 'account.pointMall', show: Boolean(real && data?.shell?.features?.points) },
    { to: href('/member/referral'), label: 'menu.invite', show: Boolean(real) },
    { to: href('/member/vip'), label: 'menu.vip', show: Boolean(real) },
    { to: href('/agentHome'), label: 'account.agentCenter', show: Boolean(real && member?.isAgent) },
    { to: href('/agent'), label: 'menu.agentLogin', show: !member },
    { to: href('/down'), label: 'sideBar.download', show: true },
    { to: href('/help'), label: 'menu.help', show: true },
  ];
  return (
    <div id={SITE_MENU_ID} ref={panel} popover="auto" className="site-menu" role="dialog" aria-modal="false" aria-labelledby="site-menu-title">
      <div className="site-menu__head">
        <h2 id="site-menu-title">{t('menu.title')}</h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-button"
          popovertarget={SITE_MENU_ID}
          popovertargetaction="hide"
          aria-label={t('common.close')}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- where focus goes when the menu opens (a popover's autofocus), not the page's
          autoFocus
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="site-menu__compact">
        <LanguageSelector id="language-select-menu" />
        {member ? null : <FreePlayButton />}
      </div>
      <InstallButton className="button button--ghost" />
      <nav aria-label={t('menu.explore')}>
        <h3>{t('menu.explore')}</h3>
        <ul className="site-menu__links">
          {entries
            .filter((entry) => entry.show)
            .map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{t(entry.label)}</Link>
              </li>
            ))}
        </ul>
      </nav>
      <nav aria-label={t('menu.support')}>
        <h3>{t('menu.support')}</h3>
        <ServiceLinks className="site-menu__services" />
      </nav>
    </div>
  );
}
