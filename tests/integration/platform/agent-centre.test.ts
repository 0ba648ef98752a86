/**
 * The agent centre's own calls (docs/platform-protocol.md "Agent centre"): the agent policy and
 * rebates (AGENTPOLICY3), direct registration of a downline (policy, field rules, rebate ceilings,
 * duplicates), the team tree (levels, path, search, counts, details) over account_tree, and
 * announcements for agents with their read state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, authed, env, loginOk, sealed, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { BASE, callJson, qs, type Envelope } from './client';
import { platformHeaders } from '../support/platform';

const MERCHANT = 'DEMO';
const IP = '198.51.100.111';
let p: AccountsPlatform;
const tokens: Record<string, string> = {};

async function idOf(username: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>();
  if (!row) throw new Error(`no account ${username}`);
  return row.id;
}

async function register(token: string, payload: Record<string, unknown>) {
  const seal = await sealed(p, payload);
  const res = await p.fetch(
    new Request(`${BASE}/wps/relay/MCS2_registerDownline`, {
      method: 'POST',
      headers: platformHeaders({ ...authed(token), ...seal.headers }),
      body: seal.body,
    }),
  );
  return { status: res.status, body: (await res.json()) as Envelope };
}

const get = (token: string, path: string, lang?: string) => callJson(p, path, { headers: authed(token, lang ? { Language: lang } : {}) });

async function setModule(modId: string, on: boolean) {
  await env.DB.prepare('UPDATE whitelabel_nodes SET enabled = ?3 WHERE merchant_code = ?1 AND mod_id = ?2')
    .bind(MERCHANT, modId, on ? '1' : '0')
    .run();
}

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  for (const [username, password] of [
    ['demo_agent', 'Agent2024'],
    ['demo_down3', 'Down2024'],
    ['demo_member', 'Member2024'],
  ] as const) {
    tokens[username] = (await loginOk(p, username, password, IP)).token as string;
  }
});

describe('the agent policy', () => {
  it('answers what the agent type may open and the top agent’s rebates (the brand’s ceilings)', async () => {
    const { status, body } = await get(tokens.demo_agent!, '/wps/relay/MCS2_agentPolicy');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ agentType: 1, canOpenMember: true, canOpenAgent: true, downlineAgentType: 2 });
    expect(body.value.rebates).toEqual([
      { product: 'RNG', rebateValue: 1.5, rebateSubordinateLimit: 1.5 },
      { product: 'LIVE', rebateValue: 1, rebateSubordinateLimit: 1 },
      { product: 'FISH', rebateValue: 1.2, rebateSubordinateLimit: 1.2 },
      { product: 'SPORTS', rebateValue: 0.9, rebateSubordinateLimit: 0.9 },
      { product: 'LOTT', rebateValue: 1.1, rebateSubordinateLimit: 1.1 },
    ]);
  });

  it('refuses players and answers function.not.available with AGENTPOLICY3 off', async () => {
    const member = await get(tokens.demo_member!, '/wps/relay/MCS2_agentPolicy');
    expect(member.status).toBe(403);
    expect(member.body.errorCode).toBe('agent.only');
    await setModule('AGENTPOLICY3', false);
    try {
      const off = await get(tokens.demo_agent!, '/wps/relay/MCS2_agentPolicy');
      expect(off.body.errorCode).toBe('function.not.available');
      // Without the policy an agent opens members only.
      const agent = await register(tokens.demo_agent!, { accountType: 'AGENT', username: 'nopolicy1', password: 'Pass1234', confirmPassword: 'Pass1234' });
      expect(agent.body).toMatchObject({ success: false, errorCode: 'request_param_err', message: 'accountType: not allowed by policy' });
    } finally {
      await setModule('AGENTPOLICY3', true);
    }
  });
});

describe('direct registration of a downline', () => {
  it('opens a member under the agent, with rebates no higher than the agent’s own, and it can log in', async () => {
    const { status, body } = await register(tokens.demo_agent!, {
      accountType: 'MEMBER',
      username: 'Direct1',
      nickname: 'Direct One',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      email: 'direct1@example.com',
      rebates: [
        { product: 'RNG', rebateValue: '1.50' },
        { product: 'LIVE', rebateValue: 0.35 },
      ],
    });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ username: 'direct1', nickname: 'Direct One', type: 0, isAgent: false, affiliateCode: null });
    expect(body.value.rebates.slice(0, 3)).toEqual([
      { product: 'RNG', rebateValue: 1.5, rebateSubordinateLimit: 1.5 },
      { product: 'LIVE', rebateValue: 0.35, rebateSubordinateLimit: 0.35 },
      { product: 'FISH', rebateValue: 0, rebateSubordinateLimit: 0 },
    ]);
    const row = await env.DB.prepare('SELECT parent_id, email, profile FROM accounts WHERE id = ?1')
      .bind(body.value.id)
      .first<{ parent_id: number; email: string; profile: string }>();
    expect(row?.parent_id).toBe(await idOf('demo_agent'));
    expect(row?.email).toBe('direct1@example.com');
    expect(JSON.parse(row!.profile).registerMethod).toBe('AGENT');
    const tree = await env.DB.prepare('SELECT depth FROM account_tree WHERE ancestor_id = ?1 AND descendant_id = ?2')
      .bind(await idOf('demo_agent'), body.value.id)
      .first<{ depth: number }>();
    expect(tree?.depth).toBe(1);
    await loginOk(p, 'direct1', 'Pass1234', '198.51.100.112');
  });

  it('refuses a rate above the agent’s own, per product, and an unknown product', async () => {
    const above = await register(tokens.demo_agent!, {
      username: 'toohigh1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'LIVE', rebateValue: '1.01' }],
    });
    expect(above.body).toMatchObject({ success: false, message: 'rebates.LIVE: above upline rate 1' });
    const unknown = await register(tokens.demo_agent!, {
      username: 'toohigh1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'XX', rebateValue: 0 }],
    });
    expect(unknown.body.message).toBe('rebates: unknown product XX');
    const bad = await register(tokens.demo_agent!, {
      username: 'toohigh1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'RNG', rebateValue: '0.123' }],
    });
    expect(bad.body.message).toBe('rebates.RNG: must be a rate with at most two decimals');
    expect(await env.DB.prepare("SELECT id FROM accounts WHERE username = 'toohigh1'").first()).toBeNull();
  });

  it('opens a sub-agent of the policy’s type whose own downline is capped by the sub-agent’s rates', async () => {
    const { body } = await register(tokens.demo_agent!, {
      accountType: 'AGENT',
      username: 'subagent1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'RNG', rebateValue: 1 }],
    });
    expect(body.value).toMatchObject({ username: 'subagent1', type: 2, isAgent: true });
    expect(body.value.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const subToken = (await loginOk(p, 'subagent1', 'Pass1234', '198.51.100.113')).token as string;
    const policy = await get(subToken, '/wps/relay/MCS2_agentPolicy');
    expect(policy.body.value.rebates[0]).toEqual({ product: 'RNG', rebateValue: 1, rebateSubordinateLimit: 1 });
    // Not a top agent: no row means 0.
    expect(policy.body.value.rebates[1]).toEqual({ product: 'LIVE', rebateValue: 0, rebateSubordinateLimit: 0 });
    const capped = await register(subToken, {
      username: 'deep1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'RNG', rebateValue: 1.2 }],
    });
    expect(capped.body.message).toBe('rebates.RNG: above upline rate 1');
    const ok = await register(subToken, {
      username: 'deep1',
      password: 'Pass1234',
      confirmPassword: 'Pass1234',
      rebates: [{ product: 'RNG', rebateValue: 1 }],
    });
    expect(ok.body.success).toBe(true);
  });

  it('refuses a type the policy does not allow (type 41 opens members only)', async () => {
    await env.DB.prepare('UPDATE accounts SET type = 41 WHERE id = ?1')
      .bind(await idOf('demo_down3'))
      .run();
    try {
      const res = await register(tokens.demo_down3!, { accountType: 'AGENT', username: 'nope41', password: 'Pass1234', confirmPassword: 'Pass1234' });
      expect(res.body.message).toBe('accountType: not allowed by policy');
      const member = await register(tokens.demo_down3!, { accountType: 'MEMBER', username: 'under41', password: 'Pass1234', confirmPassword: 'Pass1234' });
      expect(member.body.value).toMatchObject({ username: 'under41', type: 0 });
    } finally {
      await env.DB.prepare('UPDATE accounts SET type = 2 WHERE id = ?1')
        .bind(await idOf('demo_down3'))
        .run();
    }
  });

  it('applies the brand’s field rules and refuses a duplicate username, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '1abc', password: 'Pass1234', confirmPassword: 'Pass1234' }, 'username: '],
      [{ username: 'abc', password: 'Pass1234', confirmPassword: 'Pass1234' }, 'username: '],
      [{ username: 'fresh1', password: 'Pass1234', confirmPassword: 'Pass9999' }, 'confirmPassword: inconsistent twice'],
      [{ username: 'fresh1', password: '', confirmPassword: '' }, 'password: not empty'],
      [{ username: 'fresh1', password: 'Pass1234', confirmPassword: 'Pass1234', email: 'not-mail' }, 'email: '],
      [{ username: 'fresh1', password: 'aurora888', confirmPassword: 'aurora888' }, 'password: must not be the default password'],
      [{ username: 'DIRECT1', password: 'Pass1234', confirmPassword: 'Pass1234' }, 'username: already exists'],
      [{ username: 'direct1', password: 'Pass1234', confirmPassword: 'Pass1234' }, 'username: already exists'],
      [{ accountType: 'BOSS', username: 'fresh1', password: 'Pass1234', confirmPassword: 'Pass1234' }, 'accountType: must be MEMBER or AGENT'],
    ];
    for (const [payload, message] of cases) {
      const res = await register(tokens.demo_agent!, payload);
      expect(res.body.success, JSON.stringify(payload)).toBe(false);
      expect(res.body.message).toContain(message);
    }
    expect(await env.DB.prepare("SELECT id FROM accounts WHERE username = 'fresh1'").first()).toBeNull();
  });

  it('is for agents only', async () => {
    const res = await register(tokens.demo_member!, { username: 'bymember', password: 'Pass1234', confirmPassword: 'Pass1234' });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('agent.only');
  });
});

describe('the team tree', () => {
  it('lists the direct downline with counts, and drills into a sub-agent level by level', async () => {
    const top = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ pageSize: 50 })}`);
    expect(top.status).toBe(200);
    const v = top.body.value;
    const direct = await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE parent_id = ?1')
      .bind(await idOf('demo_agent'))
      .first<{ n: number }>();
    expect(v.counts.direct).toBe(direct!.n);
    expect(v.total).toBe(direct!.n);
    expect(v.parent).toMatchObject({ username: 'demo_agent', level: 0 });
    expect(v.path).toEqual([{ username: 'demo_agent', nickname: 'Demo Agent', level: 0 }]);
    expect(v.list.every((n: { level: number }) => n.level === 1)).toBe(true);
    const sub = v.list.find((n: { username: string }) => n.username === 'subagent1');
    expect(sub).toMatchObject({ isAgent: true, directCount: 1, teamSize: 1 });
    const down1 = v.list.find((n: { username: string }) => n.username === 'demo_down1');
    expect(down1).toMatchObject({ nickname: 'Downline One', isAgent: false, balance: 120, directCount: 0, teamSize: 0 });
    // The whole team = every descendant (recomputed by walking parent ids).
    const walk = await env.DB.prepare(
      `WITH RECURSIVE team(id) AS (SELECT id FROM accounts WHERE parent_id = ?1 UNION ALL SELECT a.id FROM accounts a JOIN team t ON a.parent_id = t.id) SELECT COUNT(*) AS n FROM team`,
    )
      .bind(await idOf('demo_agent'))
      .first<{ n: number }>();
    expect(v.counts.team).toBe(walk!.n);

    const level2 = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ parent: 'subagent1' })}`);
    expect(level2.body.value.path.map((s: { username: string }) => s.username)).toEqual(['demo_agent', 'subagent1']);
    expect(level2.body.value.list).toEqual([expect.objectContaining({ username: 'deep1', level: 2, isAgent: false })]);
  });

  it("shows each member's identity verification status, never a document", async () => {
    const deep1 = await idOf('deep1');
    const document = (kind: string, state: string, n: number) =>
      env.DB.prepare(
        `INSERT INTO kyc_documents (merchant_code, account_id, kind, state, request_id, object_key, content_type, byte_size, sha256, reason_code, document_number, created_at)
         VALUES ('DEMO', ?1, ?2, ?3, ?4, ?5, 'image/png', 10, 'x', ?6, ?7, ?8)`,
      ).bind(
        deep1,
        kind,
        state,
        `agent-view-${n}`,
        `kyc/deep1/${n}`,
        state === 'REFUSED' ? 'UNREADABLE' : null,
        kind === 'ID_FRONT' ? 'P1234567' : null,
        Date.now() - n,
      );
    const tree = async () =>
      (await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ parent: 'subagent1' })}`)).body.value.list[0] as Record<string, unknown>;
    const detail = async () =>
      (await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineDetail?${qs({ username: 'deep1' })}`)).body.value as Record<string, unknown>;
    try {
      expect(await tree()).toMatchObject({ username: 'deep1', verification: 'NOT_STARTED' });
      await document('ID_FRONT', 'IN_REVIEW', 1).run();
      expect((await tree()).verification).toBe('ACTION_NEEDED');
      await env.DB.batch([document('ID_BACK', 'IN_REVIEW', 2), document('SELFIE', 'REFUSED', 3), document('PROOF_OF_ADDRESS', 'IN_REVIEW', 4)]);
      expect((await tree()).verification).toBe('ACTION_NEEDED');
      await env.DB.prepare("UPDATE kyc_documents SET state = 'IN_REVIEW', reason_code = NULL WHERE account_id = ?1 AND kind = 'SELFIE'").bind(deep1).run();
      expect((await tree()).verification).toBe('IN_REVIEW');
      await env.DB.prepare("UPDATE kyc_documents SET state = 'ACCEPTED' WHERE account_id = ?1").bind(deep1).run();
      expect((await tree()).verification).toBe('VERIFIED');
      const shown = await detail();
      expect(shown.verification).toBe('VERIFIED');
      // The status alone: no document, kind, number or reason reaches the agent.
      for (const answer of [await tree(), shown]) {
        const text = JSON.stringify(answer);
        for (const secret of ['P1234567', 'kyc/deep1', 'ID_FRONT', 'UNREADABLE', 'documents']) expect(text).not.toContain(secret);
      }
    } finally {
      await env.DB.prepare('DELETE FROM kyc_documents WHERE account_id = ?1').bind(deep1).run();
    }
  });

  it('pages the direct downline newest first', async () => {
    const one = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ pageSize: 2, pageNo: 1 })}`);
    const two = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ pageSize: 2, pageNo: 2 })}`);
    expect(one.body.value.list).toHaveLength(2);
    const names = [...one.body.value.list, ...two.body.value.list].map((n: { username: string }) => n.username);
    expect(new Set(names).size).toBe(names.length);
    expect(one.body.value.list[0].createdAt).toBeGreaterThanOrEqual(one.body.value.list[1].createdAt);
  });

  it('searches the whole team by username at any level, and never outside it', async () => {
    const found = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ username: 'DEEP' })}`);
    expect(found.body.value.list).toEqual([expect.objectContaining({ username: 'deep1', level: 2 })]);
    expect(found.body.value.total).toBe(1);
    const outside = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ username: 'demo_member' })}`);
    expect(outside.body.value.list).toEqual([]);
    const wildcard = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineTree?${qs({ username: '%' })}`);
    expect(wildcard.body.value.total).toBe(0);
    // A sub-agent sees only their own team.
    const sub = await get(tokens.demo_down3!, `/wps/relay/MCS2_downlineTree?${qs({ parent: 'demo_agent' })}`);
    expect(sub.status).toBe(404);
    expect(sub.body.errorCode).toBe('downline.not_found');
  });

  it('answers a downline’s details: upline, money, turnover and rebates; nothing outside the team', async () => {
    const down1 = await idOf('demo_down1');
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, provider_ref, created_at)
         VALUES ('DEMO', ?1, 'BANK', 'BANK', 5000, 'PAID', 'agent-test-1', 1), ('DEMO', ?1, 'BANK', 'BANK', 700, 'PENDING', 'agent-test-2', 2)`,
      ).bind(down1),
      env.DB.prepare(
        `INSERT INTO bets (merchant_code, account_id, round_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at)
         VALUES ('DEMO', ?1, 'agent-r1', 'G', 'V', 'RNG', 1000, 900, 0, 'SETTLED', 1), ('DEMO', ?1, 'agent-r2', 'G', 'V', 'RNG', 300, 300, 0, 'OPEN', 2)`,
      ).bind(down1),
    ]);
    const { body } = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineDetail?${qs({ username: 'demo_down1' })}`);
    expect(body.value).toMatchObject({ username: 'demo_down1', upline: 'demo_agent', level: 1, depositTotal: 50, depositCount: 1, turnover: 9, betCount: 1 });
    expect(body.value.rebates).toHaveLength(5);
    const deep = await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineDetail?${qs({ username: 'deep1' })}`);
    expect(deep.body.value).toMatchObject({ level: 2, upline: 'subagent1' });
    expect((await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineDetail?${qs({ username: 'demo_member' })}`)).status).toBe(404);
    expect((await get(tokens.demo_agent!, `/wps/relay/MCS2_downlineDetail?${qs({ username: 'demo_agent' })}`)).status).toBe(404);
  });
});

describe('announcements for agents', () => {
  it('lists them in the request language with read state, marks one and then all read', async () => {
    const first = await get(tokens.demo_agent!, '/wps/relay/MCS2_agentAnnouncements');
    expect(first.body.value.total).toBe(3);
    expect(first.body.value.unread).toBe(3);
    expect(first.body.value.list[0]).toMatchObject({ title: 'Settlement times', read: false, readAt: null });
    const ko = await get(tokens.demo_agent!, '/wps/relay/MCS2_agentAnnouncements', 'ko');
    expect(ko.body.value.list[0].title).toBe('정산 시간');

    const id = first.body.value.list[0].id;
    const read = await callJson(p, '/wps/relay/MCS2_readAgentAnnouncements', { method: 'POST', headers: authed(tokens.demo_agent!), body: { ids: [id] } });
    expect(read.body.value).toEqual({ updated: 1, unread: 2 });
    const again = await callJson(p, '/wps/relay/MCS2_readAgentAnnouncements', { method: 'POST', headers: authed(tokens.demo_agent!), body: { ids: [id] } });
    expect(again.body.value).toEqual({ updated: 0, unread: 2 });
    const after = await get(tokens.demo_agent!, '/wps/relay/MCS2_agentAnnouncements');
    expect(after.body.value.list[0]).toMatchObject({ id, read: true });
    expect(after.body.value.list[1].read).toBe(false);
    // Another agent's read state is their own.
    expect((await get(tokens.demo_down3!, '/wps/relay/MCS2_agentAnnouncements')).body.value.unread).toBe(3);

    const all = await callJson(p, '/wps/relay/MCS2_readAgentAnnouncements', { method: 'POST', headers: authed(tokens.demo_agent!), body: { all: true } });
    expect(all.body.value).toEqual({ updated: 2, unread: 0 });
    const unknown = await callJson(p, '/wps/relay/MCS2_readAgentAnnouncements', {
      method: 'POST',
      headers: authed(tokens.demo_agent!),
      body: { ids: [999999] },
    });
    expect(unknown.body.errorCode).toBe('announcement.not_found');
    const member = await get(tokens.demo_member!, '/wps/relay/MCS2_agentAnnouncements');
    expect(member.body.errorCode).toBe('agent.only');
  });
});
