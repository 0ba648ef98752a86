import { Link, useLoaderData } from '@remix-run/react';
import { SmallTable } from '#app/components/data-table/SmallTable';
import type { GamblingLimitRowFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { limitName } from './limit-words';
import { LIMIT_KINDS, LIMIT_PERIODS } from './limits';
import type { loader } from './responsible-gaming.loader.server';

type LimitRow = GamblingLimitRowFragment & { resetsAtText: string; pendingText: string | null };

/** Each kind's limits over its three periods: what is in force, used, when it resets, a waiting change. */
export function CurrentLimits() {
  const { limits, coolingOffHours } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <section aria-labelledby="rg-limits-title" className="rg-limits">
      <h2 id="rg-limits-title">{t('responsibleGaming.limits.title')}</h2>
      <p>{t('responsibleGaming.limits.intro', { hours: coolingOffHours })}</p>
      {LIMIT_KINDS.map((kind) => {
        const rows: LimitRow[] = LIMIT_PERIODS.flatMap((period) => limits.filter((limit) => limit.kind === kind && limit.period === period));
        if (!rows.length) return null;
        return (
          <section key={kind} aria-labelledby={`rg-kind-${kind}`} className="rg-kind">
            <h3 id={`rg-kind-${kind}`}>{t(`responsibleGaming.limits.kindTitles.${kind}`)}</h3>
            <p className="muted">{t(`responsibleGaming.limits.kindHints.${kind}`)}</p>
            <SmallTable
              labelledBy={`rg-kind-${kind}`}
              rowHeader
              rows={rows}
              rowKey={(limit) => `${limit.kind}-${limit.period}`}
              columns={[
                { id: 'period', header: t('responsibleGaming.limits.period'), value: (limit) => t(`responsibleGaming.limits.periods.${limit.period}`) },
                {
                  id: 'limit',
                  header: t('responsibleGaming.limits.limit'),
                  show: (limit) =>
                    limit.amount === null || limit.amount === undefined ? t('responsibleGaming.limits.noLimit') : <Money minor={limit.amount} />,
                  align: 'end',
                },
                { id: 'used', header: t('responsibleGaming.limits.used'), show: (limit) => <Money minor={limit.used} />, align: 'end' },
                { id: 'resets', header: t('responsibleGaming.limits.resets'), value: (limit) => limit.resetsAtText },
                {
                  id: 'waiting',
                  header: t('responsibleGaming.limits.waiting'),
                  value: (limit) =>
                    !limit.pendingText
                      ? t('responsibleGaming.limits.noChange')
                      : limit.pendingAmount === null || limit.pendingAmount === undefined
                        ? t('responsibleGaming.limits.removedOn', { time: limit.pendingText })
                        : t('responsibleGaming.limits.raisesTo', { amount: formatMoney(limit.pendingAmount, symbol, i18n.language), time: limit.pendingText }),
                },
                {
                  id: 'change',
                  header: t('responsibleGaming.limits.change'),
                  hideHeader: true,
                  show: (limit) => (
                    <Link
                      to={`?kind=${limit.kind}&period=${limit.period}#rg-limit-form`}
                      preventScrollReset
                      aria-label={t('responsibleGaming.limits.changeLabel', { name: limitName(t, limit, 'names') })}
                    >
                      {t('responsibleGaming.limits.change')}
                    </Link>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
    </section>
  );
}
