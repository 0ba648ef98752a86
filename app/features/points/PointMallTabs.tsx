import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import type { PointMallData } from './point-mall-data';
import { pointMallLink } from './point-mall-link';
import { TABS } from './tabs';

/** The mall's tabs, as links; a tab starts without the other tabs' filters. */
export function PointMallTabs({ data }: { data: PointMallData }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pointMall.tabsLabel')} className="tabs">
      <ul>
        {TABS.map((tab) => (
          <li key={tab}>
            <Link to={pointMallLink(data, { tab, type: null, kind: null })} aria-current={data.tab === tab ? 'page' : undefined}>
              {t(`pointMall.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
