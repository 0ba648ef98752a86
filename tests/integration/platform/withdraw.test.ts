/**
 * Withdrawals and receipt confirmation (docs/platform-protocol.md "Withdrawals and receipt
 * confirmation"): the settings call, the sealed request (amount, requestId, payment password, card,
 * limits, daily count, balance, idempotent repeats), the operator's decisions (paid / refunded
 * with a reason) and auto-approval, then the member's receipt answers (received, not received
 * with a proof image in R2, all received) and the automatic receipt at the deadline, on read and
 * by the sweep. Every member here is fresh, so tests do not share counts or balances.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import worker from '#platform/src/index';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { MAX_PROOF_BYTES } from '#platform/src/modules/withdraw/proof';
import { platformHeaders } from '../support/platform';
import { accountsPlatform, authed, env, later, loginOk, sealed, seedDemoAccounts, type AccountsPlatform, newAccountLikeDown1 } from './accounts-client';
import { BASE, callJson, type Envelope } from './client';

const MERCHANT = 'DEMO';
const PAY_PASSWORD = 'Pay-1357';
const LOGIN_PASSWORD = 'Down2024';
const IP = '198.51.100.120';

let p: AccountsPlatform;
let payHash: string;
/** The demo brand's wallet settings row as seeded (null: none, the defaults apply); tests change it and put it back. */
let seededSettings: Record<string, unknown> | null;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  payHash = encodePasswordHash(await hashPassword(p.env, PAY_PASSWORD));
  seededSettings = await env.DB.prepare('SELECT * FROM brand_wallet_settings WHERE merchant_code = ?1').bind(MERCHANT).first();
});

afterEach(async () => {
  await env.DB.prepare('DELETE FROM brand_wallet_settings WHERE merchant_code = ?1').bind(MERCHANT).run();
  if (seededSettings) {
    const columns = Object.keys(seededSettings);
    await env.DB.prepare(`INSERT INTO brand_wallet_settings (${columns.join(', ')}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(', ')})`)
      .bind(...Object.values(seededSettings))
      .run();
  }
});

// ---- helpers ---------------------------------------------------------------------------------

interface Member {
  id: number;
  username: string;
  token: string;
  cardId: number;
}

/**
 * A member of its own: demo_down1's login password (copied hash), no second-step method, the
 * payment password PAY_PASSWORD unless `withPaymentPassword` is false, one bank card, and
 * `balanceMinor` put in through the ledger. `type` 4 makes it a trial (free-play) account.
 */
async function newMember(balanceMinor = 1_000_00, options: { withPaymentPassword?: boolean; type?: number } = {}): Promise<Member> {
  const { id, username } = await newAccountLikeDown1('wd', {
    nickname: 'Withdrawer',
    type: options.type ?? 0,
    paymentPassword: options.withPaymentPassword === false ? null : payHash,
  });
  const card = await env.DB.prepare(
    `INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at)
     VALUES (?1, ?2, 'Demo Bank', ?3, 'Withdrawer', ?4) RETURNING id`,
  )
    .bind(MERCHANT, id, `1002003${String(id).padStart(4, '0')}`, Date.now())
    .first<{ id: number }>();
  if (balanceMinor > 0) {
    const opened = await walletGate(p.env).execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: id,
      key: `opening:${id}`,
      amountMinor: balanceMinor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }
  const login = await loginOk(p, username, LOGIN_PASSWORD, IP);
  return { id, username, token: login.token as string, cardId: card!.id };
}

let keyCounter = 0;
const newKey = () => `wd-test-${Date.now()}-${++keyCounter}`;

async function withdraw(m: Member, body: Record<string, unknown>, on: AccountsPlatform = p): Promise<{ status: number; body: Envelope }> {
  const seal = await sealed(on, body);
  const res = await on.fetch(
    new Request(`${BASE}/wps/v2/transaction/withdraw`, {
      method: 'POST',
      headers: platformHeaders({ ...authed(m.token), ...seal.headers }),
      body: seal.body,
    }),
  );
  return { status: res.status, body: (await res.json()) as Envelope };
}

const request = (m: Member, amount: number | string, extra: Record<string, unknown> = {}) =>
  withdraw(m, { amount, cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: newKey(), ...extra });

async function held(m: Member, amount: number | string): Promise<number> {
  const { status, body } = await request(m, amount);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.value.status).toBe('HELD');
  return body.value.id as number;
}

const get = (m: Member, path: string, on: AccountsPlatform = p) => callJson(on, path, { headers: authed(m.token) });
const confirm = (m: Member, body: unknown, on: AccountsPlatform = p) =>
  callJson(on, '/wps/relay/MCSFE_processC2CTransaction', { headers: authed(m.token), body });

async function settings(m: Member, on: AccountsPlatform = p) {
  const { status, body } = await get(m, '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', on);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value;
}

async function list(m: Member, on: AccountsPlatform = p) {
  const { status, body } = await get(m, '/wps/v2/transaction/withdraw/list?pageNo=1&pageSize=20', on);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as { list: any[]; total: number };
}

async function confirmations(m: Member, on: AccountsPlatform = p) {
  const { status, body } = await get(m, '/wps/relay/MCSFE_getPaymentConfirmationList', on);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as { confirmMinutes: number; list: any[] };
}

async function balances(m: Member) {
  const { body } = await get(m, '/wps/v2/wallets/balance');
  return { main: body.value.balance as number, held: body.value.heldBalance as number };
}

const dev = (path: string, method: string, body?: unknown, on: AccountsPlatform = p) => callJson(on, path, { method, rawHeaders: new Headers(), body });

async function decide(withdrawalId: number, outcome: 'PAID' | 'REFUNDED', reason?: string) {
  return dev('/__dev/withdrawals/decide', 'POST', { withdrawalId, outcome, reason });
}

async function paid(m: Member, amount: number | string): Promise<number> {
  const id = await held(m, amount);
  const { status, body } = await decide(id, 'PAID');
  expect(status, JSON.stringify(body)).toBe(200);
  return id;
}

/** Every journal entry sums to zero and every cached balance equals the sum of its lines. */
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

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 8, 7]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A PNG signature followed by zeros, `size` bytes in all. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}

// ---- settings ---------------------------------------------------------------------------------

describe('MCSFE_getWithdrawSettings', () => {
  it('answers the brand limits, the count used today, the balance, the cards and the receipt minutes', async () => {
    const m = await newMember(1_234_56);
    const value = await settings(m);
    expect(value).toMatchObject({
      minimumAmount: 10,
      maximumAmount: 50_000,
      dailyCount: 5,
      usedToday: 0,
      remainingToday: 5,
      availableBalance: 1234.56,
      heldBalance: 0,
      autoApprove: false,
      receiptConfirmMinutes: 30,
      hasPaymentPassword: true,
    });
    expect(value.bankCards).toEqual([
      { cardId: m.cardId, bankName: 'Demo Bank', maskedNumber: expect.stringMatching(/^\*{4}\d{4}$/), accountName: 'Withdrawer' },
    ]);
    await held(m, 100);
    expect(await settings(m)).toMatchObject({ usedToday: 1, remainingToday: 4, availableBalance: 1134.56, heldBalance: 100 });
  });

  it('follows the brand settings and needs a session', async () => {
    const m = await newMember();
    await dev('/__dev/withdraw-settings', 'PUT', { autoApprove: true, receiptConfirmMinutes: 45, dailyCount: 3, minimumMinor: 5_00, maximumMinor: 700_00 });
    expect(await settings(m)).toMatchObject({
      minimumAmount: 5,
      maximumAmount: 700,
      dailyCount: 3,
      remainingToday: 3,
      autoApprove: true,
      receiptConfirmMinutes: 45,
    });
    const anonymous = await callJson(p, '/wps/relay/MCSFE_getWithdrawSettings?groupId=0');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });
});

// ---- the request -----------------------------------------------------------------------------

describe('POST /wps/v2/transaction/withdraw', () => {
  it('holds the amount at once: main → held, the card as it was, listed as HELD', async () => {
    const m = await newMember(500_00);
    const { status, body } = await request(m, '123.45');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      amount: 123.45,
      status: 'HELD',
      rejectReason: null,
      receipt: null,
      card: { cardId: m.cardId, bankName: 'Demo Bank', accountName: 'Withdrawer' },
      hasProof: false,
    });
    expect(await balances(m)).toEqual({ main: 376.55, held: 123.45 });
    const page = await list(m);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: body.value.id, status: 'HELD', amount: 123.45 });
    expect((await confirmations(m)).list).toEqual([]);
    await expectBooksBalanced();
  });

  it('a repeat with the same requestId answers the same withdrawal and moves money once; other fields with it are refused', async () => {
    const m = await newMember(500_00);
    const body = { amount: 50, cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: newKey() };
    const first = await withdraw(m, body);
    const again = await withdraw(m, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.value.id).toBe(first.body.value.id);
    expect(await balances(m)).toEqual({ main: 450, held: 50 });
    expect((await list(m)).total).toBe(1);
    const changed = await withdraw(m, { ...body, amount: 60 });
    expect(changed.status).toBe(409);
    expect(changed.body.errorCode).toBe('wallet.idempotency_key_reused');
    expect(await balances(m)).toEqual({ main: 450, held: 50 });
  });

  it('parallel repeats of one request move money once', async () => {
    const m = await newMember(500_00);
    const body = { amount: 20, cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: newKey() };
    const answers = await Promise.all([withdraw(m, body), withdraw(m, body), withdraw(m, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    expect(await balances(m)).toEqual({ main: 480, held: 20 });
  });

  it('refuses a wrong payment password, and one never set, moving nothing', async () => {
    const m = await newMember(500_00);
    const wrong = await request(m, 50, { paymentPassword: 'Wrong-999' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('payment_password_error');
    const none = await newMember(500_00, { withPaymentPassword: false });
    const notSet = await request(none, 50);
    expect(notSet.status).toBe(400);
    expect(notSet.body.errorCode).toBe('payment_password_not_set');
    expect(await balances(m)).toEqual({ main: 500, held: 0 });
    expect(await balances(none)).toEqual({ main: 500, held: 0 });
    expect((await list(m)).total).toBe(0);
  });

  it('refuses a trial (free-play) account: its play money cannot be withdrawn', async () => {
    const trial = await newMember(500_00, { type: 4 });
    const refused = await request(trial, 50);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('function.not.available');
    expect(await balances(trial)).toEqual({ main: 500, held: 0 });
    expect((await list(trial)).total).toBe(0);
    // The receipt calls too.
    const listed = await get(trial, '/wps/relay/MCSFE_getPaymentConfirmationList');
    expect(listed.body.errorCode).toBe('function.not.available');
    const answered = await confirm(trial, { type: 'ALL_RECEIVED' });
    expect(answered.body.errorCode).toBe('function.not.available');
    // The same account as a member withdraws.
    await env.DB.prepare('UPDATE accounts SET type = 0 WHERE id = ?1').bind(trial.id).run();
    expect((await request(trial, 50)).status).toBe(200);
  });

  it('refuses bad amounts before anything else, then amounts outside the limits or over the balance', async () => {
    const m = await newMember(300_00);
    for (const amount of ['12.345', 0, -5, 'abc', '1e3', '']) {
      // A wrong payment password too: the amount is judged first.
      const { status, body } = await request(m, amount, { paymentPassword: 'Wrong-999' });
      expect([status, body.errorCode], String(amount)).toEqual([400, 'wallet.amount_invalid']);
    }
    expect((await request(m, '9.99')).body.errorCode).toBe('wallet.below_minimum');
    expect((await request(m, '50000.01')).body.errorCode).toBe('wallet.above_maximum');
    expect((await request(m, '300.01')).body.errorCode).toBe('wallet.insufficient_balance');
    expect((await request(m, 300)).status).toBe(200);
    expect(await balances(m)).toEqual({ main: 0, held: 300 });
  });

  it('refuses a missing or malformed requestId, and a card that is not the member’s', async () => {
    const m = await newMember(300_00);
    const other = await newMember(0);
    expect((await request(m, 20, { requestId: 'short' })).body).toMatchObject({
      errorCode: 'request_param_err',
      message: expect.stringMatching(/^requestId: /),
    });
    expect((await request(m, 20, { requestId: undefined })).body.errorCode).toBe('request_param_err');
    expect((await request(m, 20, { cardId: other.cardId })).body).toMatchObject({ errorCode: 'request_param_err', message: 'cardId: unknown card' });
    expect((await request(m, 20, { cardId: undefined })).body).toMatchObject({ errorCode: 'request_param_err', message: 'cardId: not empty' });
    await env.DB.prepare('UPDATE bank_cards SET removed_at = ?2 WHERE id = ?1').bind(m.cardId, Date.now()).run();
    expect((await request(m, 20)).body.message).toBe('cardId: unknown card');
    expect(await balances(m)).toEqual({ main: 300, held: 0 });
  });

  it('counts requests per day: the brand’s daily count, refused ones not counted', async () => {
    const m = await newMember(500_00);
    await dev('/__dev/withdraw-settings', 'PUT', { dailyCount: 2 });
    expect((await request(m, '9.99')).status).toBe(400);
    await held(m, 10);
    const rejected = await held(m, 10);
    await decide(rejected, 'REFUNDED', 'card closed');
    const third = await request(m, 10);
    expect(third.status).toBe(400);
    expect(third.body.errorCode).toBe('wallet.daily_count_reached');
    expect(await settings(m)).toMatchObject({ usedToday: 2, remainingToday: 0 });
  });

  it('needs the sealed body: plain JSON is refused as request_body_required', async () => {
    const m = await newMember(500_00);
    const plain = await callJson(p, '/wps/v2/transaction/withdraw', {
      headers: authed(m.token),
      body: { amount: 20, cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: newKey() },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.errorCode).toBe('request_body_required');
    expect(await balances(m)).toEqual({ main: 500, held: 0 });
  });

  it('pays at once when the brand auto-approves', async () => {
    const m = await newMember(500_00);
    await dev('/__dev/withdraw-settings', 'PUT', { autoApprove: true });
    const { status, body } = await request(m, 75);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ status: 'PAID', receipt: 'AWAITING' });
    expect(body.value.receiptDeadline - body.value.decidedAt).toBe(30 * 60_000);
    expect(await balances(m)).toEqual({ main: 425, held: 0 });
    await expectBooksBalanced();
  });
});

// ---- the operator ----------------------------------------------------------------------------

describe('the operator’s decision (development routes)', () => {
  it('pays a held withdrawal: it leaves the held account for CASH_OUT and awaits the receipt', async () => {
    const m = await newMember(500_00);
    const id = await held(m, 40);
    const { status, body } = await decide(id, 'PAID');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ id, status: 'PAID', receipt: 'AWAITING', confirmedAt: null });
    expect(body.value.receiptDeadline - body.value.decidedAt).toBe(30 * 60_000);
    expect(await balances(m)).toEqual({ main: 460, held: 0 });
    const awaiting = await confirmations(m);
    expect(awaiting.confirmMinutes).toBe(30);
    expect(awaiting.list.map((w) => w.id)).toEqual([id]);
    const again = await decide(id, 'REFUNDED', 'too late');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('wallet.state_conflict');
    await expectBooksBalanced();
  });

  it('rejects with a reason: the amount goes back, the member sees REFUNDED and why', async () => {
    const m = await newMember(500_00);
    const id = await held(m, 40);
    const noReason = await decide(id, 'REFUNDED');
    expect(noReason.body.errorCode).toBe('request_param_err');
    const { status, body } = await decide(id, 'REFUNDED', 'Name on the card differs');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ status: 'REFUNDED', rejectReason: 'Name on the card differs', receipt: null });
    expect(await balances(m)).toEqual({ main: 500, held: 0 });
    expect((await list(m)).list[0]).toMatchObject({ id, status: 'REFUNDED', rejectReason: 'Name on the card differs' });
    expect((await confirm(m, { type: 'RECEIVED', withdrawalId: id })).body.errorCode).toBe('wallet.state_conflict');
    await expectBooksBalanced();
  });

  it('lists withdrawals for the operator and refuses an unknown one', async () => {
    const m = await newMember(500_00);
    const id = await held(m, 15);
    const { body } = await dev(`/__dev/withdrawals?status=HELD&username=${m.username}`, 'GET');
    expect(body.value.list).toEqual([expect.objectContaining({ id, username: m.username, status: 'HELD' })]);
    expect((await decide(99_999_999, 'PAID')).status).toBe(404);
  });

  it('is hidden without DEV_TOOLS', async () => {
    const hidden = await accountsPlatform({ DEV_TOOLS: '0' });
    expect((await dev('/__dev/withdrawals/decide', 'POST', { withdrawalId: 1, outcome: 'PAID' }, hidden)).status).toBe(404);
    expect((await dev('/__dev/withdraw-settings', 'PUT', { autoApprove: true }, hidden)).status).toBe(404);
  });
});

// ---- receipt confirmation --------------------------------------------------------------------

describe('receipt confirmation', () => {
  it('RECEIVED: confirmed, leaves the confirmation list, a repeat is fine, a change of mind is not; no money moves', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 60);
    const before = await balances(m);
    const { status, body } = await confirm(m, { type: 'RECEIVED', withdrawalId: id });
    expect(status).toBe(200);
    expect(body.value.list).toEqual([expect.objectContaining({ id, receipt: 'RECEIVED', confirmedAt: expect.any(Number) })]);
    expect((await confirmations(m)).list).toEqual([]);
    expect((await confirm(m, { type: 'RECEIVED', withdrawalId: id })).status).toBe(200);
    const change = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: base64(PNG) });
    expect(change.status).toBe(409);
    expect(change.body.errorCode).toBe('wallet.state_conflict');
    expect(await balances(m)).toEqual(before);
  });

  it('NOT_RECEIVED: the proof image is kept in R2 and shown to the operator; no money moves', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 60);
    const before = await balances(m);
    const { status, body } = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: base64(PNG) });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value.list[0]).toMatchObject({ id, receipt: 'NOT_RECEIVED', hasProof: true });
    const row = await env.DB.prepare('SELECT proof_key FROM withdrawals WHERE id = ?1').bind(id).first<{ proof_key: string }>();
    expect(row!.proof_key).toMatch(new RegExp(`^DEMO/withdrawals/${id}/[0-9a-f-]{36}\\.png$`));
    const stored = await p.env.WITHDRAWAL_PROOFS!.get(row!.proof_key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);
    const shown = await p.fetch(new Request(`${BASE}/__dev/withdrawals/proof?id=${id}`));
    expect(shown.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(PNG);
    expect(await balances(m)).toEqual(before);
    // A repeat keeps the first image; RECEIVED afterwards is a conflict.
    expect((await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: base64(JPG) })).status).toBe(200);
    expect((await env.DB.prepare('SELECT proof_key FROM withdrawals WHERE id = ?1').bind(id).first<{ proof_key: string }>())!.proof_key).toBe(row!.proof_key);
    expect((await confirm(m, { type: 'RECEIVED', withdrawalId: id })).body.errorCode).toBe('wallet.state_conflict');
    await expectBooksBalanced();
  });

  it('takes a JPEG (also as a data URL), told by its first bytes', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 60);
    const { status } = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: `data:image/jpeg;base64,${base64(JPG)}` });
    expect(status).toBe(200);
    const row = await env.DB.prepare('SELECT proof_key FROM withdrawals WHERE id = ?1').bind(id).first<{ proof_key: string }>();
    expect(row!.proof_key).toMatch(/\.jpg$/);
  });

  it('refuses a proof that is missing, not Base64, not a png or jpg, or larger than 5 MB; nothing is stored', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 60);
    const cases: [unknown, number][] = [
      [undefined, 400],
      ['', 400],
      ['%%%not base64%%%', 400],
      [base64(GIF), 400],
      [`data:image/png;base64,${base64(GIF)}`, 400],
      [base64(pngOfSize(MAX_PROOF_BYTES + 1)), 400],
    ];
    for (const [proofImage, expected] of cases) {
      const { status, body } = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage });
      expect([status, body.errorCode], String(proofImage).slice(0, 30)).toEqual([expected, 'file.invalid']);
    }
    // Exactly 5 MB is accepted.
    const edge = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: base64(pngOfSize(MAX_PROOF_BYTES)) });
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
    const listed = await p.env.WITHDRAWAL_PROOFS!.list({ prefix: `DEMO/withdrawals/${id}/` });
    expect(listed.objects).toHaveLength(1);
  });

  it('refuses a body far beyond the image limit before reading it (413)', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 60);
    const huge = JSON.stringify({ type: 'NOT_RECEIVED', withdrawalId: id, proofImage: 'A'.repeat(7_100_000) });
    const res = await p.fetch(
      new Request(`${BASE}/wps/relay/MCSFE_processC2CTransaction`, { method: 'POST', headers: platformHeaders(authed(m.token)), body: huge }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as Envelope).errorCode).toBe('file.invalid');
  });

  it('ALL_RECEIVED confirms every withdrawal still awaiting, and leaves a disputed one alone', async () => {
    const m = await newMember(500_00);
    const [a, b, c] = [await paid(m, 10), await paid(m, 11), await paid(m, 12)];
    const stillHeld = await held(m, 13);
    await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: c, proofImage: base64(PNG) });
    const { status, body } = await confirm(m, { type: 'ALL_RECEIVED' });
    expect(status).toBe(200);
    expect(body.value.list.map((w: any) => [w.id, w.receipt])).toEqual([
      [b, 'RECEIVED'],
      [a, 'RECEIVED'],
    ]);
    const receipts = Object.fromEntries((await list(m)).list.map((w) => [w.id, w.receipt]));
    expect(receipts).toEqual({ [a]: 'RECEIVED', [b]: 'RECEIVED', [c]: 'NOT_RECEIVED', [stillHeld]: null });
    expect((await confirm(m, { type: 'ALL_RECEIVED' })).body.value.list).toEqual([]);
  });

  it('refuses someone else’s withdrawal, an unknown one and a malformed answer', async () => {
    const m = await newMember(500_00);
    const stranger = await newMember(0);
    const id = await paid(m, 20);
    expect((await confirm(stranger, { type: 'RECEIVED', withdrawalId: id })).status).toBe(404);
    expect((await confirm(m, { type: 'RECEIVED', withdrawalId: 99_999_999 })).body.errorCode).toBe('wallet.not_found');
    expect((await confirm(m, { type: 'MAYBE', withdrawalId: id })).body.errorCode).toBe('request_param_err');
    expect((await confirm(m, { type: 'RECEIVED' })).body.errorCode).toBe('request_param_err');
    expect((await confirm(m, { type: 'RECEIVED', withdrawalId: id })).status).toBe(200);
    const anonymous = await callJson(p, '/wps/relay/MCSFE_processC2CTransaction', { body: { type: 'ALL_RECEIVED' } });
    expect(anonymous.status).toBe(401);
  });

  it('past the deadline an unanswered withdrawal is AUTO_RECEIVED on every read, then settled by the sweep', async () => {
    const m = await newMember(500_00);
    await dev('/__dev/withdraw-settings', 'PUT', { receiptConfirmMinutes: 1 });
    const id = await paid(m, 25);
    const answered = await paid(m, 26);
    await confirm(m, { type: 'RECEIVED', withdrawalId: answered });
    const deadline = (await list(m)).list.find((w) => w.id === id).receiptDeadline as number;
    expect((await confirmations(m)).list.map((w) => w.id)).toEqual([id]);

    // Two minutes on: read before any sweep ran.
    const soon = later(p, 2 * 60_000);
    const row = (await list(m, soon)).list.find((w) => w.id === id);
    expect(row).toMatchObject({ receipt: 'AUTO_RECEIVED', confirmedAt: deadline });
    expect((await confirmations(m, soon)).list).toEqual([]);
    const late = await confirm(m, { type: 'NOT_RECEIVED', withdrawalId: id, proofImage: base64(PNG) }, soon);
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('wallet.state_conflict');
    expect((await confirm(m, { type: 'ALL_RECEIVED' }, soon)).body.value.list).toEqual([]);
    expect((await env.DB.prepare('SELECT receipt FROM withdrawals WHERE id = ?1').bind(id).first<{ receipt: string }>())!.receipt).toBe('AWAITING');

    // The sweep writes what reads showed; the member's own answer stays.
    const { body } = await dev('/__dev/withdrawals/sweep', 'POST', undefined, soon);
    expect(body.value.settled).toBeGreaterThanOrEqual(1);
    const rows = await env.DB.prepare('SELECT id, receipt, confirmed_at FROM withdrawals WHERE id IN (?1, ?2) ORDER BY id').bind(id, answered).all();
    expect(rows.results).toEqual([
      { id, receipt: 'AUTO_RECEIVED', confirmed_at: deadline },
      { id: answered, receipt: 'RECEIVED', confirmed_at: expect.any(Number) },
    ]);
    expect((await list(m, soon)).list.find((w) => w.id === id)).toMatchObject({ receipt: 'AUTO_RECEIVED', confirmedAt: deadline });
  });

  it('the scheduled handler runs the sweep', async () => {
    const m = await newMember(500_00);
    const id = await paid(m, 30);
    await env.DB.prepare('UPDATE withdrawals SET receipt_deadline = ?2 WHERE id = ?1')
      .bind(id, Date.now() - 1000)
      .run();
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), p.env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare('SELECT receipt FROM withdrawals WHERE id = ?1').bind(id).first<{ receipt: string }>();
    expect(row!.receipt).toBe('AUTO_RECEIVED');
  });

  it('the scheduled handler pays, once, what an auto-approving brand still holds (an approval that failed after the hold)', async () => {
    const m = await newMember(500_00);
    const id = await held(m, 45);
    await env.DB.prepare('UPDATE withdrawals SET created_at = created_at - 120000 WHERE id = ?1').bind(id).run();
    await dev('/__dev/withdraw-settings', 'PUT', { autoApprove: true });
    try {
      for (let run = 0; run < 2; run++) {
        const ctx = createExecutionContext();
        worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' }), p.env, ctx);
        await waitOnExecutionContext(ctx);
      }
      const row = await env.DB.prepare('SELECT status FROM withdrawals WHERE id = ?1').bind(id).first<{ status: string }>();
      expect(row!.status).toBe('PAID');
      expect(await balances(m)).toEqual({ main: 455, held: 0 });
      const paidEntries = await env.DB.prepare('SELECT COUNT(*) AS n FROM journal_entries WHERE entry_key = ?1')
        .bind(`withdrawal:${id}:paid`)
        .first<{ n: number }>();
      expect(paidEntries!.n).toBe(1);
      await expectBooksBalanced();
    } finally {
      await dev('/__dev/withdraw-settings', 'PUT', { autoApprove: false });
    }
  });
});
