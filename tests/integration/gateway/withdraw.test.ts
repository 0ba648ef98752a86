/**
 * Withdrawals through the gateway: withdrawSettings, requestWithdrawal (sealed on the wire, amounts
 * as minor units both ways, refusals as catalogue codes), myWithdrawals, the receipt list and
 * confirmReceipt (the proof image's size and type checked before the platform call).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';
const PAY_PASSWORD = 'Pay-8642';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const SETTINGS = `{ withdrawSettings { minAmount maxAmount dailyCount usedToday remainingToday available held autoApprove receiptConfirmMinutes paymentPasswordSet bankCards { id bankName maskedNumber accountName } } }`;
const WITHDRAWAL_FIELDS = `id amount status rejectReason card { id bankName } createdAt decidedAt receipt receiptDeadline confirmedAt hasProof`;
const REQUEST = `mutation ($input: WithdrawalInput!) { requestWithdrawal(input: $input) { ok errors { code field } withdrawal { ${WITHDRAWAL_FIELDS} } } }`;
const LIST = `{ myWithdrawals(page: 1, pageSize: 5) { page pageSize total items { ${WITHDRAWAL_FIELDS} } } withdrawalsAwaitingReceipt { minutes items { id receipt } } }`;
const CONFIRM = `mutation ($input: ReceiptInput!) { confirmReceipt(input: $input) { ok errors { code field } withdrawals { id receipt hasProof } } }`;

interface Member {
  token: string;
  cardId: string;
}

let serial = 0;
let payHash: string;
beforeAll(async () => {
  payHash = encodePasswordHash(await hashPassword(h.platform.env, PAY_PASSWORD));
});

async function newMember(balanceMinor: number): Promise<Member> {
  const username = `gwd_${Date.now().toString(36)}_${++serial}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, payment_password, created_at)
     SELECT merchant_code, ?2, 'Gateway Withdrawer', 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, ?3, created_at
       FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down1'`,
  )
    .bind(MERCHANT, username, payHash)
    .run();
  const id = (await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>())!.id;
  const card = await env.DB.prepare(
    `INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at)
     VALUES (?1, ?2, 'Gateway Bank', ?3, 'Gateway Withdrawer', ?4) RETURNING id`,
  )
    .bind(MERCHANT, id, `5556667${String(id).padStart(4, '0')}`, Date.now())
    .first<{ id: number }>();
  const opened = await walletGate(h.platform.env).execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: id,
    key: `opening:${id}`,
    amountMinor: balanceMinor,
    kind: 'OPENING',
    contra: 'CASH_IN',
  });
  expect(opened.ok).toBe(true);
  const { context } = await h.run(LOGIN, { input: { username, password: 'Down2024' } }, { headers: { 'X-Test-Client-IP': '198.51.100.77' } });
  return { token: (context.sessionChange as { token: string }).token, cardId: String(card!.id) };
}

let keys = 0;
const requestId = () => `gw-wd-${Date.now()}-${++keys}`;

function ask(m: Member, input: Record<string, unknown>) {
  return h.run(REQUEST, { input: { cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: requestId(), ...input } }, { token: m.token });
}

async function pay(withdrawalId: string) {
  const response = await h.dev('POST', '/__dev/withdrawals/decide', { withdrawalId: Number(withdrawalId), outcome: 'PAID' });
  expect(response.status).toBe(200);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('withdrawSettings', () => {
  it('answers the limits, the balance and the cards in minor units; null without a session', async () => {
    const m = await newMember(250_75);
    const { result } = await h.run(SETTINGS, {}, { token: m.token });
    expect(result.errors).toBeUndefined();
    expect(result.data.withdrawSettings).toEqual({
      minAmount: 1000,
      maxAmount: 5_000_000,
      dailyCount: 5,
      usedToday: 0,
      remainingToday: 5,
      available: 25075,
      held: 0,
      autoApprove: false,
      receiptConfirmMinutes: 30,
      paymentPasswordSet: true,
      bankCards: [{ id: m.cardId, bankName: 'Gateway Bank', maskedNumber: expect.stringMatching(/^\*{4}\d{4}$/), accountName: 'Gateway Withdrawer' }],
    });
    expect((await h.run(SETTINGS)).result.data.withdrawSettings).toBeNull();
  });
});

describe('requestWithdrawal', () => {
  it('sends the request sealed and answers the held withdrawal in minor units', async () => {
    const m = await newMember(500_00);
    h.binding.reset();
    const { result } = await ask(m, { amount: 12_345 });
    expect(result.data.requestWithdrawal).toMatchObject({ ok: true, errors: [], withdrawal: { amount: 12_345, status: 'HELD', card: { id: m.cardId } } });
    const sent = h.binding.requests.find((r) => r.path === '/wps/v2/transaction/withdraw');
    expect(sent?.body).toBeDefined();
    expect(sent!.body).not.toContain(PAY_PASSWORD);
    expect(sent!.body).not.toContain('123.45');
    expect(JSON.parse(sent!.body!)).toEqual({ value: expect.any(String) });
    const listed = await h.run(LIST, {}, { token: m.token });
    expect(listed.result.data.myWithdrawals).toMatchObject({ page: 1, pageSize: 5, total: 1, items: [{ amount: 12_345, status: 'HELD', receipt: null }] });
  });

  it('answers refusals as catalogue codes on their fields, and moves nothing', async () => {
    const m = await newMember(100_00);
    const refusal = async (input: Record<string, unknown>) => (await ask(m, input)).result.data.requestWithdrawal.errors;
    expect(await refusal({ amount: 50_00, paymentPassword: 'Wrong-0000' })).toEqual([{ code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' }]);
    expect(await refusal({ amount: 999 })).toEqual([{ code: 'BELOW_MINIMUM', field: 'amount' }]);
    expect(await refusal({ amount: 5_000_001 })).toEqual([{ code: 'ABOVE_MAXIMUM', field: 'amount' }]);
    expect(await refusal({ amount: 100_01 })).toEqual([{ code: 'INSUFFICIENT_BALANCE', field: 'amount' }]);
    expect(await refusal({ amount: 0 })).toEqual([{ code: 'AMOUNT_INVALID', field: 'amount' }]);
    expect(await refusal({ amount: 20_00, requestId: 'short' })).toEqual([{ code: 'INVALID_INPUT', field: 'requestId' }]);
    expect(await refusal({ amount: 20_00, cardId: '999999' })).toEqual([{ code: 'INVALID_INPUT', field: 'cardId' }]);
    expect((await h.run(SETTINGS, {}, { token: m.token })).result.data.withdrawSettings).toMatchObject({ available: 100_00, usedToday: 0 });
  });

  it('a replayed request moves money once', async () => {
    const m = await newMember(100_00);
    const input = { amount: 30_00, cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: requestId() };
    const first = await h.run(REQUEST, { input }, { token: m.token });
    const again = await h.run(REQUEST, { input }, { token: m.token });
    expect(again.result.data.requestWithdrawal.withdrawal.id).toBe(first.result.data.requestWithdrawal.withdrawal.id);
    expect((await h.run(SETTINGS, {}, { token: m.token })).result.data.withdrawSettings).toMatchObject({ available: 70_00, held: 30_00, usedToday: 1 });
  });

  it('is a sensitive field: one per document', async () => {
    const m = await newMember(100_00);
    const twice = `mutation { a: requestWithdrawal(input: { amount: 1000, cardId: "1", paymentPassword: "x", requestId: "aaaaaaaa" }) { ok } b: requestWithdrawal(input: { amount: 1000, cardId: "1", paymentPassword: "x", requestId: "bbbbbbbb" }) { ok } }`;
    expect((await h.run(twice, {}, { token: m.token })).result.errors?.[0].message).toMatch(/only one/);
  });
});

describe('confirmReceipt', () => {
  it('lists paid withdrawals awaiting an answer with the brand minutes, and takes received, not received and all received', async () => {
    const m = await newMember(500_00);
    const ids: string[] = [];
    for (const amount of [10_00, 11_00, 12_00]) {
      const { result } = await ask(m, { amount });
      ids.push(result.data.requestWithdrawal.withdrawal.id);
      await pay(result.data.requestWithdrawal.withdrawal.id);
    }
    const before = await h.run(LIST, {}, { token: m.token });
    expect(before.result.data.withdrawalsAwaitingReceipt).toEqual({ minutes: 30, items: ids.map((id) => ({ id, receipt: 'AWAITING' })) });
    const received = await h.run(CONFIRM, { input: { answer: 'RECEIVED', withdrawalId: ids[0] } }, { token: m.token });
    expect(received.result.data.confirmReceipt).toEqual({ ok: true, errors: [], withdrawals: [{ id: ids[0], receipt: 'RECEIVED', hasProof: false }] });
    const disputed = await h.run(
      CONFIRM,
      { input: { answer: 'NOT_RECEIVED', withdrawalId: ids[1], proofImage: `data:image/png;base64,${base64(PNG)}` } },
      { token: m.token },
    );
    expect(disputed.result.data.confirmReceipt).toEqual({ ok: true, errors: [], withdrawals: [{ id: ids[1], receipt: 'NOT_RECEIVED', hasProof: true }] });
    const all = await h.run(CONFIRM, { input: { answer: 'ALL_RECEIVED' } }, { token: m.token });
    expect(all.result.data.confirmReceipt.withdrawals).toEqual([{ id: ids[2], receipt: 'RECEIVED', hasProof: false }]);
    const conflict = await h.run(CONFIRM, { input: { answer: 'NOT_RECEIVED', withdrawalId: ids[0], proofImage: base64(PNG) } }, { token: m.token });
    expect(conflict.result.data.confirmReceipt.errors).toEqual([{ code: 'STATE_CONFLICT', field: null }]);
    expect((await h.run(LIST, {}, { token: m.token })).result.data.withdrawalsAwaitingReceipt.items).toEqual([]);
  });

  it('refuses a proof that is missing, too long or not a png/jpg before calling the platform', async () => {
    const m = await newMember(100_00);
    const { result } = await ask(m, { amount: 10_00 });
    const id = result.data.requestWithdrawal.withdrawal.id;
    await pay(id);
    const tooLong = 'A'.repeat(Math.ceil((5 * 1024 * 1024) / 3) * 4 + 4);
    for (const proofImage of [null, '', tooLong, base64([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0]), 'not base64 at all!!']) {
      h.binding.reset();
      const answer = await h.run(CONFIRM, { input: { answer: 'NOT_RECEIVED', withdrawalId: id, proofImage } }, { token: m.token });
      expect(answer.result.data.confirmReceipt.errors, String(proofImage).slice(0, 20)).toEqual([{ code: 'FILE_INVALID', field: 'proof' }]);
      expect(h.binding.endpoints()).not.toContain('MCSFE_processC2CTransaction');
    }
  });

  it('without a session: no lists, and answers are refused', async () => {
    expect((await h.run(LIST)).result.data).toEqual({ myWithdrawals: null, withdrawalsAwaitingReceipt: null });
    expect((await h.run(CONFIRM, { input: { answer: 'ALL_RECEIVED' } })).result.errors?.[0].extensions?.code).toBe('SESSION_ENDED');
  });
});

// The bonus wallet (docs/decisions/067): the demo brand's wallet is on only while these tests grant.
describe('the bonus wallet through the gateway', () => {
  const BONUS = `{ balance { amount total bonus activeBonus { id amount turnoverRequired turnoverDone turnoverLeft maxStake stakeOrder queued defaultContribution contributions { gameType percent } } }
    withdrawSettings { available bonus activeBonus { id turnoverLeft } } bonuses { amount status grantId turnoverRequired turnoverDone } }`;
  const grant = async (username: string) => {
    expect(
      (await h.dev('PUT', '/__dev/bonus-settings', { enabled: true, contributions: { RNG: 100, LIVE: 10 }, defaultContribution: 50, maxStake: 20 })).status,
    ).toBe(200);
    const granted = await h.dev('POST', '/__dev/bonus/grant', { username, amount: 30, turnoverMultiplier: 4 });
    expect((await h.dev('PUT', '/__dev/bonus-settings', { enabled: false })).status).toBe(200);
    expect(granted.status).toBe(200);
  };

  it('shows cash and bonus apart, and a withdrawal forfeits the bonus only when the member confirms', async () => {
    const m = await newMember(100_00);
    const { username } = (await env.DB.prepare('SELECT a.username FROM accounts a JOIN bank_cards c ON c.account_id = a.id WHERE c.id = ?1')
      .bind(Number(m.cardId))
      .first<{ username: string }>())!;
    await grant(username);
    const before = (await h.run(BONUS, {}, { token: m.token })).result.data;
    expect(before.balance).toMatchObject({ amount: 100_00, total: 100_00, bonus: 30_00 });
    expect(before.balance.activeBonus).toMatchObject({
      amount: 30_00,
      turnoverRequired: 120_00,
      turnoverDone: 0,
      turnoverLeft: 120_00,
      maxStake: 20_00,
      stakeOrder: 'CASH_FIRST',
      queued: 0,
    });
    expect(before.balance.activeBonus.contributions).toEqual(expect.arrayContaining([{ gameType: 'LIVE', percent: 10 }]));
    expect(before.withdrawSettings).toMatchObject({
      available: 100_00,
      bonus: 30_00,
      activeBonus: { id: before.balance.activeBonus.id, turnoverLeft: 120_00 },
    });
    expect(before.bonuses[0]).toMatchObject({ amount: 30_00, status: 'ACTIVE', grantId: before.balance.activeBonus.id, turnoverRequired: 120_00 });
    // Without the confirmation: refused with the amounts the page states.
    const refused = await h.run(
      `mutation ($input: WithdrawalInput!) { requestWithdrawal(input: $input) { ok errors { code field bonusAtStake remaining } } }`,
      { input: { cardId: m.cardId, paymentPassword: PAY_PASSWORD, requestId: requestId(), amount: 50_00 } },
      { token: m.token },
    );
    expect(refused.result.data.requestWithdrawal).toEqual({
      ok: false,
      errors: [{ code: 'BONUS_FORFEIT_REQUIRED', field: 'forfeitBonus', bonusAtStake: 30_00, remaining: 120_00 }],
    });
    const confirmed = await ask(m, { amount: 50_00, forfeitBonusId: before.balance.activeBonus.id });
    expect(confirmed.result.data.requestWithdrawal).toMatchObject({ ok: true, withdrawal: { amount: 50_00, status: 'HELD' } });
    const after = (await h.run(BONUS, {}, { token: m.token })).result.data;
    expect(after.balance).toMatchObject({ amount: 50_00, bonus: 0, activeBonus: null });
    expect(after.bonuses[0]).toMatchObject({ status: 'FORFEITED' });
  });

  it('lets the member give up the bonus their page showed, and no other', async () => {
    const m = await newMember(10_00);
    const { username } = (await env.DB.prepare('SELECT a.username FROM accounts a JOIN bank_cards c ON c.account_id = a.id WHERE c.id = ?1')
      .bind(Number(m.cardId))
      .first<{ username: string }>())!;
    await grant(username);
    const id = (await h.run(BONUS, {}, { token: m.token })).result.data.balance.activeBonus.id as string;
    const FORFEIT = `mutation ($id: ID!, $requestId: String!) { forfeitBonus(id: $id, requestId: $requestId) { ok errors { code field } forfeited } }`;
    const forfeit = async (vars: { id: string; requestId: string }) => (await h.run(FORFEIT, vars, { token: m.token })).result.data.forfeitBonus;
    expect(await forfeit({ id: String(Number(id) + 1000), requestId: 'forfeit-gw-0001' })).toEqual({
      ok: false,
      errors: [{ code: 'BONUS_CHANGED', field: 'id' }],
      forfeited: null,
    });
    expect((await forfeit({ id: 'x', requestId: 'forfeit-gw-0001' })).errors).toEqual([{ code: 'INVALID_INPUT', field: 'id' }]);
    expect((await forfeit({ id, requestId: 'no' })).errors).toEqual([{ code: 'INVALID_INPUT', field: 'requestId' }]);
    // The same form posted twice (its request id): the repeat answers what the first forfeit moved.
    expect(await forfeit({ id, requestId: 'forfeit-gw-0001' })).toEqual({ ok: true, errors: [], forfeited: 30_00 });
    expect(await forfeit({ id, requestId: 'forfeit-gw-0001' })).toEqual({ ok: true, errors: [], forfeited: 30_00 });
    expect((await forfeit({ id, requestId: 'forfeit-gw-0002' })).errors).toEqual([{ code: 'NOT_FOUND', field: 'id' }]);
  });
});
