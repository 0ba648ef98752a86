import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { todayIn } from '#app/components/date-range/date-range';
import { DeferredSection } from '#app/components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '#app/components/deferred.server';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { Count } from '#app/components/data-table/count-column';
import { AgentTeamOverviewPageQuery } from './agent-reports.queries.server';
import { DayChart } from './DayChart';
import { AGENT_MAX_DAYS, AGENT_PRESETS, readOverviewState } from './filters';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { Money } from '#app/kernel/money/Money';
import type { AgentTeamOverviewPageQuery as OverviewQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';

type Overview = NonNullable<OverviewQuery['agentTeamOverview']>;
type Figures = Overview['team'];

/**
 * agentTeamOverview (the agent centre's default page): the whole team and the direct downline side
 * by side for a period of the brand's days, and the team per day as charts with the same figures
 * as a table. The layout guards it; the period form renders at once and the figures stream in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readOverviewState(new URL(request.url).searchParams, today);
  const overview = sectionOf(context.graphql(AgentTeamOverviewPageQuery, { fromDate: state.range.from, toDate: state.range.to }), 'agentTeamOverview').catch(
    () => null,
  );
  return { state, today, zone, ...(await settleUnlessStreaming(request, { overview })) };
}

const MONEY = ['deposits', 'withdrawals', 'turnover', 'validBets', 'winLoss', 'bonuses', 'rebates', 'profit'] as const;
const ORDER = [
  'teamSize',
  'newMembers',
  'firstDepositors',
  'activePlayers',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'bets',
  'turnover',
  'validBets',
  'winLoss',
  'bonuses',
  'rebates',
  'profit',
] as const;

export default function AgentTeamOverviewPage() {
  const { overview, zone, state, today } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  const caption = t('agentReports.overview.caption', { from: state.range.from, to: state.range.to });
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title">{t('agentReports.pages.agentTeamOverview')}</h1>
      <p>{t('agentReports.overview.intro')}</p>
      <p className="muted">{t('agentReports.zoneNote', { zone })}</p>
      <Form method="get" key={search} className="data-table__filters" aria-label={t('table.filters')}>
        <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
        <button type="submit" className="button button--small">
          {t('agentReports.filters.show')}
        </button>
      </Form>
      <DeferredSection resolve={overview} label={caption} fallback={<p aria-busy="true">…</p>}>
        {(value) => (value ? <OverviewBody overview={value} caption={caption} /> : <p role="alert">{t('agentReports.overview.unavailable')}</p>)}
      </DeferredSection>
    </section>
  );
}

function Figure({ name, figures }: { name: (typeof ORDER)[number]; figures: Figures }) {
  const value = figures[name];
  return (MONEY as readonly string[]).includes(name) ? <Money minor={value} /> : <Count value={value} />;
}

function OverviewBody({ overview, caption }: { overview: Overview; caption: string }) {
  const { t } = useTranslation();
  const days = overview.days;
  return (
    <>
      <SmallTable
        caption={caption}
        className="agent-overview"
        rowHeader
        rows={ORDER}
        rowKey={(name) => name}
        rowProps={(name) => ({ 'data-figure': name })}
        columns={[
          { id: 'figure', header: t('agentReports.overview.figure'), value: (name) => t(`agentReports.overview.figures.${name}`) },
          { id: 'team', header: t('agentReports.overview.team'), show: (name) => <Figure name={name} figures={overview.team} />, className: 'num' },
          { id: 'direct', header: t('agentReports.overview.direct'), show: (name) => <Figure name={name} figures={overview.direct} />, className: 'num' },
        ]}
      />
      <p className="muted">{t('agentReports.overview.explain')}</p>
      <h2>{t('agentReports.overview.charts')}</h2>
      <div className="agent-charts">
        <DayChart title={t('agentReports.overview.chartTurnover')} values={days.map((d) => d.turnover)} />
        <DayChart title={t('agentReports.overview.chartWinLoss')} values={days.map((d) => d.winLoss)} />
        <DayChart title={t('agentReports.overview.chartActive')} values={days.map((d) => d.activePlayers)} />
      </div>
      <details>
        <summary>{t('agentReports.overview.chartTable')}</summary>
        <SmallTable
          caption={t('agentReports.overview.charts')}
          rowHeader
          rows={days}
          rowKey={(d) => d.date}
          columns={[
            { id: 'date', header: t('agentReports.overview.date'), value: (d) => d.date },
            { id: 'turnover', header: t('agentReports.overview.figures.turnover'), show: (d) => <Money minor={d.turnover} />, className: 'num' },
            { id: 'winLoss', header: t('agentReports.overview.figures.winLoss'), show: (d) => <Money minor={d.winLoss} />, className: 'num' },
            { id: 'activePlayers', header: t('agentReports.overview.figures.activePlayers'), show: (d) => <Count value={d.activePlayers} />, className: 'num' },
            { id: 'deposits', header: t('agentReports.overview.figures.deposits'), show: (d) => <Money minor={d.deposits} />, className: 'num' },
            { id: 'newMembers', header: t('agentReports.overview.figures.newMembers'), show: (d) => <Count value={d.newMembers} />, className: 'num' },
          ]}
        />
      </details>
    </>
  );
}
