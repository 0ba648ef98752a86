import { LocalTime } from '#app/components/LocalTime';
import { SmallTable, type SmallColumn } from '#app/components/data-table/SmallTable';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { Exchange, PointMallData } from './point-mall-data';
import { PointMallPager } from './PointMallPager';

/** The member's exchanges, a page at a time: what, when, how many, for how many points, and where each stands. */
export function ExchangeRecordsTab({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const list = data.exchanges;
  if (!list) return null;
  const header = (c: string) => t(`pointMall.records.${c}`);
  const recordColumns: SmallColumn<Exchange>[] = [
    { id: 'transactionNo', header: header('transactionNo'), value: (e) => e.transactionNo },
    { id: 'time', header: header('time'), show: (e) => <LocalTime ms={e.appliedAt} locale={i18n.language} /> },
    { id: 'type', header: header('type'), value: (e) => t(`pointMall.types.${e.exchangeType}`) },
    { id: 'product', header: header('product'), value: (e) => e.rewardName },
    { id: 'quantity', header: header('quantity'), value: (e) => e.quantity },
    { id: 'points', header: header('points'), value: (e) => formatNumber(e.pointsEach, i18n.language) },
    { id: 'amount', header: header('amount'), value: (e) => formatNumber(e.pointsTotal, i18n.language) },
    { id: 'status', header: header('status'), value: (e) => t(`pointMall.status.${e.status}`) },
    { id: 'remark', header: header('remark'), value: (e) => e.remark ?? '' },
    { id: 'address', header: header('address'), value: (e) => e.deliveryAddress ?? '' },
    { id: 'phone', header: header('phone'), value: (e) => e.phone ?? '' },
  ];
  return (
    <section aria-labelledby="records-title">
      <h2 id="records-title">{t('pointMall.records.caption')}</h2>
      {list.items.length === 0 ? (
        <p className="muted">{t('pointMall.empty')}</p>
      ) : (
        <SmallTable caption={t('pointMall.records.caption')} hideCaption columns={recordColumns} rows={list.items} rowKey={(e) => e.id} />
      )}
      <PointMallPager page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  );
}
