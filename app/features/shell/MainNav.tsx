import { NavLink } from '@remix-run/react';
import { useState } from 'react';
import { categoryPath } from '#app/features/games/category-path';
import { useTranslation } from '#app/i18n/react';
import type { ShellQuery } from '#app/graphql/generated/graphql';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

type Category = NonNullable<ShellQuery['gameNavigation']>[number];

/**
 * Home, hot, the platform's categories in its sorting order, then promotions (and the tournaments, for a brand that runs some). A category's vendor
 * menu opens on hover and on focus (CSS, wide screens). It is in the document for a browser that
 * may not run scripts; for one that does (ShellData.runsScripts) it is added when the pointer or
 * the focus first reaches its category: the menus are about 250 elements on every page, which the
 * server would render for nothing on most visits (the home page's CPU target, bench/RESULTS.md;
 * measured with npm run bench:cpu).
 */
export function MainNav() {
  const data = useShell();
  const { t } = useTranslation();
  const categories = data?.shell?.gameNavigation ?? [];
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const open = (gameType: string) => setOpened((current) => (current.has(gameType) ? current : new Set(current).add(gameType)));
  return (
    <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to={href('/:category', { category: 'hot' })}>{t('nav.hot')}</NavLink>
        </li>
        {categories.map((category) => {
          const path = categoryPath(category.gameType);
          const rendered = category.hasVendorMenu && (!data?.runsScripts || opened.has(category.gameType));
          return (
            <li
              key={category.gameType}
              className={category.hasVendorMenu ? 'main-nav__item--menu' : undefined}
              onPointerEnter={category.hasVendorMenu ? () => open(category.gameType) : undefined}
              onFocus={category.hasVendorMenu ? () => open(category.gameType) : undefined}
            >
              <NavLink to={path}>{t(`gameTypes.${category.gameType}`, { defaultValue: category.name })}</NavLink>
              {rendered ? <VendorMenu category={category} path={path} /> : null}
            </li>
          );
        })}
        <li>
          <NavLink to={href('/promotions')}>{t('nav.promotions')}</NavLink>
        </li>
        {data?.shell?.brand?.tournaments ? (
          <li>
            <NavLink to={href('/tournaments')}>{t('nav.tournaments')}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function VendorMenu({ category, path }: { category: Category; path: string }) {
  const { t } = useTranslation();
  return (
    <ul
      id={`vendor-menu-${category.gameType}`}
      className={category.largeVendorMenu ? 'vendor-menu vendor-menu--large' : 'vendor-menu'}
      aria-label={t('nav.vendorsOf', { category: t(`gameTypes.${category.gameType}`, { defaultValue: category.name }) })}
    >
      {category.vendors.map((vendor) => (
        <li key={vendor.code}>
          <NavLink to={`${path}?vendor=${encodeURIComponent(vendor.code)}`}>
            <img src={vendor.logoUrl} alt="" width="28" height="28" loading="lazy" />
            <span translate="no">{vendor.name}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
