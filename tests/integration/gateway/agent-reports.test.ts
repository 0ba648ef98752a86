/**
 * The agent reports through the gateway: the four queries answer the platform's figures in integer
 * minor units (the same figures as the platform's own answer, which tests/integration/platform/
 * agent-reports.test.ts checks against the raw rows), pass filters, sort and paging through, clamp
 * page sizes, answer null to an anonymous visitor and refuse a member who is not an agent.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn, addDays } from '#platform/src/modules/records/zone';
import { sha256Hex } from '#platform/src/crypto/random';
import { platformHeaders } from '../support/platform';
import { PLATFORM_BASE, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const SHAPE = { l1Agents: 2, l1Members: 1, l2Agents: 1, l2Members: 1, l3Members: 2, betsMin: 20, betsMax: 40, days: 10, l2AgentsPerChunk: 2 };
let agent: string;
let member: string;
let today: string;

async function session(username: string) {
  const id = (await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = ?1").bind(username).first<{ id: number }>())!.id;
  const token = `gateway-agent-reports-${crypto.randomUUID()}`;
  await env.DB.prepare(
    "INSERT INTO sessions (token_hash, account_id, merchant_code, state, origin, ip, created_at, last_seen_at) VALUES (?1, ?2, 'DEMO', 'ACTIVE', 'LOGIN', '198.51.100.9', ?3, ?3)",
  )
    .bind(await sha256Hex(token), id, Date.now())
    .run();
  return token;
}

beforeAll(async () => {
  expect((await h.dev('POST', '/__dev/seed-history', {})).status).toBe(200);
  const seeded = await h.dev('POST', '/__dev/seed-team', { shape: SHAPE });
  expect(seeded.status).toBe(200);
  agent = await session('demo_agent');
  member = await session('demo_member');
  today = dateIn(Date.now(), 'Asia/Seoul');
});

const OVERVIEW = `query ($from: String!, $to: String!) {
  agentTeamOverview(fromDate: $from, toDate: $to) {
    fromDate toDate timeZone
    team { teamSize newMembers firstDepositors activePlayers depositCount deposits withdrawalCount withdrawals bets turnover validBets winLoss bonuses rebates profit }
    direct { teamSize bets turnover }
    days { date turnover winLoss activePlayers }
  }
}`;

describe('agentTeamOverview', () => {
  it('answers the platform’s figures in minor units, team and direct side by side', async () => {
    const from = addDays(today, -9);
    const { result } = await h.run(OVERVIEW, { from, to: today }, { token: agent });
    expect(result.errors).toBeUndefined();
    const o = result.data.agentTeamOverview;
    const response = await h.platform.fetch(
      new Request(`${PLATFORM_BASE}/wps/relay/MCS2_agentTeamOverview?startDate=${from}&endDate=${today}`, {
        headers: platformHeaders({ Authorization: agent }),
      }),
    );
    const raw = ((await response.json()) as { value: any }).value;
    expect(o).toMatchObject({ fromDate: from, toDate: today, timeZone: 'Asia/Seoul' });
    expect(o.team.turnover).toBe(Math.round(raw.team.turnover * 100));
    expect(o.team.winLoss).toBe(Math.round(raw.team.winLoss * 100));
    expect(o.team.bets).toBe(raw.team.bets);
    expect(o.team.bets).toBeGreaterThan(0);
    expect(Number.isInteger(o.team.deposits)).toBe(true);
    expect(o.direct.bets).toBeLessThanOrEqual(o.team.bets);
    expect(o.days).toHaveLength(10);
    expect(o.days.reduce((s: number, d: { turnover: number }) => s + d.turnover, 0)).toBe(o.team.turnover);
    expect(h.binding.requests.at(-1)?.headers.get('ModuleId')).toBe('AGENT3');
  });

  it('is null for an anonymous visitor and refused to a member', async () => {
    const anonymous = await h.run(OVERVIEW, { from: today, to: today });
    expect(anonymous.result.data.agentTeamOverview).toBeNull();
    const refused = await h.run(OVERVIEW, { from: today, to: today }, { token: member });
    expect(refused.result.data?.agentTeamOverview ?? null).toBeNull();
    expect(refused.result.errors?.[0]?.extensions?.code).toBeTruthy();
  });
});

describe('the paged reports', () => {
  it('revenue: filters, sort, paging and totals pass through; page size clamped', async () => {
    const query = `query ($filter: AgentReportFilter!, $sort: AgentRevenueSort!) {
      agentRevenueReport(filter: $filter, page: 1, pageSize: 500, sort: $sort, direction: ASC) {
        total page pageSize totalBets totalTurnover totalCommission items { periodStart gameType bets turnover revenue rateBp commission }
      }
    }`;
    const { result } = await h.run(query, { filter: { fromDate: addDays(today, -9), toDate: today, period: 'DAY' }, sort: 'TURNOVER' }, { token: agent });
    expect(result.errors).toBeUndefined();
    const page = result.data.agentRevenueReport;
    expect(page.pageSize).toBe(100);
    const sent = new URL(PLATFORM_BASE + h.binding.requests.at(-1)!.path);
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ period: 'DAY', sort: 'turnover', order: 'asc', pageSize: '100' });
    expect(page.items.reduce((s: number, r: { turnover: number }) => s + r.turnover, 0)).toBe(page.totalTurnover);
    for (let i = 1; i < page.items.length; i++) expect(page.items[i].turnover).toBeGreaterThanOrEqual(page.items[i - 1].turnover);
  });

  it('statements of one member’s team, and downline transactions by kind', async () => {
    const statements = await h.run(
      `query ($filter: AgentReportFilter!) { agentStatements(filter: $filter, pageSize: 100) { total items { periodStart turnover netRevenue } totals { turnover netRevenue deposits } } }`,
      { filter: { fromDate: addDays(today, -9), toDate: today, period: 'WEEK', username: 'tma01' } },
      { token: agent },
    );
    expect(statements.result.errors).toBeUndefined();
    const s = statements.result.data.agentStatements;
    expect(s.items.reduce((t: number, r: { turnover: number }) => t + r.turnover, 0)).toBe(s.totals.turnover);
    expect(new URL(PLATFORM_BASE + h.binding.requests.at(-1)!.path).searchParams.get('username')).toBe('tma01');

    const moves = await h.run(
      `query ($filter: AgentTransactionFilter!) { agentDownlineTransactions(filter: $filter, pageSize: 100) { total totalDeposits items { id type amount username status } } }`,
      { filter: { fromDate: addDays(today, -30), toDate: today, kind: 'DEPOSIT' } },
      { token: agent },
    );
    expect(moves.result.errors).toBeUndefined();
    const m = moves.result.data.agentDownlineTransactions;
    expect(m.total).toBeGreaterThan(0);
    expect(m.items.every((x: { type: string; id: string }) => x.type === 'DEPOSIT' && x.id.startsWith('DEPOSIT:'))).toBe(true);
    if (m.total <= 100) expect(m.items.reduce((t: number, x: { amount: number }) => t + x.amount, 0)).toBe(m.totalDeposits);
  });
});
