/**
 * The agent reports (docs/platform-protocol.md "Agent reports"): GET relays for an agent's session
 * (a real account of one of the brand's agent types; anyone else `agent.only`). Dates are calendar
 * dates of the brand's time zone (docs/decisions/015); the platform uses the brand's zone itself.
 *
 * - MCS2_agentTeamOverview?startDate&endDate
 * - MCS2_agentRevenueReport?startDate&endDate&period&gameType&pageNo&pageSize&sort&order
 * - MCS2_agentPalStatements?startDate&endDate&period&username&pageNo&pageSize&sort&order
 * - MCS2_agentDownlineTransactions?startDate&endDate&username&type&pageNo&pageSize&sort&order
 */
import * as z from 'zod';
import { okPrivate, PlatformError } from '../../http/envelope';
import { intParam, parseWith, queryObject } from '../../http/params';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { isTimeZone } from '../records/zone';
import { isAgent } from '../accounts/accounts';
import { requireRealSession } from '../session/real-session';
import { loadAccountSettings } from '../accounts/settings';
import { downlineTransactions, revenueReport, statements, teamOverview, type AgentRef } from './reports';

const notAgent = () => new PlatformError(403, 'agent.only', 'agents only');

async function requireAgent(ctx: BrandContext): Promise<AgentRef> {
  const session = await requireRealSession(ctx);
  const merchant = ctx.brand.row.merchant_code;
  const settings = await loadAccountSettings(ctx.env.DB, merchant);
  if (!isAgent(settings, session.account.type)) throw notAgent();
  const zone = ctx.brand.row.time_zone && isTimeZone(ctx.brand.row.time_zone) ? ctx.brand.row.time_zone : 'UTC';
  return { merchant, accountId: session.account.id, zone };
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');
const period = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(['DAY', 'WEEK', 'MONTH']))
  .default('DAY');
const paging = {
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
};
const username = z.string().trim().min(1).max(60).optional();

const Overview = z.object({ startDate: date, endDate: date });
const Revenue = z.object({
  startDate: date,
  endDate: date,
  period,
  gameType: z
    .string()
    .regex(/^[A-Za-z]{1,20}$/, 'must be a game type code')
    .transform((s) => s.toUpperCase())
    .optional(),
  sort: z.enum(['period', 'turnover', 'revenue', 'commission']).default('period'),
  ...paging,
});
const Statements = z.object({
  startDate: date,
  endDate: date,
  period,
  username,
  sort: z.enum(['period', 'turnover', 'netRevenue']).default('period'),
  ...paging,
});
const Transactions = z.object({
  startDate: date,
  endDate: date,
  username,
  type: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['DEPOSIT', 'WITHDRAW', 'TRANSFER']))
    .optional(),
  sort: z.enum(['time', 'amount']).default('time'),
  ...paging,
});

async function overviewHandler(ctx: BrandContext): Promise<Response> {
  const agent = await requireAgent(ctx);
  const q = parseWith(Overview, queryObject(ctx.url));
  return okPrivate(await teamOverview(ctx.env.DB, agent, q.startDate, q.endDate));
}

async function revenueHandler(ctx: BrandContext): Promise<Response> {
  const agent = await requireAgent(ctx);
  return okPrivate(await revenueReport(ctx.env.DB, agent, parseWith(Revenue, queryObject(ctx.url))));
}

async function statementsHandler(ctx: BrandContext): Promise<Response> {
  const agent = await requireAgent(ctx);
  return okPrivate(await statements(ctx.env.DB, agent, parseWith(Statements, queryObject(ctx.url))));
}

async function transactionsHandler(ctx: BrandContext): Promise<Response> {
  const agent = await requireAgent(ctx);
  return okPrivate(await downlineTransactions(ctx.env.DB, agent, parseWith(Transactions, queryObject(ctx.url))));
}

export const agentReportRoutes: BrandRoute[] = [
  { kind: 'brand', ...relay('MCS2_agentTeamOverview'), methods: { GET: overviewHandler } },
  { kind: 'brand', ...relay('MCS2_agentRevenueReport'), methods: { GET: revenueHandler } },
  { kind: 'brand', ...relay('MCS2_agentPalStatements'), methods: { GET: statementsHandler } },
  { kind: 'brand', ...relay('MCS2_agentDownlineTransactions'), methods: { GET: transactionsHandler } },
];
