/**
 * What the agent centre reads about contracts beyond one kind's desk (docs/decisions/033-contracts.md):
 * a team member's open contracts of every kind (MCS2_downlineContracts), seen only by an ancestor
 * (account_tree), and which of the four contract pages an account's menu shows (the consolidated
 * info's `kinds[].page`: the brand's module, and heading a chain or having a contract of the kind).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, authed, env, loginOk, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';

const MERCHANT = 'DEMO';
const IP = '198.51.100.93';
const PASSWORDS: Record<string, string> = { demo_agent: 'Agent2024', demo_down1: 'Down2024', demo_down3: 'Down2024', demo_member: 'Member2024' };
const DAILY = '/wps/relay/MCS2_processDailySalContract';
const tiers = { tiers: [{ rateBp: 150, amount: 0, activeCount: 1, periodConsumption: '10.00', periodLoss: 0, minBetPeriod: 0 }] };

let p: AccountsPlatform;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  // A member under the sub-agent demo_down3.
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     VALUES (?1, 'deep_member2', 'Deep', 0, (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down3'), 'UNUSABLE', 0, '', '', 0, 0)
     ON CONFLICT (merchant_code, username) DO NOTHING`,
  )
    .bind(MERCHANT)
    .run();
  for (const username of Object.keys(PASSWORDS)) tokens[username] = (await loginOk(p, username, PASSWORDS[username]!, IP)).token as string;
  // demo_agent → demo_down3 (in force), demo_down3 → deep_member2 (offered).
  const offered = await callJson(p, DAILY, { headers: authed(tokens.demo_agent!), body: { action: 'offer', downline: 'demo_down3', ...tiers } });
  expect(offered.body.success).toBe(true);
  const accepted = await callJson(p, DAILY, { headers: authed(tokens.demo_down3!), body: { action: 'accept', contractId: offered.body.value.contractId } });
  expect(accepted.body.success).toBe(true);
  const below = await callJson(p, DAILY, {
    headers: authed(tokens.demo_down3!),
    body: { action: 'offer', downline: 'deep_member2', tiers: [{ ...tiers.tiers[0], rateBp: 100 }] },
  });
  expect(below.body.success).toBe(true);
});

const downline = (user: string, username: string) =>
  callJson(p, `/wps/relay/MCS2_downlineContracts?${new URLSearchParams({ username })}`, { headers: authed(tokens[user]!) });
const pages = async (user: string) => {
  const { body } = await callJson(p, '/wps/member/info/funds/consolidated', { headers: authed(tokens[user]!) });
  expect(body.success).toBe(true);
  return Object.fromEntries((body.value.kinds as { kind: string; page: boolean }[]).map((k) => [k.kind, k.page]));
};

describe('GET MCS2_downlineContracts', () => {
  it('answers an ancestor: the contracts a team member holds, every kind, whoever gave them', async () => {
    const direct = await downline('demo_agent', 'demo_down3');
    expect(direct.status).toBe(200);
    expect(direct.body.value.username).toBe('demo_down3');
    expect(direct.body.value.contracts.map((c: any) => [c.kind, c.status, c.requestKind, c.topRateBp, c.upline.username, c.mine])).toEqual([
      ['DAILY', 'ACTIVE', 'SUCCESS', 150, 'demo_agent', false],
    ]);
    expect(direct.body.value.contracts[0].startedAt).toEqual(expect.any(Number));
    // Two levels down: the offer demo_down3 made, seen by demo_agent too.
    const deep = await downline('demo_agent', 'deep_member2');
    expect(deep.body.value.contracts.map((c: any) => [c.kind, c.status, c.requestKind, c.topRateBp, c.upline.username])).toEqual([
      ['DAILY', 'OFFERED', 'NEW', 100, 'demo_down3'],
    ]);
    // A team member without any contract: an empty list.
    const none = await downline('demo_agent', 'demo_down1');
    expect([none.status, none.body.value.contracts]).toEqual([200, []]);
  });

  it('refuses anyone who is not an ancestor: a sibling, the account itself, a downline asking about its upline, an outsider', async () => {
    for (const [user, username] of [
      ['demo_down3', 'demo_down1'],
      ['demo_agent', 'demo_agent'],
      ['demo_down3', 'demo_agent'],
      ['demo_member', 'demo_down3'],
      ['demo_down1', 'demo_down3'],
      ['demo_agent', 'nobody_here'],
    ] as const) {
      const refused = await downline(user, username);
      expect([user, username, refused.status, refused.body.errorCode, refused.body.value ?? null]).toEqual([user, username, 404, 'downline.not_found', null]);
    }
    const empty = await downline('demo_agent', ' ');
    expect([empty.status, empty.body.message]).toEqual([400, 'username: not empty']);
    const anonymous = await callJson(p, '/wps/relay/MCS2_downlineContracts?username=demo_down3');
    expect(anonymous.status).toBe(401);
  });
});

describe('the contract pages an account sees (contractInfo kinds[].page)', () => {
  it('an agent heading a chain sees every kind; a sub-agent only the kinds it holds or gave; a member none', async () => {
    expect(await pages('demo_agent')).toEqual({ DIVIDEND: true, DAILY: true, HOURLY: true, REALTIME: true });
    expect(await pages('demo_down3')).toEqual({ DIVIDEND: false, DAILY: true, HOURLY: false, REALTIME: false });
    expect(await pages('demo_down1')).toEqual({ DIVIDEND: false, DAILY: false, HOURLY: false, REALTIME: false });
  });

  it('a kind whose module the brand switched off shows to nobody', async () => {
    await env.DB.prepare(
      "INSERT INTO whitelabel_nodes (merchant_code, mod_id, parent_mod_id, name, enabled, sort) VALUES ('DEMO', 'DAILYSALCONT3', 'COMM3', 'Daily salary contract', 0, 900)",
    ).run();
    try {
      expect(await pages('demo_agent')).toEqual({ DIVIDEND: true, DAILY: false, HOURLY: true, REALTIME: true });
      expect((await pages('demo_down3')).DAILY).toBe(false);
      // Nor answers its relay, whatever module the caller names.
      for (const headers of [authed(tokens.demo_agent!), { ...authed(tokens.demo_agent!), ModuleId: 'COMM3' }]) {
        const desk = await callJson(p, '/wps/relay/MCS2_processDailySalContract', { headers });
        expect(desk.body.errorCode).toBe('function.not.available');
        const act = await callJson(p, '/wps/relay/MCS2_processDailySalContract', { method: 'POST', headers, body: { action: 'offer' } });
        expect(act.body.errorCode).toBe('function.not.available');
      }
    } finally {
      await env.DB.prepare("DELETE FROM whitelabel_nodes WHERE merchant_code = 'DEMO' AND mod_id = 'DAILYSALCONT3'").run();
    }
    expect((await pages('demo_agent')).DAILY).toBe(true);
  });
});
