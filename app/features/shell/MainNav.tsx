import { NavLink } from '@remix-run/react';
import { categoryPath } from '#app/features/games/category-path';
import { useTranslation } from '#app/i18n/react';
import { useShell } from './use-shell';

/** Home, hot, the platform's categories in its sorting order, then promotions. */
export function MainNav() {
  const data = useShell();
  const { t } = useTranslation();
  const categories = data?.shell?.gameNavigation ?? [];
  return (
    <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
      <ul className="main-nav__list">
        <li>
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/hot">{t('nav.hot')}</NavLink>
        </li>
        {categories.map((category) => {
          const path = categoryPath(category.gameType);
          const menuId = `vendor-menu-${category.gameType}`;
          return (
            <li key={category.gameType} className={category.hasVendorMenu ? 'main-nav__item--menu' : undefined}>
              <NavLink to={path}>{t(`gameTypes.${category.gameType}`, { defaultValue: category.name })}</NavLink>
              {category.hasVendorMenu ? (
                <ul
                  id={menuId}
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
              ) : null}
            </li>
          );
        })}
        <li>
          <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
