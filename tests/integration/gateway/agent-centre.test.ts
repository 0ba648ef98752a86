/**
 * The agent centre's data through the gateway (Query.agentDesk, registerDownline,
 * markAgentAnnouncementsRead) against the reference platform: nothing asked for visitors and
 * players, the policy only with AGENTPOLICY3 on, rates as basis points both ways, refusals as
 * catalogue codes on their fields, a new downline in the tree, announcements' read state.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const IP = { 'X-Test-Client-IP': '198.51.100.141' };

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const DESK = `{ agentDesk { policy { agentType canOpenMember canOpenAgent rebates { product rateBasisPoints } } } }`;
const TEAM = `query ($parent: String, $search: String) { agentDesk { team(parent: $parent, search: $search, pageSize: 50) {
  parent { username level } path { username level } search total directCount teamSize
  items { username nickname isAgent level joinedAt lastLoginAt balance directCount teamSize verification } } } }`;
const DETAIL = `query ($u: String!) { agentDesk { downline(username: $u) { member { username level } upline depositTotal turnover rebates { product rateBasisPoints } } } }`;
const REGISTER = `mutation ($input: RegisterDownlineInput!) { registerDownline(input: $input) { ok errors { code field patternId } member { username isAgent level } } }`;
const NEWS = `{ agentDesk { announcements(page: 1, pageSize: 10) { total unread items { id title read publishedAt } } } }`;
const READ = `mutation ($input: MarkAgentAnnouncementsReadInput!) { markAgentAnnouncementsRead(input: $input) { ok errors { code field } changed unread } }`;

async function login(username: string, password: string): Promise<string> {
  const { context } = await h.run(LOGIN, { input: { username, password } }, { headers: IP });
  return (context.sessionChange as { token: string }).token;
}

let agent: string;
let player: string;
const suffix = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  agent = await login('demo_agent', 'Agent2024');
  player = await login('demo_member', 'Member2024');
});

describe('the agent desk', () => {
  it('is null for visitors and players, without asking the platform', async () => {
    h.binding.reset();
    expect((await h.run(DESK)).result.data).toEqual({ agentDesk: null });
    expect((await h.run(DESK, {}, { token: player })).result.data).toEqual({ agentDesk: null });
    expect(h.binding.endpoints().filter((e) => e.startsWith('MCS2_'))).toEqual([]);
    const refused = (
      await h.run(REGISTER, { input: { accountType: 'MEMBER', username: `p${suffix}`, password: 'Pass1234', confirmPassword: 'Pass1234' } }, { token: player })
    ).result.data.registerDownline;
    expect(refused).toEqual({ ok: false, errors: [{ code: 'NOT_AVAILABLE', field: null, patternId: null }], member: null });
  });

  it('answers the policy with rates in basis points, and none with AGENTPOLICY3 off', async () => {
    const on = (await h.run(DESK, {}, { token: agent })).result;
    expect(on.errors).toBeUndefined();
    expect(on.data.agentDesk.policy).toMatchObject({ agentType: 1, canOpenMember: true, canOpenAgent: true });
    expect(on.data.agentDesk.policy.rebates.slice(0, 2)).toEqual([
      { product: 'RNG', rateBasisPoints: 150 },
      { product: 'LIVE', rateBasisPoints: 100 },
    ]);
    await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'AGENTPOLICY3'").run();
    try {
      await h.reset();
      expect((await h.run(DESK, {}, { token: agent })).result.data.agentDesk.policy).toBeNull();
      expect(h.binding.endpoints()).not.toContain('MCS2_agentPolicy');
    } finally {
      await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'AGENTPOLICY3'").run();
      await h.reset();
    }
  });

  it('registers a downline (rates as basis points), refusing a rate above the agent’s and the brand’s field rules on their fields', async () => {
    const username = `gw${suffix}`;
    const base = { accountType: 'MEMBER', username, password: 'Pass1234', confirmPassword: 'Pass1234' };
    const above = (await h.run(REGISTER, { input: { ...base, rebates: [{ product: 'LIVE', rateBasisPoints: 101 }] } }, { token: agent })).result.data
      .registerDownline;
    expect(above.errors).toEqual([{ code: 'ABOVE_MAXIMUM', field: 'rebates.LIVE', patternId: null }]);
    const pattern = (await h.run(REGISTER, { input: { ...base, username: '9bad' } }, { token: agent })).result.data.registerDownline;
    expect(pattern.errors).toEqual([{ code: 'PATTERN', field: 'username', patternId: 'LETTER_FIRST_ALNUM' }]);
    const mismatch = (await h.run(REGISTER, { input: { ...base, confirmPassword: 'Other123' } }, { token: agent })).result.data.registerDownline;
    expect(mismatch.errors).toEqual([{ code: 'INCONSISTENT', field: 'confirmPassword', patternId: null }]);
    h.binding.reset();
    const ok = (await h.run(REGISTER, { input: { ...base, nickname: 'Gate Way', rebates: [{ product: 'LIVE', rateBasisPoints: 35 }] } }, { token: agent }))
      .result.data.registerDownline;
    expect(ok).toEqual({ ok: true, errors: [], member: { username, isAgent: false, level: 1 } });
    // Sealed on the wire: the password never travels in clear.
    const sent = h.binding.requests.find((r) => r.endpoint === 'MCS2_registerDownline');
    expect(sent?.body).not.toContain('Pass1234');
    const taken = (await h.run(REGISTER, { input: { ...base, username: username.toUpperCase() } }, { token: agent })).result.data.registerDownline;
    expect(taken.errors).toEqual([{ code: 'TAKEN', field: 'username', patternId: null }]);

    const detail = (await h.run(DETAIL, { u: username }, { token: agent })).result.data.agentDesk.downline;
    expect(detail).toMatchObject({ member: { username, level: 1 }, upline: 'demo_agent', depositTotal: 0, turnover: 0 });
    expect(detail.rebates.find((r: { product: string }) => r.product === 'LIVE')).toEqual({ product: 'LIVE', rateBasisPoints: 35 });

    const tree = (await h.run(TEAM, {}, { token: agent })).result.data.agentDesk.team;
    expect(tree.parent).toEqual({ username: 'demo_agent', level: 0 });
    expect(tree.items[0]).toMatchObject({ username, nickname: 'Gate Way', level: 1, balance: 0, directCount: 0, teamSize: 0, lastLoginAt: null });
    // A new account has sent no document yet (the status only ever reaches an agent: docs/decisions/057).
    expect(tree.items[0].verification).toBe('NOT_STARTED');
    expect(tree.total).toBe(tree.directCount);
  });

  it('drills into a sub-agent, searches the team, and answers null outside it', async () => {
    const sub = (await h.run(TEAM, { parent: 'demo_down3' }, { token: agent })).result.data.agentDesk.team;
    expect(sub.path).toEqual([
      { username: 'demo_agent', level: 0 },
      { username: 'demo_down3', level: 1 },
    ]);
    expect(sub.items.every((i: { level: number }) => i.level === 2)).toBe(true);
    const found = (await h.run(TEAM, { search: 'down' }, { token: agent })).result.data.agentDesk.team;
    expect(found.search).toBe('down');
    expect(found.parent).toBeNull();
    expect(found.items.map((i: { username: string }) => i.username)).toEqual(expect.arrayContaining(['demo_down1', 'demo_down2', 'demo_down3', 'demo_down4']));
    expect((await h.run(TEAM, { parent: 'demo_member' }, { token: agent })).result.data.agentDesk.team).toBeNull();
    expect((await h.run(DETAIL, { u: 'demo_member' }, { token: agent })).result.data.agentDesk.downline).toBeNull();
  });

  it('lists announcements with read state and marks them read', async () => {
    const before = (await h.run(NEWS, {}, { token: agent })).result.data.agentDesk.announcements;
    expect(before.total).toBe(3);
    const first = before.items[0];
    const read = (await h.run(READ, { input: { ids: [first.id] } }, { token: agent })).result.data.markAgentAnnouncementsRead;
    expect(read).toMatchObject({ ok: true, errors: [], changed: first.read ? 0 : 1 });
    const after = (await h.run(NEWS, {}, { token: agent })).result.data.agentDesk.announcements;
    expect(after.items[0]).toMatchObject({ id: first.id, read: true });
    expect(after.unread).toBe(read.unread);
    const bad = (await h.run(READ, { input: { ids: ['x'] } }, { token: agent })).result.data.markAgentAnnouncementsRead;
    expect(bad.errors).toEqual([{ code: 'INVALID_INPUT', field: 'ids' }]);
    const unknown = (await h.run(READ, { input: { ids: ['999999'] } }, { token: agent })).result.data.markAgentAnnouncementsRead;
    expect(unknown.errors).toEqual([{ code: 'NOT_FOUND', field: null }]);
  });
});
