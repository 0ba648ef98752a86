/**
 * Transfers (docs/platform-protocol.md "Transfers (wallet and player)"): the brand's wallet mode
 * and its development switch, main ↔ vendor wallet transfers and "all to main" in both modes,
 * player transfers (member → upline, agent → downline at any depth, agent → upline) with their
 * recipient rules, limits and payment password, idempotent repeats, the downline search, the
 * transfer list, and the sweep completing a transfer left half-done (DEBITED).
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#platform/src/index';
import type { Env as PlatformEnv } from '#platform/src/env';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { accountsPlatform, authed, env, loginOk, sealed, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { BASE, callJson, type Envelope } from './client';
import { platformHeaders } from '../support/platform';

const MERCHANT = 'DEMO';
const PAY_PASSWORD = 'Pay-2468';
const IP = '198.51.100.90';

let p: AccountsPlatform;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const PASSWORDS: Record<string, string> = {
  demo_member: 'Member2024',
  demo_agent: 'Agent2024',
  demo_down1: 'Down2024',
  demo_down2: 'Down2024',
  demo_down3: 'Down2024',
  demo_trial: 'Trial2024',
};

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  const hash = encodePasswordHash(await hashPassword(p.env, PAY_PASSWORD));
  for (const username of Object.keys(PASSWORDS)) {
    const row = await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>();
    ids[username] = row!.id;
    if (username !== 'demo_member') {
      await env.DB.prepare('UPDATE accounts SET payment_password = ?2 WHERE id = ?1').bind(row!.id, hash).run();
    }
    const login = await loginOk(p, username, PASSWORDS[username]!, IP);
    tokens[username] = login.token as string;
  }
  // A member two levels below demo_agent (under the sub-agent demo_down3), and a stranger.
  for (const [username, parent] of [
    ['deep_member', 'demo_down3'],
    ['stranger', null],
  ] as const) {
    await env.DB.prepare(
      `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
       VALUES (?1, ?2, ?3, 0, (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?4), 'UNUSABLE', 0, '', '', 0, 0)
       ON CONFLICT (merchant_code, username) DO NOTHING`,
    )
      .bind(MERCHANT, username, `Nick ${username}`, parent)
      .run();
    ids[username] = (await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
      .bind(MERCHANT, username)
      .first<{ id: number }>())!.id;
  }
  // Money for the sender tests, through the ledger like every movement.
  for (const username of ['demo_down1', 'demo_agent', 'demo_down3']) {
    const r = await walletGate(p.env).execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: ids[username]!,
      key: `transfer-test-topup:${username}`,
      amountMinor: 500_00,
      kind: 'ADJUSTMENT',
      contra: 'HOUSE',
    });
    expect(r.ok).toBe(true);
  }
});

// ---- helpers ---------------------------------------------------------------------------------

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

const get = (user: string, path: string) => callJson(p, path, { headers: authed(tokens[user]!) });
const postJson = (user: string, path: string, body: unknown) => callJson(p, path, { headers: authed(tokens[user]!), body });

async function toPlayer(user: string, body: Record<string, unknown>): Promise<{ status: number; body: Envelope }> {
  const seal = await sealed(p, body);
  const res = await p.fetch(
    new Request(`${BASE}/wps/relay/MCS2_transferToPlayer`, {
      method: 'POST',
      headers: platformHeaders({ ...authed(tokens[user]!), ...seal.headers }),
      body: seal.body,
    }),
  );
  return { status: res.status, body: (await res.json()) as Envelope };
}

const send = (user: string, targetUsername: string, amount: number | string, extra: Record<string, unknown> = {}) =>
  toPlayer(user, { targetUsername, amount, paymentPassword: PAY_PASSWORD, requestId: newKey(), ...extra });

async function setMode(body: Record<string, unknown>) {
  const { status, body: answer } = await callJson(p, '/__dev/wallet-settings', { method: 'PUT', rawHeaders: new Headers(), body });
  return { status, answer };
}

async function balanceOf(
  user: string,
): Promise<{ balance: number; sumBalance: number; isSingle: boolean; wallets: { vendorCode: string; availBalance: number }[] }> {
  const { status, body } = await get(user, '/wps/v2/wallets/balance');
  expect(status).toBe(200);
  return body.value;
}

/** The ledger's books stay right: every entry sums to zero and every cached balance equals its lines. */
async function expectBooksBalanced() {
  const unbalanced = await env.DB.prepare('SELECT entry_id FROM journal_lines WHERE merchant_code = ?1 GROUP BY entry_id HAVING SUM(amount_minor) <> 0')
    .bind(MERCHANT)
    .all();
  expect(unbalanced.results).toEqual([]);
  const drift = await env.DB.prepare(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
      WHERE a.merchant_code = ?1 GROUP BY a.id HAVING a.balance_minor <> COALESCE(SUM(l.amount_minor), 0)`,
  )
    .bind(MERCHANT)
    .all();
  expect(drift.results).toEqual([]);
}

async function transferRow(id: number) {
  return env.DB.prepare('SELECT status, from_account_id, to_account_id, amount_minor FROM transfers WHERE id = ?1')
    .bind(id)
    .first<{ status: string; amount_minor: number }>();
}

// ---- wallet modes ----------------------------------------------------------------------------

describe('wallet mode', () => {
  it('the demo brand is SINGLE: no vendor wallets, wallet transfers refused', async () => {
    await setMode({ walletMode: 'SINGLE' });
    const { status, body } = await get('demo_member', '/wps/relay/GCS_merchantWallet');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ isSingle: true, walletMode: 'SINGLE', vendors: [] });
    expect((await balanceOf('demo_member')).isSingle).toBe(true);
    const refused = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', amount: 1, requestId: newKey() });
    expect(refused.body.errorCode).toBe('wallet.transfer_mode_off');
    const all = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { allToMain: true, requestId: newKey() });
    expect(all.body.errorCode).toBe('wallet.transfer_mode_off');
  });

  it('needs a session', async () => {
    const { status, body } = await callJson(p, '/wps/relay/GCS_merchantWallet');
    expect(status).toBe(401);
    expect(body.errorCode).toBe('login.not.session');
  });

  it('the development switch takes only catalogue vendors, and at least one for TRANSFER', async () => {
    expect((await setMode({ walletMode: 'TRANSFER', transferVendors: ['PP', 'NOPE'] })).answer.message).toContain('NOPE');
    expect((await setMode({ walletMode: 'TRANSFER', transferVendors: [] })).answer.errorCode).toBe('request_param_err');
    expect((await setMode({ walletMode: 'SIDEWAYS' })).status).toBe(400);
    const hidden = await worker.fetch(
      new Request(`${BASE}/__dev/wallet-settings`, { method: 'PUT', body: JSON.stringify({ walletMode: 'TRANSFER', transferVendors: ['PP'] }) }),
      { ...p.env, DEV_TOOLS: '0' } as PlatformEnv,
    );
    expect(hidden.status).toBe(404);
    const row = await env.DB.prepare('SELECT wallet_mode FROM brand_wallet_settings WHERE merchant_code = ?1').bind(MERCHANT).first<{ wallet_mode: string }>();
    expect(row?.wallet_mode ?? 'SINGLE').toBe('SINGLE');
  });

  it('TRANSFER: the vendors with their names, and a wallet of each in the balance', async () => {
    const { answer } = await setMode({ walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] });
    expect(answer.value).toMatchObject({ walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] });
    const { body } = await get('demo_member', '/wps/relay/GCS_merchantWallet');
    expect(body.value).toEqual({
      isSingle: false,
      walletMode: 'TRANSFER',
      currency: expect.any(String),
      vendors: [
        { vendorCode: 'PP', vendorName: 'Pragmatic Play' },
        { vendorCode: 'EVO', vendorName: 'Evolution' },
      ],
    });
    const korean = await callJson(p, '/wps/relay/GCS_merchantWallet', { headers: authed(tokens.demo_member!, { Language: 'KO' }) });
    expect(korean.body.value.vendors[0].vendorName).toBe('프라그마틱 플레이');
    const balance = await balanceOf('demo_member');
    expect(balance.isSingle).toBe(false);
    expect(balance.wallets.map((w) => w.vendorCode)).toEqual(['PP', 'EVO']);
  });
});

describe('wallet transfers (TRANSFER mode)', () => {
  beforeAll(async () => {
    await setMode({ walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] });
  });

  it('main → vendor and back moves the amount, sum unchanged', async () => {
    const before = await balanceOf('demo_member');
    const key = newKey();
    const { status, body } = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', amount: 12.34, requestId: key });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ from: 'MAIN', to: 'PP', amount: 12.34, transferId: expect.any(Number) });
    const after = await balanceOf('demo_member');
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100) - 1234);
    expect(after.wallets.find((w) => w.vendorCode === 'PP')?.availBalance).toBe((before.wallets.find((w) => w.vendorCode === 'PP')?.availBalance ?? 0) + 12.34);
    expect(after.sumBalance).toBe(before.sumBalance);

    // The same request again: the first answer, nothing moves.
    const again = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', amount: 12.34, requestId: key });
    expect(again.body.value).toEqual(body.value);
    expect(await balanceOf('demo_member')).toEqual(after);
    // The same key with another amount: refused.
    const reused = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', amount: 1, requestId: key });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('wallet.idempotency_key_reused');

    const back = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'PP', to: '', amount: '2.34', requestId: newKey() });
    expect(back.body.value).toMatchObject({ from: 'PP', to: 'MAIN', amount: 2.34 });
    const last = await balanceOf('demo_member');
    expect(last.wallets.find((w) => w.vendorCode === 'PP')?.availBalance).toBe(after.wallets.find((w) => w.vendorCode === 'PP')!.availBalance - 2.34);
    await expectBooksBalanced();
  });

  it('refuses bad amounts, unknown and equal wallets, more than the wallet holds, a missing key', async () => {
    const before = await balanceOf('demo_member');
    const attempt = (body: Record<string, unknown>) =>
      postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', requestId: newKey(), ...body });
    for (const amount of [0, -1, 1.234, 'abc', '', null]) {
      const { status, body } = await attempt({ amount });
      expect(status, String(amount)).toBe(400);
      expect(body.errorCode, String(amount)).toBe('wallet.amount_invalid');
    }
    expect((await attempt({ amount: 1, to: 'JLX' })).body.errorCode).toBe('wallet.unknown_wallet');
    expect((await attempt({ amount: 1, to: 'MAIN', from: 'MAIN' })).body.errorCode).toBe('wallet.same_wallet');
    expect((await attempt({ amount: 1, from: 'EVO', to: 'MAIN' })).body.errorCode).toBe('wallet.insufficient_balance');
    expect((await attempt({ amount: before.balance + 1 })).body.errorCode).toBe('wallet.insufficient_balance');
    const missing = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'PP', amount: 1 });
    expect(missing.body).toMatchObject({ errorCode: 'request_param_err', message: 'requestId: not empty' });
    expect(await balanceOf('demo_member')).toEqual(before);
  });

  it('all to main: every vendor wallet back at once, once per key', async () => {
    await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'EVO', amount: 3, requestId: newKey() });
    const before = await balanceOf('demo_member');
    const vendorTotal = before.wallets.reduce((sum, w) => sum + Math.round(w.availBalance * 100), 0);
    expect(vendorTotal).toBeGreaterThan(0);
    const key = newKey();
    const { body } = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { allToMain: true, requestId: key });
    expect(body.value).toEqual({ allToMain: true, movedAmount: vendorTotal / 100 });
    const after = await balanceOf('demo_member');
    expect(after.wallets.every((w) => w.availBalance === 0)).toBe(true);
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100) + vendorTotal);
    const again = await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { allToMain: true, requestId: key });
    expect(again.body.value).toEqual(body.value);
    expect(await balanceOf('demo_member')).toEqual(after);
    // Nothing left to move: a success that moves nothing.
    expect((await postJson('demo_member', '/wps/relay/GCS_walletTransfer', { allToMain: true, requestId: newKey() })).body.value.movedAmount).toBe(0);
    await expectBooksBalanced();
  });
});

// ---- player transfers ------------------------------------------------------------------------

describe('transfer options and the downline search', () => {
  it('a member sees their upline by name; a member without one sees none; an agent is an agent', async () => {
    const down1 = (await get('demo_down1', '/wps/relay/MCS2_transferOptions')).body.value;
    expect(down1).toMatchObject({ isAgent: false, canSend: true, upline: { username: 'demo_agent', nickname: 'Demo Agent' }, paymentPasswordSet: true });
    expect(down1.minAmount).toBeGreaterThan(0);
    expect(down1.maxAmount).toBeGreaterThanOrEqual(down1.minAmount);
    expect((await get('demo_member', '/wps/relay/MCS2_transferOptions')).body.value).toMatchObject({ upline: null, paymentPasswordSet: false });
    expect((await get('demo_agent', '/wps/relay/MCS2_transferOptions')).body.value).toMatchObject({ isAgent: true, upline: null });
    expect((await get('demo_down3', '/wps/relay/MCS2_transferOptions')).body.value).toMatchObject({ isAgent: true, upline: { username: 'demo_agent' } });
    expect((await get('demo_trial', '/wps/relay/MCS2_transferOptions')).body.value).toMatchObject({ canSend: false });
  });

  it('an agent finds their own downline at any depth by username prefix, nobody else', async () => {
    const { body } = await get('demo_agent', '/wps/relay/MCS2_searchDownline?username=DEMO_DOWN');
    expect(body.value.list.map((r: { username: string }) => r.username)).toEqual(['demo_down1', 'demo_down2', 'demo_down3', 'demo_down4']);
    expect(body.value.list[2]).toMatchObject({ level: 1, isAgent: true, nickname: 'Downline Three' });
    const deep = (await get('demo_agent', '/wps/relay/MCS2_searchDownline?username=deep')).body.value.list;
    expect(deep).toEqual([{ username: 'deep_member', nickname: 'Nick deep_member', level: 2, isAgent: false }]);
    // Not the agent's own upline or strangers; a sub-agent sees only its own part of the tree.
    expect((await get('demo_agent', '/wps/relay/MCS2_searchDownline?username=stranger')).body.value.list).toEqual([]);
    expect((await get('demo_down3', '/wps/relay/MCS2_searchDownline?username=demo')).body.value.list).toEqual([]);
    expect((await get('demo_agent', '/wps/relay/MCS2_searchDownline?username=%25')).body.value.list).toEqual([]);
    expect((await get('demo_agent', '/wps/relay/MCS2_searchDownline?username=')).body).toMatchObject({ errorCode: 'request_param_err' });
    expect((await get('demo_down1', '/wps/relay/MCS2_searchDownline?username=demo')).body.errorCode).toBe('function.not.available');
  });
});

describe.each(['SINGLE', 'TRANSFER'] as const)('player transfers (%s mode)', (mode) => {
  beforeAll(async () => {
    await setMode(
      mode === 'SINGLE' ? { walletMode: 'SINGLE', transferMinMinor: 100, transferMaxMinor: 10_000_000 } : { walletMode: 'TRANSFER', transferVendors: ['PP'] },
    );
  });

  it('a member sends to their upline: both steps done, once per request id', async () => {
    const [from0, to0] = [await balanceOf('demo_down1'), await balanceOf('demo_agent')];
    const requestId = newKey();
    const first = await toPlayer('demo_down1', { targetUsername: 'Demo_Agent', amount: '5.25', paymentPassword: PAY_PASSWORD, requestId });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'COMPLETED', targetUsername: 'demo_agent', amount: 5.25 });
    expect((await transferRow(first.body.value.transferId))?.status).toBe('COMPLETED');
    const [from1, to1] = [await balanceOf('demo_down1'), await balanceOf('demo_agent')];
    expect(Math.round(from1.balance * 100)).toBe(Math.round(from0.balance * 100) - 525);
    expect(Math.round(to1.balance * 100)).toBe(Math.round(to0.balance * 100) + 525);

    const again = await toPlayer('demo_down1', { targetUsername: 'demo_agent', amount: 5.25, paymentPassword: PAY_PASSWORD, requestId });
    expect(again.body.value).toEqual(first.body.value);
    expect(await balanceOf('demo_down1')).toEqual(from1);
    expect(await balanceOf('demo_agent')).toEqual(to1);
    const reused = await toPlayer('demo_down1', { targetUsername: 'demo_agent', amount: 6, paymentPassword: PAY_PASSWORD, requestId });
    expect(reused.body.errorCode).toBe('wallet.idempotency_key_reused');
    await expectBooksBalanced();
  });

  it('an agent sends to a direct downline, to one two levels down, and a sub-agent to its upline', async () => {
    expect((await send('demo_agent', 'demo_down2', 1)).body.value.status).toBe('COMPLETED');
    expect((await send('demo_agent', 'deep_member', 2)).body.value.status).toBe('COMPLETED');
    expect((await send('demo_down3', 'demo_agent', 3)).body.value.status).toBe('COMPLETED');
    await expectBooksBalanced();
  });

  it('refuses every other recipient, and moves nothing', async () => {
    const before = await balanceOf('demo_down1');
    const cases: [string, string][] = [
      ['demo_down1', 'demo_down2'], // a member to a sibling
      ['demo_down1', 'demo_down1'], // to oneself
      ['demo_down1', 'nobody_here'], // unknown
      ['demo_down1', 'deep_member'], // not the upline
      ['demo_down3', 'demo_down1'], // a sub-agent to its sibling's member (not its downline)
      ['demo_agent', 'stranger'], // outside the agent's tree
      ['demo_agent', 'demo_trial'], // a trial account
    ];
    for (const [from, to] of cases) {
      const { status, body } = await send(from, to, 1);
      expect([status, body.errorCode], `${from} → ${to}`).toEqual([400, 'wallet.recipient_invalid']);
    }
    expect((await send('demo_trial', 'demo_agent', 1)).body.errorCode).toBe('function.not.available');
    expect((await send('demo_member', 'demo_agent', 1)).body.errorCode).toBe('wallet.recipient_invalid');
    expect(await balanceOf('demo_down1')).toEqual(before);
  });

  it('checks amount, limits, balance and the payment password, in that order', async () => {
    await setMode({ walletMode: mode, transferVendors: mode === 'TRANSFER' ? ['PP'] : [], transferMinMinor: 200, transferMaxMinor: 100_00 });
    const before = await balanceOf('demo_down1');
    for (const amount of [0, -5, '1.001', 'x'])
      expect((await send('demo_down1', 'demo_agent', amount)).body.errorCode, String(amount)).toBe('wallet.amount_invalid');
    expect((await send('demo_down1', 'demo_agent', 1.99)).body.errorCode).toBe('wallet.below_minimum');
    expect((await send('demo_down1', 'demo_agent', 100.01)).body.errorCode).toBe('wallet.above_maximum');
    // Limits come before the password: a wrong one is not even checked (and not counted).
    expect((await send('demo_down1', 'demo_agent', 100.01, { paymentPassword: 'wrong' })).body.errorCode).toBe('wallet.above_maximum');
    expect((await send('demo_down1', 'demo_agent', 5, { paymentPassword: 'wrong-one' })).body.errorCode).toBe('payment_password_error');
    expect((await send('demo_down1', 'demo_agent', 5, { paymentPassword: '' })).body).toMatchObject({ errorCode: 'request_param_err' });
    expect((await send('demo_member', 'demo_agent', 5)).body.errorCode).toBe('wallet.recipient_invalid');
    expect(await balanceOf('demo_down1')).toEqual(before);
    await setMode({ walletMode: mode, transferVendors: mode === 'TRANSFER' ? ['PP'] : [], transferMinMinor: 100, transferMaxMinor: 1_000_000_00 });
    expect((await send('demo_down1', 'demo_agent', before.balance + 1)).body.errorCode).toBe('wallet.insufficient_balance');
    expect(await balanceOf('demo_down1')).toEqual(before);
  });
});

describe('payment password not set', () => {
  it('is refused with payment_password_not_set', async () => {
    await env.DB.prepare("UPDATE accounts SET parent_id = (SELECT id FROM accounts WHERE username = 'demo_agent' AND merchant_code = ?1) WHERE id = ?2")
      .bind(MERCHANT, ids.demo_member)
      .run();
    try {
      expect((await send('demo_member', 'demo_agent', 1)).body.errorCode).toBe('payment_password_not_set');
    } finally {
      await env.DB.prepare('UPDATE accounts SET parent_id = NULL WHERE id = ?1').bind(ids.demo_member).run();
    }
  });
});

describe('transfers left half-done', () => {
  /** Only the first step, as if the Worker died before the second. */
  async function sendOnly(amountMinor: number): Promise<number> {
    const r = await walletGate(p.env).execute({
      op: 'player.send',
      merchant: MERCHANT,
      accountId: ids.demo_down1!,
      key: newKey(),
      toAccountId: ids.demo_agent!,
      amountMinor,
    });
    expect(r.ok).toBe(true);
    return (r as { value: { transferId: number } }).value.transferId;
  }

  async function runSweep(offsetMs: number) {
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, { ...p.env, CLOCK_OFFSET_MS: String(offsetMs) }, ctx);
    await waitOnExecutionContext(ctx);
  }

  it('the scheduled sweep completes a DEBITED transfer once (after its grace), and never twice', async () => {
    const agent0 = await balanceOf('demo_agent');
    const id = await sendOnly(7_77);
    expect((await transferRow(id))?.status).toBe('DEBITED');
    await runSweep(0);
    expect((await transferRow(id))?.status).toBe('DEBITED');
    await runSweep(60_000);
    expect((await transferRow(id))?.status).toBe('COMPLETED');
    await runSweep(60_000);
    const agent1 = await balanceOf('demo_agent');
    expect(Math.round(agent1.balance * 100)).toBe(Math.round(agent0.balance * 100) + 7_77);
    const transit = await env.DB.prepare("SELECT COALESCE(SUM(balance_minor), 0) AS t FROM ledger_accounts WHERE merchant_code = ?1 AND kind = 'TRANSIT'")
      .bind(MERCHANT)
      .first<{ t: number }>();
    expect(transit?.t).toBe(0);
    await expectBooksBalanced();
  });

  it('the transfer list completes one left half-done before it answers', async () => {
    const id = await sendOnly(1_11);
    await env.DB.prepare('UPDATE transfers SET created_at = created_at - 60000 WHERE id = ?1').bind(id).run();
    const { body } = await get('demo_down1', '/wps/relay/MCS2_transferList?page=1&size=50');
    expect(body.value.list.find((r: { transferId: number }) => r.transferId === id)).toMatchObject({
      transferId: id,
      direction: 'OUT',
      username: 'demo_agent',
      nickname: 'Demo Agent',
      amount: 1.11,
      status: 'COMPLETED',
    });
    expect((await transferRow(id))?.status).toBe('COMPLETED');
    await expectBooksBalanced();
  });
});

describe('the transfer list', () => {
  it("shows the member's transfers both ways, newest first, paged", async () => {
    const sent = await send('demo_down1', 'demo_agent', 1.5);
    const received = await send('demo_agent', 'demo_down1', 2.5);
    const { body } = await get('demo_down1', '/wps/relay/MCS2_transferList?size=2');
    expect(body.value).toMatchObject({ page: 1, size: 2 });
    expect(body.value.total).toBeGreaterThanOrEqual(4);
    expect(body.value.list).toEqual([
      expect.objectContaining({ transferId: received.body.value.transferId, direction: 'IN', username: 'demo_agent', amount: 2.5, status: 'COMPLETED' }),
      expect.objectContaining({ transferId: sent.body.value.transferId, direction: 'OUT', username: 'demo_agent', amount: 1.5 }),
    ]);
    const stranger = await get('demo_down2', '/wps/relay/MCS2_transferList');
    expect(stranger.body.value.list.every((r: { username: string }) => r.username === 'demo_agent')).toBe(true);
  });
});
