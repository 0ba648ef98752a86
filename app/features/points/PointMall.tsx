import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { ConvertPointsForm } from './ConvertPointsForm';
import { ExchangeRecordsTab } from './ExchangeRecordsTab';
import type { PointMallData } from './point-mall-data';
import { PointBalance } from './PointBalance';
import { PointDetailsTab } from './PointDetailsTab';
import { PointMallTabs } from './PointMallTabs';
import { PointRulesTab } from './PointRulesTab';
import { RedeemTab } from './RedeemTab';

/** The points mall (PointMallPage.tsx serves it): the last change's notice, the balance, the conversion form, the tabs and the chosen tab. */
export function PointMall() {
  const d = useLoaderData<PointMallData>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="point-mall-title" className="point-mall">
      <h1 id="point-mall-title">{t('pointMall.title')}</h1>
      {d.done ? (
        <p role="status" className="notice">
          {t(`pointMall.done.${d.done}`)}
        </p>
      ) : null}
      <PointBalance data={d} />
      {d.rules ? <ConvertPointsForm rules={d.rules} requestId={d.requestId} /> : null}
      <PointMallTabs data={d} />
      {d.tab === 'redeem' ? <RedeemTab data={d} /> : null}
      {d.tab === 'records' ? <ExchangeRecordsTab data={d} /> : null}
      {d.tab === 'details' ? <PointDetailsTab data={d} /> : null}
      {d.tab === 'rules' && d.rules ? <PointRulesTab rules={d.rules} /> : null}
    </section>
  );
}
