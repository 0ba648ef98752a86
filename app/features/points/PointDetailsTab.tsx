import { LocalTime } from '#app/components/LocalTime';
import { SmallTable, type SmallColumn } from '#app/components/data-table/SmallTable';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { Movement, PointMallData } from './point-mall-data';
import { pointMallLink } from './point-mall-link';
import { PointMallFilter } from './PointMallFilter';
import { PointMallPager } from './PointMallPager';
import { POINT_TYPES } from './tabs';

/** Every movement of the member's points, filtered by kind, a page at a time, with the balance after each. */
export function PointDetailsTab({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const list = data.details;
  const detailColumns: SmallColumn<Movement>[] = [
    { id: 'time', header: t('pointMall.details.time'), show: (m) => <LocalTime ms={m.createdAt} locale={i18n.language} /> },
    { id: 'type', header: t('pointMall.details.type'), value: (m) => t(`pointMall.kinds.${m.type}`) },
    // A credit with its sign (Intl writes a debit's).
    { id: 'points', header: t('pointMall.details.points'), value: (m) => formatNumber(m.points, i18n.language, { signDisplay: 'exceptZero' }) },
    { id: 'balance', header: t('pointMall.details.balance'), value: (m) => formatNumber(m.balanceAfter, i18n.language) },
  ];
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title">{t('pointMall.details.caption')}</h2>
      <PointMallFilter
        label={t('pointMall.kindFilter')}
        values={POINT_TYPES}
        current={data.pointType}
        linkTo={(kind) => pointMallLink(data, { kind })}
        words="pointMall.kinds"
      />
      {!list ? null : list.items.length === 0 ? (
        <p className="muted">{t('pointMall.empty')}</p>
      ) : (
        <SmallTable caption={t('pointMall.details.caption')} hideCaption columns={detailColumns} rows={list.items} rowKey={(m) => m.id} />
      )}
      {list ? <PointMallPager page={list.page} pageSize={list.pageSize} total={list.total} /> : null}
    </section>
  );
}
