import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { DeferredSection } from '../components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { AgentTeamOverviewPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { DayChart } from '../features/agent-reports/DayChart';
import { AGENT_MAX_DAYS, AGENT_PRESETS, readOverviewState } from '../features/agent-reports/filters';
import { AgentDateWords } from '../features/agent-reports/words';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { Money } from '../features/wallet/Money';
import type { AgentTeamOverviewPageQuery as OverviewQuery } from '../graphql/generated/graphql';
import { useTranslation } from '../i18n/react';

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
      <AgentDateWords>
        <Form method="get" key={search} className="data-table__filters" aria-label={t('table.filters')}>
          <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
          <button type="submit" className="button button--small">
            {t('agentReports.filters.show')}
          </button>
        </Form>
      </AgentDateWords>
      <DeferredSection resolve={overview} label={caption} fallback={<p aria-busy="true">…</p>}>
        {(value) => (value ? <OverviewBody overview={value} caption={caption} /> : <p role="alert">{t('agentReports.overview.unavailable')}</p>)}
      </DeferredSection>
    </section>
  );
}

function Figure({ name, figures }: { name: (typeof ORDER)[number]; figures: Figures }) {
  const value = figures[name];
  return (MONEY as readonly string[]).includes(name) ? <Money minor={value} /> : <>{value.toLocaleString()}</>;
}

function OverviewBody({ overview, caption }: { overview: Overview; caption: string }) {
  const { t } = useTranslation();
  const days = overview.days;
  return (
    <>
      <div className="data-table__scroll">
        <table className="agent-overview">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentReports.overview.figure')}</th>
              <th scope="col" className="num">
                {t('agentReports.overview.team')}
              </th>
              <th scope="col" className="num">
                {t('agentReports.overview.direct')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ORDER.map((name) => (
              <tr key={name} data-figure={name}>
                <th scope="row">{t(`agentReports.overview.figures.${name}`)}</th>
                <td className="num">
                  <Figure name={name} figures={overview.team} />
                </td>
                <td className="num">
                  <Figure name={name} figures={overview.direct} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('agentReports.overview.explain')}</p>
      <h2>{t('agentReports.overview.charts')}</h2>
      <div className="agent-charts">
        <DayChart title={t('agentReports.overview.chartTurnover')} values={days.map((d) => d.turnover)} />
        <DayChart title={t('agentReports.overview.chartWinLoss')} values={days.map((d) => d.winLoss)} />
        <DayChart title={t('agentReports.overview.chartActive')} values={days.map((d) => d.activePlayers)} />
      </div>
      <details>
        <summary>{t('agentReports.overview.chartTable')}</summary>
        <div className="data-table__scroll">
          <table>
            <caption>{t('agentReports.overview.charts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentReports.overview.date')}</th>
                <th scope="col" className="num">
                  {t('agentReports.overview.figures.turnover')}
                </th>
                <th scope="col" className="num">
                  {t('agentReports.overview.figures.winLoss')}
                </th>
                <th scope="col" className="num">
                  {t('agentReports.overview.figures.activePlayers')}
                </th>
                <th scope="col" className="num">
                  {t('agentReports.overview.figures.deposits')}
                </th>
                <th scope="col" className="num">
                  {t('agentReports.overview.figures.newMembers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{d.date}</th>
                  <td className="num">
                    <Money minor={d.turnover} />
                  </td>
                  <td className="num">
                    <Money minor={d.winLoss} />
                  </td>
                  <td className="num">{d.activePlayers}</td>
                  <td className="num">
                    <Money minor={d.deposits} />
                  </td>
                  <td className="num">{d.newMembers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
