/**
 * Deposits (docs/platform-protocol.md "Deposits"): the brand's settings, the four deposit calls
 * (fields, limits, idempotent requestId), the member's list and cancel, the stand-in provider's
 * page (no Pay once the order is cancelled), QR and signed callback (pending → paid / cancelled,
 * delivered twice, late paid, bad signatures), the operator's approve and reject, the first-deposit
 * bonus and points per deposit (each once). A late payment past a deposit limit, held for the
 * operator: responsible-gaming.test.ts. Every member here is fresh, so tests share no deposits or
 * balances.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_SECRET } from '#platform/seed/deposit';
import { signCallback } from '#platform/src/modules/deposit/signature';
import { platformHeaders } from '../support/platform';
import { accountsPlatform, authed, env, seedDemoAccounts, type AccountsPlatform, newLoggedInMember, type LoggedInMember } from './accounts-client';
import { BASE, callJson, type Envelope } from './client';

const MERCHANT = 'DEMO';
const IP = '198.51.100.140';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

// ---- helpers ---------------------------------------------------------------------------------

type Member = LoggedInMember;

/** A member of its own (demo_down1's password, no second step), with no deposits and no money; `type` 4: a trial (free-play) account. */
const newMember = (type = 0): Promise<Member> => newLoggedInMember(p, 'dp', { nickname: 'Depositor', type }, IP);

let keys = 0;
const newKey = () => `dp-test-${Date.now()}-${++keys}`;

const CALLS = {
  QR_BANK: '/wps/relay/MCSFE_depositByQRImageUrl',
  EWALLET: '/wps/relay/MCSFE_depositByLaunchUrl',
  CRYPTO: '/wps/relay/MCSFE_depositVirtualWallet',
  MANUAL_BANK: '/wps/relay/MCSFE_manualTransferByAccountName',
} as const;

type Method = keyof typeof CALLS;

function create(m: Member, method: Method, fields: Record<string, unknown> = {}, path: string = CALLS[method]) {
  const defaults: Record<string, unknown> = { targetUsername: m.username, amount: 50, bankCode: method, requestId: newKey() };
  if (method === 'QR_BANK') Object.assign(defaults, { bankType: 'PAYID', showQrImageOnly: 1 });
  if (method === 'CRYPTO') defaults.bankType = 'TRX';
  if (method === 'MANUAL_BANK') defaults.payeeName = 'Kim Depositor';
  return callJson(p, path, { headers: authed(m.token), body: { ...defaults, ...fields } });
}

async function created(m: Member, method: Method, fields: Record<string, unknown> = {}) {
  const { status, body } = await create(m, method, fields);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.value.status).toBe('PENDING');
  return body.value as Record<string, any>;
}

async function balance(m: Member): Promise<number> {
  const { body } = await callJson(p, '/wps/v2/wallets/balance?typeId=0', { headers: authed(m.token) });
  return Math.round((body.value.sumBalance as number) * 100);
}

async function points(m: Member): Promise<{ balance: number; movements: number }> {
  const row = await env.DB.prepare('SELECT points FROM points_balances WHERE merchant_code = ?1 AND account_id = ?2')
    .bind(MERCHANT, m.id)
    .first<{ points: number }>();
  const sum = await env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS s, COUNT(*) AS n FROM points_movements WHERE merchant_code = ?1 AND account_id = ?2')
    .bind(MERCHANT, m.id)
    .first<{ s: number; n: number }>();
  // The cached balance always equals the sum of the movements.
  expect(row?.points ?? 0).toBe(sum?.s ?? 0);
  return { balance: sum?.s ?? 0, movements: sum?.n ?? 0 };
}

const refOf = (deposit: Record<string, any>) => /\/provider\/pay\/([A-Za-z0-9_-]+)$/.exec(deposit.paymentUrl as string)![1]!;

async function callback(body: Record<string, unknown>, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = options.timestamp ?? Date.now();
  const signature = options.signature ?? (await signCallback(options.secret ?? DEMO_PROVIDER_SECRET, timestamp, raw));
  const res = await p.fetch(
    new Request(`${BASE}/provider/callback`, {
      method: 'POST',
      headers: { Merchant: MERCHANT, 'Content-Type': 'application/json', 'X-Provider-Timestamp': String(timestamp), 'X-Provider-Signature': signature },
      body: raw,
    }),
  );
  return { status: res.status, body: (await res.json()) as Envelope };
}

const paid = (deposit: Record<string, any>, amount: number = deposit.amount) => callback({ providerRef: refOf(deposit), status: 'PAID', amount });

const decide = (depositId: number, outcome: 'PAID' | 'REJECTED') =>
  callJson(p, '/__dev/deposits/decide', { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body: { depositId, outcome } });

const cancel = (m: Member, depositId: number) => callJson(p, '/wps/relay/MCSFE_cancelDeposit', { headers: authed(m.token), body: { depositId } });

const one = async (m: Member, depositId: number) =>
  (await callJson(p, `/wps/relay/MCSFE_getDeposit?depositId=${depositId}`, { headers: authed(m.token) })).body;

// ---- settings --------------------------------------------------------------------------------

describe('GET MCSFE_getDepositSettings', () => {
  it('answers the demo brand methods of all four kinds, with their limits and the manual account', async () => {
    const m = await newMember();
    const { status, body } = await callJson(p, '/wps/relay/MCSFE_getDepositSettings', { headers: authed(m.token) });
    expect(status).toBe(200);
    expect(body.value.allowDeposit).toBe(true);
    const methods = body.value.methods as Record<string, any>[];
    expect(methods.map((x) => x.kind)).toEqual(['QR', 'LAUNCH_URL', 'CRYPTO', 'MANUAL']);
    expect(methods[0]).toMatchObject({ code: 'QR_BANK', bankTypes: ['PAYID', 'WECHAT'], minAmount: 10, maxAmount: 5000, account: null });
    expect(methods[2]).toMatchObject({ code: 'CRYPTO', bankTypes: ['BTC', 'TRX'], minAmount: 20 });
    expect(methods[3]).toMatchObject({
      code: 'MANUAL_BANK',
      account: { bankName: 'Aurora Demo Bank', accountName: 'Aurora Play Ltd', accountNumber: '110-2034-5567' },
    });
  });

  it('names the methods in the request language, and needs a session', async () => {
    const m = await newMember();
    const { body } = await callJson(p, '/wps/relay/MCSFE_getDepositSettings', { headers: authed(m.token, { Language: 'KO' }) });
    expect(body.value.methods[0].name).toBe('QR 계좌이체');
    expect((await callJson(p, '/wps/relay/MCSFE_getDepositSettings')).body.errorCode).toBe('login.not.session');
  });

  it('a brand that does not allow deposits lists no methods and refuses deposits', async () => {
    const m = await newMember();
    await env.DB.prepare('UPDATE brand_deposit_settings SET allow_deposit = 0 WHERE merchant_code = ?1').bind(MERCHANT).run();
    try {
      const { body } = await callJson(p, '/wps/relay/MCSFE_getDepositSettings', { headers: authed(m.token) });
      expect(body.value).toMatchObject({ allowDeposit: false, methods: [] });
      expect((await create(m, 'EWALLET')).body.errorCode).toBe('function.not.available');
    } finally {
      await env.DB.prepare('UPDATE brand_deposit_settings SET allow_deposit = 1 WHERE merchant_code = ?1').bind(MERCHANT).run();
    }
  });
});

// ---- creating --------------------------------------------------------------------------------

describe('the four deposit calls', () => {
  it('QR: a pending deposit with the payment page and its QR image', async () => {
    const m = await newMember();
    const d = await created(m, 'QR_BANK', { amount: 25.5 });
    expect(d).toMatchObject({ kind: 'QR', methodCode: 'QR_BANK', bankType: 'PAYID', amount: 25.5, firstDeposit: false, walletAddress: null });
    expect(d.paymentUrl).toMatch(/^\/provider\/pay\/[A-Za-z0-9_-]{24}$/);
    expect(d.qrImageUrl).toBe(`/provider/qr/${refOf(d)}.svg`);
    const row = await env.DB.prepare('SELECT status, amount_minor, account_id FROM deposits WHERE id = ?1').bind(d.depositId).first();
    expect(row).toEqual({ status: 'PENDING', amount_minor: 2550, account_id: m.id });
  });

  it('launch URL: a payment page, no QR', async () => {
    const d = await created(await newMember(), 'EWALLET');
    expect(d).toMatchObject({ kind: 'LAUNCH_URL', bankType: 'MPESA', qrImageUrl: null });
    expect(d.paymentUrl).toMatch(/^\/provider\/pay\//);
  });

  it('crypto: a wallet address shaped for the network', async () => {
    const m = await newMember();
    const trx = await created(m, 'CRYPTO', { bankType: 'TRX' });
    expect(trx.walletAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const btc = await created(m, 'CRYPTO', { bankType: 'BTC' });
    expect(btc.walletAddress).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(btc.walletAddress).not.toBe((await created(m, 'CRYPTO', { bankType: 'BTC' })).walletAddress);
  });

  it('manual: the account to pay and the payer name, no provider page', async () => {
    const d = await created(await newMember(), 'MANUAL_BANK', { payeeName: 'Lee Payer', amount: 100 });
    expect(d).toMatchObject({ kind: 'MANUAL', payeeName: 'Lee Payer', paymentUrl: null, qrImageUrl: null });
    expect(d.account).toMatchObject({ accountNumber: '110-2034-5567' });
  });

  it('refuses amounts outside the method limits, and amounts that are not amounts', async () => {
    const m = await newMember();
    const cases: [Method, unknown, string][] = [
      ['QR_BANK', 9.99, 'wallet.below_minimum'],
      ['QR_BANK', 5000.01, 'wallet.above_maximum'],
      ['EWALLET', 4.99, 'wallet.below_minimum'],
      ['CRYPTO', 19.99, 'wallet.below_minimum'],
      ['MANUAL_BANK', 10000.01, 'wallet.above_maximum'],
      ['EWALLET', 0, 'wallet.amount_invalid'],
      ['EWALLET', -5, 'wallet.amount_invalid'],
      ['EWALLET', 10.005, 'wallet.amount_invalid'],
      ['EWALLET', 'ten', 'wallet.amount_invalid'],
      ['EWALLET', undefined, 'wallet.amount_invalid'],
    ];
    for (const [method, amount, code] of cases) {
      const { status, body } = await create(m, method, { amount });
      expect([method, amount, status, body.errorCode]).toEqual([method, amount, 400, code]);
    }
    // The limits are inclusive.
    await created(m, 'QR_BANK', { amount: 10 });
    await created(m, 'QR_BANK', { amount: 5000 });
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM deposits WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });

  it('refuses a method of another kind, unknown methods and bank types, another member, a missing payee', async () => {
    const m = await newMember();
    const cases: [Method, Record<string, unknown>, string][] = [
      ['QR_BANK', { bankCode: 'EWALLET' }, 'bankCode: not a QR method'],
      ['EWALLET', { bankCode: 'NOPE' }, 'bankCode: unknown deposit method'],
      ['QR_BANK', { bankType: 'MPESA' }, 'bankType: not offered by the method'],
      ['QR_BANK', { bankType: undefined }, 'bankType: not empty'],
      ['CRYPTO', { vendorId: 999 }, 'vendorId: does not match the method'],
      ['EWALLET', { targetUsername: 'demo_member' }, 'targetUsername: must be the logged-in member'],
      ['MANUAL_BANK', { payeeName: '  ' }, 'payeeName: not empty'],
      ['EWALLET', { requestId: 'short' }, 'requestId: must be 8 to 80 characters of A-Z a-z 0-9 _ . : -'],
      ['EWALLET', { returnUrl: 'javascript:alert(1)' }, 'returnUrl: must be a root-relative path'],
      ['EWALLET', { returnUrl: 'https://phishing.example/member' }, 'returnUrl: must be a root-relative path'],
      ['EWALLET', { returnUrl: '//phishing.example/member' }, 'returnUrl: must be a root-relative path'],
      ['EWALLET', { returnUrl: '/\\phishing.example' }, 'returnUrl: must be a root-relative path'],
    ];
    for (const [method, fields, message] of cases) {
      const { status, body } = await create(m, method, fields);
      expect([status, body.errorCode, body.message]).toEqual([400, 'request_param_err', message]);
    }
    expect((await callJson(p, CALLS.EWALLET, { body: { amount: 50, bankCode: 'EWALLET', requestId: newKey() } })).body.errorCode).toBe('login.not.session');
  });

  it('a repeat of the requestId answers the same deposit; other fields under the same key are refused', async () => {
    const m = await newMember();
    const requestId = newKey();
    const first = await created(m, 'EWALLET', { requestId, amount: 70 });
    const again = await created(m, 'EWALLET', { requestId, amount: 70 });
    expect(again.depositId).toBe(first.depositId);
    expect(again.paymentUrl).toBe(first.paymentUrl);
    const other = await create(m, 'EWALLET', { requestId, amount: 71 });
    expect([other.status, other.body.errorCode]).toEqual([409, 'wallet.idempotency_key_reused']);
    // Concurrent repeats make one deposit too.
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(m, 'QR_BANK', { requestId: key })));
    expect(new Set(answers.map((a) => a.body.value?.depositId)).size).toBe(1);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM deposits WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });
});

// ---- list and cancel ---------------------------------------------------------------------------

describe('the member list and cancel', () => {
  it('lists the member deposits newest first, with paging and a status filter', async () => {
    const m = await newMember();
    const a = await created(m, 'EWALLET', { amount: 11 });
    const b = await created(m, 'QR_BANK', { amount: 12 });
    await cancel(m, a.depositId);
    const other = await newMember();
    await created(other, 'EWALLET');
    const { body } = await callJson(p, '/wps/relay/MCSFE_getDepositList?page=1&size=10', { headers: authed(m.token) });
    expect(body.value.total).toBe(2);
    expect(body.value.list.map((d: any) => [d.depositId, d.status])).toEqual([
      [b.depositId, 'PENDING'],
      [a.depositId, 'CANCELLED'],
    ]);
    const cancelled = await callJson(p, '/wps/relay/MCSFE_getDepositList?status=CANCELLED', { headers: authed(m.token) });
    expect(cancelled.body.value.list.map((d: any) => d.depositId)).toEqual([a.depositId]);
    const page2 = await callJson(p, '/wps/relay/MCSFE_getDepositList?page=2&size=1', { headers: authed(m.token) });
    expect(page2.body.value.list.map((d: any) => d.depositId)).toEqual([a.depositId]);
    expect((await callJson(p, '/wps/relay/MCSFE_getDepositList?size=101', { headers: authed(m.token) })).body.errorCode).toBe('request_param_err');
  });

  it('a row written without details (the seeded history) takes its kind from its method', async () => {
    const m = await newMember();
    await env.DB.prepare(
      `INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, status, details, provider_ref, created_at, settled_at)
       VALUES (?1, ?2, 'QR_BANK', 'PAYID', 1500, 'PAID', '{}', ?3, 1, 2)`,
    )
      .bind(MERCHANT, m.id, `seeded-${m.id}-reference`)
      .run();
    const { body } = await callJson(p, '/wps/relay/MCSFE_getDepositList', { headers: authed(m.token) });
    expect(body.value.list).toEqual([expect.objectContaining({ kind: 'QR', methodName: 'QR bank transfer', status: 'PAID', amount: 15, paymentUrl: null })]);
  });

  it('cancels a pending deposit once; the payment page is gone; paid or another member’s cannot be cancelled', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET');
    const first = await cancel(m, d.depositId);
    expect([first.status, first.body.value.status, first.body.value.paymentUrl]).toEqual([200, 'CANCELLED', null]);
    expect((await cancel(m, d.depositId)).body.value.status).toBe('CANCELLED');
    const stranger = await newMember();
    expect((await cancel(stranger, d.depositId)).body.errorCode).toBe('wallet.not_found');
    const settled = await created(m, 'EWALLET');
    await paid(settled);
    const late = await cancel(m, settled.depositId);
    expect([late.status, late.body.errorCode]).toEqual([409, 'wallet.state_conflict']);
    expect((await one(stranger, d.depositId)).errorCode).toBe('wallet.not_found');
  });

  it('refuses a trial (free-play) account on every deposit call and on cancel: it has no real money', async () => {
    const trial = await newMember(4);
    for (const method of Object.keys(CALLS) as Method[]) {
      const { status, body } = await create(trial, method);
      expect([method, status, body.errorCode]).toEqual([method, 400, 'function.not.available']);
    }
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM deposits WHERE account_id = ?1').bind(trial.id).first<{ n: number }>();
    expect(stored?.n).toBe(0);
    // A deposit made as a member cannot be cancelled once the account is a trial one.
    const m = await newMember();
    const d = await created(m, 'EWALLET');
    await env.DB.prepare('UPDATE accounts SET type = 4 WHERE id = ?1').bind(m.id).run();
    const refused = await cancel(m, d.depositId);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'function.not.available']);
    await env.DB.prepare('UPDATE accounts SET type = 0 WHERE id = ?1').bind(m.id).run();
    expect((await cancel(m, d.depositId)).body.value.status).toBe('CANCELLED');
  });
});

// ---- provider callback -------------------------------------------------------------------------

describe('the provider callback', () => {
  it('pending → paid credits the wallet once, even when delivered twice (or at once)', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 300 });
    const first = await paid(d);
    expect([first.status, first.body.value]).toEqual([200, { depositId: d.depositId, status: 'PAID' }]);
    expect((await paid(d)).body.value.status).toBe('PAID');
    await Promise.all([paid(d), paid(d), paid(d)]);
    const entries = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'DEPOSIT' AND reference = ?1")
      .bind(`deposit:${d.depositId}`)
      .first<{ n: number }>();
    expect(entries?.n).toBe(1);
    // 300.00 plus the first-deposit bonus (20 %, at most 100.00): 360.00.
    expect(await balance(m)).toBe(360_00);
    expect((await one(m, d.depositId)).value).toMatchObject({ status: 'PAID', firstDeposit: true, paymentUrl: null });
  });

  it('pending → cancelled by the provider moves nothing; a late paid is still credited (no limit in its way)', async () => {
    const m = await newMember();
    const d = await created(m, 'QR_BANK', { amount: 40 });
    const cancelled = await callback({ providerRef: refOf(d), status: 'CANCELLED', amount: 40 });
    expect(cancelled.body.value.status).toBe('CANCELLED');
    expect(await balance(m)).toBe(0);
    expect((await paid(d)).body.value.status).toBe('PAID');
    expect(await balance(m)).toBe(40_00 + 8_00);
  });

  it('refuses bad signatures, stale timestamps, other secrets and other amounts, and moves nothing', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 60 });
    const body = { providerRef: refOf(d), status: 'PAID', amount: 60 };
    const refusals = [
      await callback(body, { secret: 'not-the-brand-provider-secret' }),
      await callback(body, { signature: '00'.repeat(32) }),
      await callback(body, { signature: 'zz' }),
      await callback(body, { timestamp: Date.now() - 10 * 60_000 }),
    ];
    for (const r of refusals) expect([r.status, r.body.errorCode]).toEqual([401, 'provider.signature_invalid']);
    // A signature over another body does not pass for this one.
    const raw = JSON.stringify({ ...body, amount: 6 });
    const t = Date.now();
    const forged = await p.fetch(
      new Request(`${BASE}/provider/callback`, {
        method: 'POST',
        headers: { Merchant: MERCHANT, 'X-Provider-Timestamp': String(t), 'X-Provider-Signature': await signCallback(DEMO_PROVIDER_SECRET, t, raw) },
        body: JSON.stringify(body),
      }),
    );
    expect(forged.status).toBe(401);
    const wrongAmount = await paid(d, 59.99);
    expect([wrongAmount.status, wrongAmount.body.errorCode]).toEqual([400, 'provider.amount_mismatch']);
    expect((await callback({ providerRef: 'UnknownReference123', status: 'PAID', amount: 60 })).status).toBe(404);
    expect(await balance(m)).toBe(0);
    expect((await one(m, d.depositId)).value.status).toBe('PENDING');
  });
});

// ---- operator ----------------------------------------------------------------------------------

describe('the operator (development route)', () => {
  it('approves a manual transfer (credited once) and rejects another for good', async () => {
    const m = await newMember();
    const d = await created(m, 'MANUAL_BANK', { amount: 100 });
    const approved = await decide(d.depositId, 'PAID');
    expect(approved.body.value).toEqual({ depositId: d.depositId, status: 'PAID', firstDeposit: true });
    expect((await decide(d.depositId, 'PAID')).body.value.status).toBe('PAID');
    expect(await balance(m)).toBe(100_00 + 20_00);

    const r = await created(m, 'MANUAL_BANK', { amount: 80 });
    expect((await decide(r.depositId, 'REJECTED')).body.value.status).toBe('REJECTED');
    const late = await paid({
      ...r,
      paymentUrl: `/provider/pay/${(await env.DB.prepare('SELECT provider_ref FROM deposits WHERE id = ?1').bind(r.depositId).first<{ provider_ref: string }>())!.provider_ref}`,
    });
    expect([late.status, late.body.errorCode]).toEqual([409, 'wallet.state_conflict']);
    expect((await decide(r.depositId, 'PAID')).body.errorCode).toBe('wallet.state_conflict');
    expect(await balance(m)).toBe(120_00);
    expect((await cancel(m, r.depositId)).body.errorCode).toBe('wallet.state_conflict');
  });

  it('lists deposits by status and member; hidden without DEV_TOOLS', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET');
    const { body } = await callJson(p, `/__dev/deposits?status=PENDING&username=${m.username}`, { rawHeaders: new Headers() });
    expect(body.value.list).toEqual([expect.objectContaining({ depositId: d.depositId, username: m.username, status: 'PENDING', kind: 'LAUNCH_URL' })]);
    const hidden = await accountsPlatform({ DEV_TOOLS: '0' });
    const res = await hidden.fetch(
      new Request(`${BASE}/__dev/deposits/decide`, { method: 'POST', body: JSON.stringify({ depositId: d.depositId, outcome: 'PAID' }) }),
    );
    expect(res.status).toBe(404);
  });
});

// ---- rules -----------------------------------------------------------------------------------

describe('first deposit and points', () => {
  it('the first paid deposit earns the bonus once; later ones do not; the cap applies', async () => {
    const m = await newMember();
    const cancelledFirst = await created(m, 'EWALLET', { amount: 1000 });
    await cancel(m, cancelledFirst.depositId);
    const first = await created(m, 'EWALLET', { amount: 1000 });
    const second = await created(m, 'EWALLET', { amount: 500 });
    await paid(first);
    await paid(first);
    await paid(second);
    // 1000 + 500 + min(20 % of 1000, 100) = 1600.
    expect(await balance(m)).toBe(1600_00);
    const bonuses = await env.DB.prepare("SELECT entry_key FROM journal_entries WHERE kind = 'BONUS' AND reference LIKE 'deposit:%' AND entry_key LIKE ?1")
      .bind(`deposit:${first.depositId}:%`)
      .all();
    expect(bonuses.results).toEqual([{ entry_key: `deposit:${first.depositId}:first-bonus` }]);
    const flags = await env.DB.prepare('SELECT id, first_deposit FROM deposits WHERE account_id = ?1 ORDER BY id').bind(m.id).all();
    expect(flags.results).toEqual([
      { id: cancelledFirst.depositId, first_deposit: 0 },
      { id: first.depositId, first_deposit: 1 },
      { id: second.depositId, first_deposit: 0 },
    ]);
  });

  it('one first deposit even when two are paid at the same moment', async () => {
    const m = await newMember();
    const a = await created(m, 'EWALLET', { amount: 50 });
    const b = await created(m, 'QR_BANK', { amount: 50 });
    await Promise.all([paid(a), paid(b)]);
    const flagged = await env.DB.prepare('SELECT COUNT(*) AS n FROM deposits WHERE account_id = ?1 AND first_deposit = 1').bind(m.id).first<{ n: number }>();
    expect(flagged?.n).toBe(1);
    expect(await balance(m)).toBe(100_00 + 10_00);
  });

  it('a first deposit below the bonus minimum earns no bonus, and the next one is not first', async () => {
    const m = await newMember();
    const small = await created(m, 'EWALLET', { amount: 9 });
    await paid(small);
    const next = await created(m, 'EWALLET', { amount: 100 });
    await paid(next);
    expect(await balance(m)).toBe(109_00);
  });

  it('points by the ratio table, once per deposit; none below the first tier', async () => {
    const m = await newMember();
    const below = await created(m, 'EWALLET', { amount: 9.99 });
    await paid(below);
    expect(await points(m)).toEqual({ balance: 0, movements: 0 });
    const d = await created(m, 'EWALLET', { amount: 123.45 });
    await paid(d);
    await paid(d);
    await decide(d.depositId, 'PAID');
    // From 10.00: 1 point per 10.00 → 12.
    expect(await points(m)).toEqual({ balance: 12, movements: 1 });
    const big = await created(m, 'CRYPTO', { amount: 1000 });
    await paid(big);
    // From 1,000.00: 1 point per 5.00 → 200.
    expect(await points(m)).toEqual({ balance: 212, movements: 2 });
    const row = await env.DB.prepare('SELECT kind, reference, entry_key FROM points_movements WHERE account_id = ?1 ORDER BY id DESC LIMIT 1')
      .bind(m.id)
      .first();
    expect(row).toEqual({ kind: 'DEPOSIT', reference: `deposit:${big.depositId}`, entry_key: `deposit:${big.depositId}` });
  });

  it('a crash after the credit is finished by the next delivery: bonus and points once', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 200 });
    // The ledger credited the deposit, then the Worker died before the rules ran.
    const { walletGate } = await import('#platform/src/modules/wallet/wallet-gate');
    const credited = await walletGate(p.env).execute({ op: 'deposit.settle', merchant: MERCHANT, accountId: m.id, depositId: d.depositId, outcome: 'PAID' });
    expect(credited.ok).toBe(true);
    expect(await balance(m)).toBe(200_00);
    await paid(d);
    await paid(d);
    expect(await balance(m)).toBe(240_00);
    expect(await points(m)).toEqual({ balance: 20, movements: 1 });
  });
});

// ---- the stand-in provider's pages -------------------------------------------------------------

describe('the stand-in provider', () => {
  const page = (path: string, init: RequestInit = {}, headers: Record<string, string> = {}) =>
    p.fetch(new Request(BASE + path, { ...init, headers: { Merchant: MERCHANT, ...headers, ...(init.headers as Record<string, string>) } }));

  it('shows the amount and method with Pay and Cancel; Pay credits and sends the member back', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 75, returnUrl: '/member/depositv2' });
    const shown = await page(d.paymentUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await shown.text();
    expect(html).toContain('$75.00');
    expect(html).toContain('E-wallet (MPESA)');
    expect(html).toMatch(/<button type="submit" name="action" value="pay"[^>]*>Pay \$75\.00<\/button>/);
    expect(html).toContain('Cancel payment');
    const res = await page(d.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe(`/member/depositv2?depositId=${d.depositId}&status=PAID`);
    expect(await balance(m)).toBe(75_00 + 15_00);
    // Paying again on the same page changes nothing.
    await page(d.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(await balance(m)).toBe(90_00);
    expect(await (await page(d.paymentUrl)).text()).toContain('This payment is complete.');
  });

  it('Cancel cancels; a root-relative return path stays relative; Korean page', async () => {
    const m = await newMember();
    const d = await created(m, 'CRYPTO', { amount: 30, returnUrl: '/member/depositv2?from=provider' });
    const html = await (await page(d.paymentUrl, {}, { Language: 'KO' })).text();
    expect(html).toContain('결제 취소');
    expect(html).toContain(d.walletAddress);
    const res = await page(d.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'cancel' }) });
    expect(res.headers.get('Location')).toBe(`/member/depositv2?from=provider&depositId=${d.depositId}&status=CANCELLED`);
    expect((await one(m, d.depositId)).value.status).toBe('CANCELLED');
  });

  it('a declined deposit cannot be paid on the page; unknown references and manual deposits have no page', async () => {
    const m = await newMember();
    const d = await created(m, 'QR_BANK', { amount: 30 });
    await decide(d.depositId, 'REJECTED');
    const res = await page(d.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This payment was declined.');
    expect(await balance(m)).toBe(0);
    expect((await page('/provider/pay/NoSuchReference1234')).status).toBe(404);
    const manual = await created(m, 'MANUAL_BANK');
    const ref = (await env.DB.prepare('SELECT provider_ref FROM deposits WHERE id = ?1').bind(manual.depositId).first<{ provider_ref: string }>())!
      .provider_ref;
    expect((await page(`/provider/pay/${ref}`)).status).toBe(404);
  });

  it('an order cancelled in the portal cannot be paid on its page left open in another tab: refused in words, nothing credited', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 45, returnUrl: '/member/depositv2' });
    expect((await cancel(m, d.depositId)).body.value.status).toBe('CANCELLED');
    for (const language of ['EN', 'KO']) {
      const res = await page(d.paymentUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }) }, { Language: language });
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(html).toContain(language === 'EN' ? 'This order is closed: it can no longer be paid.' : '종료된 주문이라 더 이상 결제할 수 없습니다.');
      expect(html).toContain(language === 'EN' ? 'This payment was cancelled.' : '결제가 취소되었습니다.');
      expect(html).not.toContain('name="action" value="pay"');
    }
    expect(await balance(m)).toBe(0);
    expect((await one(m, d.depositId)).value.status).toBe('CANCELLED');
  });

  it('the QR image encodes the payment page at the portal origin, while pending', async () => {
    const m = await newMember();
    const d = await created(m, 'QR_BANK');
    const res = await page(d.qrImageUrl, {}, { 'X-Forwarded-Host': 'portal.example:8788', 'X-Forwarded-Proto': 'http' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    // The same URL rendered by the library equals the image (the QR holds exactly that URL).
    const { renderSVG } = await import('uqr');
    expect(svg).toBe(renderSVG(`http://portal.example:8788${d.paymentUrl}`, { border: 2, whiteColor: '#ffffff', blackColor: '#000000' }));
    await cancel(m, d.depositId);
    expect((await page(d.qrImageUrl)).status).toBe(404);
  });

  it('serves its stylesheet', async () => {
    const res = await page('/provider/provider.css');
    expect(res.headers.get('Content-Type')).toContain('text/css');
  });
});

describe('in production', () => {
  it('has no stand-in provider: paying on it would create money', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 40 });
    const live = await accountsPlatform({ DEV_TOOLS: '0' });
    for (const path of [d.paymentUrl, `/provider/qr/${refOf(d)}.svg`, '/provider/provider.css']) {
      const res = await live.fetch(new Request(BASE + path, { headers: { Merchant: MERCHANT } }));
      expect(res.status, path).toBe(404);
    }
    const pay = await live.fetch(
      new Request(BASE + d.paymentUrl, { method: 'POST', headers: { Merchant: MERCHANT }, body: new URLSearchParams({ action: 'pay' }) }),
    );
    expect(pay.status).toBe(404);
    expect(await balance(m)).toBe(0);
  });

  it('refuses a callback signed with the public development secret', async () => {
    const m = await newMember();
    const d = await created(m, 'EWALLET', { amount: 40 });
    const live = await accountsPlatform({ ENVIRONMENT: 'production', DEV_TOOLS: '0' });
    const raw = JSON.stringify({ providerRef: refOf(d), status: 'PAID', amount: 40 });
    const t = Date.now();
    const res = await live.fetch(
      new Request(`${BASE}/provider/callback`, {
        method: 'POST',
        headers: {
          Merchant: MERCHANT,
          'Content-Type': 'application/json',
          'X-Provider-Timestamp': String(t),
          'X-Provider-Signature': await signCallback(DEMO_PROVIDER_SECRET, t, raw),
        },
        body: raw,
      }),
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as Envelope).errorCode).toBe('provider.signature_invalid');
    expect(await balance(m)).toBe(0);
  });

  it('refuses an oversized callback before reading it', async () => {
    const { status } = await callback({ providerRef: 'x'.repeat(20_000), status: 'PAID', amount: 1 });
    expect(status).toBe(401);
  });
});

// ---- transport -------------------------------------------------------------------------------

describe('transport', () => {
  it('wrong methods and a missing Merchant follow the protocol', async () => {
    const m = await newMember();
    const res = await p.fetch(new Request(`${BASE}/wps/relay/MCSFE_depositByLaunchUrl`, { headers: platformHeaders(authed(m.token)) }));
    expect(res.status).toBe(405);
    const noMerchant = await p.fetch(new Request(`${BASE}/provider/callback`, { method: 'POST', body: '{}' }));
    expect(((await noMerchant.json()) as Envelope).errorCode).toBe('function.not.available');
  });
});
