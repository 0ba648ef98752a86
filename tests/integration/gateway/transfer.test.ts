/**
 * Transfers through the gateway against the reference platform: the wallets in both modes, the
 * wallet transfers and "all to main" (amounts in minor units, wire decimals in between), the
 * player transfer sealed on the wire, refusals as user errors on the form's fields, the downline
 * search for agents only, and the member's transfer list.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const PAY = '135790';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const WALLETS = `{ wallets { mode main total currency vendors { vendorCode name balance } } }`;
const BETWEEN = `mutation ($input: WalletTransferInput!) { transferBetweenWallets(input: $input) { ok amount errors { code field } } }`;
const ALL = `mutation ($input: AllToMainInput!) { transferAllToMain(input: $input) { ok amount errors { code field } } }`;
const TO_PLAYER = `mutation ($input: PlayerTransferInput!) { transferToPlayer(input: $input) { ok amount completed errors { code field } } }`;
const OPTIONS = `{ transferOptions { isAgent canSend upline { username nickname } minAmount maxAmount paymentPasswordSet } }`;
const SEARCH = `query ($u: String!) { downlineSearch(username: $u) { username nickname level isAgent } }`;
const LIST = `{ playerTransfers(page: 1, pageSize: 5) { total page pageSize items { id direction party { username nickname } amount status createdAt } } }`;

const tokens: Record<string, string> = {};
let keys = 0;
const key = () => `gw-transfer-${Date.now()}-${++keys}`;

async function login(username: string, password: string) {
  const { context } = await h.run(LOGIN, { input: { username, password } });
  tokens[username] = (context.sessionChange as { token: string }).token;
}

const as = (username: string) => ({ token: tokens[username]! });

async function setMode(body: Record<string, unknown>) {
  const response = await h.dev('PUT', '/__dev/wallet-settings', body);
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  await login('demo_down1', 'Down2024');
  await login('demo_agent', 'Agent2024');
  const hash = encodePasswordHash(await hashPassword(h.platform.env, PAY));
  await env.DB.prepare("UPDATE accounts SET payment_password = ?1 WHERE merchant_code = 'DEMO' AND username IN ('demo_down1', 'demo_agent')").bind(hash).run();
});
afterAll(() => setMode({ walletMode: 'SINGLE' }));

describe('wallets', () => {
  it('SINGLE: the main wallet alone; wallet transfers refused as data', async () => {
    await setMode({ walletMode: 'SINGLE' });
    const { result } = await h.run(WALLETS, {}, as('demo_down1'));
    expect(result.errors).toBeUndefined();
    expect(result.data.wallets).toMatchObject({ mode: 'SINGLE', vendors: [] });
    expect(result.data.wallets.total).toBe(result.data.wallets.main);
    const refused = await h.run(BETWEEN, { input: { from: 'MAIN', to: 'PP', amount: 100, requestId: key() } }, as('demo_down1'));
    expect(refused.result.errors).toBeUndefined();
    expect(refused.result.data.transferBetweenWallets).toEqual({ ok: false, amount: null, errors: [{ code: 'NOT_AVAILABLE', field: null }] });
  });

  it('nothing for an anonymous visitor', async () => {
    expect((await h.run(WALLETS)).result.data.wallets).toBeNull();
    expect((await h.run(OPTIONS)).result.data.transferOptions).toBeNull();
  });

  it('TRANSFER: each vendor with its name and balance; a transfer in minor units, then all back to main', async () => {
    await setMode({ walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] });
    const before = (await h.run(WALLETS, {}, as('demo_down1'))).result.data.wallets;
    expect(before.mode).toBe('TRANSFER');
    expect(before.vendors.map((v: { name: string }) => v.name)).toEqual(['Pragmatic Play', 'Evolution']);

    h.binding.reset();
    const moved = await h.run(BETWEEN, { input: { from: 'MAIN', to: 'EVO', amount: 1050, requestId: key() } }, as('demo_down1'));
    expect(moved.result.data.transferBetweenWallets).toEqual({ ok: true, amount: 1050, errors: [] });
    const sent = h.binding.requests.find((r) => r.endpoint === 'GCS_walletTransfer');
    expect(JSON.parse(sent!.body!)).toMatchObject({ from: 'MAIN', to: 'EVO', amount: '10.50' });
    expect(sent!.headers.get('ModuleId')).toBe('FUNDTRANS3');

    const after = (await h.run(WALLETS, {}, as('demo_down1'))).result.data.wallets;
    expect(after.main).toBe(before.main - 1050);
    expect(after.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'EVO').balance).toBe(1050);
    expect(after.total).toBe(before.total);
    // The header's figure is everything the member can play with, vendor wallets included.
    const header = (await h.run(`{ balance { amount total } }`, {}, as('demo_down1'))).result.data.balance;
    expect(header).toEqual({ amount: after.main, total: before.total });

    const bad = await h.run(BETWEEN, { input: { from: 'MAIN', to: 'MAIN', amount: 1, requestId: key() } }, as('demo_down1'));
    expect(bad.result.data.transferBetweenWallets.errors).toEqual([{ code: 'SAME_WALLET', field: 'to' }]);
    const broke = await h.run(BETWEEN, { input: { from: 'PP', to: 'MAIN', amount: 1, requestId: key() } }, as('demo_down1'));
    expect(broke.result.data.transferBetweenWallets.errors).toEqual([{ code: 'INSUFFICIENT_BALANCE', field: 'amount' }]);
    const zero = await h.run(BETWEEN, { input: { from: 'MAIN', to: 'PP', amount: 0, requestId: key() } }, as('demo_down1'));
    expect(zero.result.data.transferBetweenWallets.errors).toEqual([{ code: 'AMOUNT_INVALID', field: 'amount' }]);
    const noKey = await h.run(BETWEEN, { input: { from: 'MAIN', to: 'PP', amount: 1, requestId: 'x' } }, as('demo_down1'));
    expect(noKey.result.data.transferBetweenWallets.errors).toEqual([{ code: 'INVALID_INPUT', field: 'requestId' }]);

    const all = await h.run(ALL, { input: { requestId: key() } }, as('demo_down1'));
    expect(all.result.data.transferAllToMain).toEqual({ ok: true, amount: 1050, errors: [] });
    expect((await h.run(WALLETS, {}, as('demo_down1'))).result.data.wallets.main).toBe(before.main);
  });
});

describe('player transfers', () => {
  it('options: the upline by name, the limits in minor units', async () => {
    const { result } = await h.run(OPTIONS, {}, as('demo_down1'));
    expect(result.data.transferOptions).toEqual({
      isAgent: false,
      canSend: true,
      upline: { username: 'demo_agent', nickname: 'Demo Agent' },
      minAmount: 100,
      maxAmount: 10_000_000,
      paymentPasswordSet: true,
    });
  });

  it('a member sends to the upline: sealed on the wire, once per request id', async () => {
    const before = (await h.run(WALLETS, {}, as('demo_agent'))).result.data.wallets.main;
    const requestId = key();
    h.binding.reset();
    const sent = await h.run(TO_PLAYER, { input: { targetUsername: 'demo_agent', amount: 250, paymentPassword: PAY, requestId } }, as('demo_down1'));
    expect(sent.result.data.transferToPlayer).toEqual({ ok: true, amount: 250, completed: true, errors: [] });
    const wire = h.binding.requests.find((r) => r.endpoint === 'MCS2_transferToPlayer');
    expect(wire?.body).toBeDefined();
    expect(wire!.body).not.toContain(PAY);
    expect(wire!.body).not.toContain('demo_agent');
    const again = await h.run(TO_PLAYER, { input: { targetUsername: 'demo_agent', amount: 250, paymentPassword: PAY, requestId } }, as('demo_down1'));
    expect(again.result.data.transferToPlayer.ok).toBe(true);
    expect((await h.run(WALLETS, {}, as('demo_agent'))).result.data.wallets.main).toBe(before + 250);
  });

  it('refusals land on the form fields', async () => {
    const send = (input: Record<string, unknown>) =>
      h.run(TO_PLAYER, { input: { targetUsername: 'demo_agent', amount: 200, paymentPassword: PAY, requestId: key(), ...input } }, as('demo_down1'));
    expect((await send({ targetUsername: 'demo_down2' })).result.data.transferToPlayer.errors).toEqual([{ code: 'RECIPIENT_INVALID', field: 'recipient' }]);
    expect((await send({ paymentPassword: '000000' })).result.data.transferToPlayer.errors).toEqual([
      { code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' },
    ]);
    expect((await send({ amount: 99 })).result.data.transferToPlayer.errors).toEqual([{ code: 'BELOW_MINIMUM', field: 'amount' }]);
    expect((await send({ amount: 10_000_001 })).result.data.transferToPlayer.errors).toEqual([{ code: 'ABOVE_MAXIMUM', field: 'amount' }]);
    expect((await send({ targetUsername: '  ' })).result.data.transferToPlayer.errors).toEqual([{ code: 'REQUIRED', field: 'recipient' }]);
  });

  it('the downline search is for agents only; an agent sends to what it finds', async () => {
    expect((await h.run(SEARCH, { u: 'demo' }, as('demo_down1'))).result.data.downlineSearch).toBeNull();
    const found = (await h.run(SEARCH, { u: 'demo_down' }, as('demo_agent'))).result.data.downlineSearch;
    expect(found.map((a: { username: string }) => a.username)).toEqual(['demo_down1', 'demo_down2', 'demo_down3', 'demo_down4']);
    expect(found[0]).toEqual({ username: 'demo_down1', nickname: 'Downline One', level: 1, isAgent: false });
    const sent = await h.run(TO_PLAYER, { input: { targetUsername: 'demo_down4', amount: 300, paymentPassword: PAY, requestId: key() } }, as('demo_agent'));
    expect(sent.result.data.transferToPlayer.ok).toBe(true);
  });

  it('the member’s list: both ways, newest first, with the other player', async () => {
    const { result } = await h.run(LIST, {}, as('demo_down1'));
    expect(result.errors).toBeUndefined();
    const page = result.data.playerTransfers;
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.items[0]).toMatchObject({ direction: 'OUT', party: { username: 'demo_agent', nickname: 'Demo Agent' }, amount: 250, status: 'COMPLETED' });
    expect((await h.run(LIST)).result.data.playerTransfers).toBeNull();
  });
});
