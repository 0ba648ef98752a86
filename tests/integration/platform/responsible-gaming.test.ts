/**
 * Responsible gaming in the reference platform (docs/decisions/039-responsible-gaming-in-the-ledger.md):
 * the settings call, limits judged in the wallet's lock (deposit orders, stakes; exactly the limit
 * passes, nothing more, also in parallel), the cooling-off of a raise or removal, the brand's day
 * boundary, time-outs that end every session and refuse logins, deposits and stakes until they end,
 * the record of every change, and a cancelled order paid later (judged in the lock: credited when it
 * fits, else held for the operator; also several at once). Every member is fresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROVIDER_SECRET } from '#platform/seed/deposit';
import type { Env } from '#platform/src/env';
import { signCallback } from '#platform/src/modules/deposit/signature';
import type { MoneyResult } from '#platform/src/modules/ledger/money-command';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { periodWindow } from '#platform/src/modules/responsible-gaming/rules';
import { rgBrand } from '#platform/src/modules/responsible-gaming/store';
import {
  accountsPlatform,
  authed,
  env,
  later,
  loginCall,
  loginOk,
  post,
  seedDemoAccounts,
  type AccountsPlatform,
  newLoggedInMember,
  type LoggedInMember,
} from './accounts-client';
import { callJson } from './client';
import { balanceIn, gameWhere, getPage, launchQuery, launchUrl, postForm, roundIdIn } from './play-support';
import { DEMO_LEGAL } from '../support/legal';

const MERCHANT = 'DEMO';
const IP = '198.51.100.171';
const HOUR = 3_600_000;

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

type Member = LoggedInMember;

const newMember = (): Promise<Member> => newLoggedInMember(p, 'rg', { nickname: 'Careful' }, IP);

let keys = 0;
const newKey = () => `rg-test-${Date.now()}-${++keys}`;

const deposit = (m: Member, amount: number, at: AccountsPlatform = p) =>
  callJson(at, '/wps/relay/MCSFE_depositByQRImageUrl', {
    headers: authed(m.token),
    body: { targetUsername: m.username, amount, bankCode: 'QR_BANK', bankType: 'PAYID', showQrImageOnly: 1, requestId: newKey() },
  });

const setLimit = (m: Member, body: Record<string, unknown>, at: AccountsPlatform = p) =>
  callJson(at, '/wps/member/responsibleGaming/limit', { headers: authed(m.token), body });

const settings = (m: Member, at: AccountsPlatform = p) => callJson(at, '/wps/member/responsibleGaming', { headers: authed(m.token) });

const limitOf = (value: any, kind: string, period: string) => value.limits.find((l: any) => l.kind === kind && l.period === period);

const gate = () => walletGate(env as unknown as Env);
let rounds = 0;
const play = (m: Member, stakeMinor: number, payoutMinor: number) =>
  gate().execute({
    op: 'bet.play',
    merchant: MERCHANT,
    accountId: m.id,
    roundId: `rg-round-${Date.now()}-${++rounds}`,
    stakeMinor,
    payoutMinor,
    validMinor: stakeMinor,
    game: { gameId: null, gameName: 'Test slot', vendorCode: 'AP', gameType: 'RNG' },
  }) as Promise<MoneyResult>;

/**
 * Moves the member's history `ms` into the past: the same as the clock moving forward, for the
 * wallet's Durable Object too (its clock is the runtime's; the platform's test clock shifts the
 * Worker's only).
 */
async function age(m: Member, ms: number) {
  await env.DB.batch([
    env.DB.prepare('UPDATE deposits SET created_at = created_at - ?2 WHERE account_id = ?1').bind(m.id, ms),
    env.DB.prepare('UPDATE bets SET created_at = created_at - ?2 WHERE account_id = ?1').bind(m.id, ms),
    env.DB.prepare('UPDATE rg_limits SET pending_effective_at = pending_effective_at - ?2 WHERE account_id = ?1').bind(m.id, ms),
  ]);
}

async function fund(m: Member, minor: number) {
  const paid = await gate().execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: m.id,
    key: `rg-fund-${m.id}-${++keys}`,
    amountMinor: minor,
    kind: 'OPENING',
    contra: 'CASH_IN',
  });
  expect(paid.ok).toBe(true);
}

describe('settings', () => {
  it('lists every kind over every period, none set, with the brand cooling-off; a brand offers its own choice of tools', async () => {
    const m = await newMember();
    const { status, body } = await settings(m);
    expect(status).toBe(200);
    expect(body.value.coolingOffHours).toBe(24);
    expect(body.value.limits.map((l: any) => `${l.kind}:${l.period}`)).toEqual([
      'DEPOSIT:DAY',
      'DEPOSIT:WEEK',
      'DEPOSIT:MONTH',
      'LOSS:DAY',
      'LOSS:WEEK',
      'LOSS:MONTH',
      'WAGER:DAY',
      'WAGER:WEEK',
      'WAGER:MONTH',
    ]);
    expect(body.value.limits.every((l: any) => l.amount === null && l.used === 0 && l.pending === false)).toBe(true);
    expect(body.value.changes).toEqual([]);

    expect(body.value.tools).toEqual([
      'DEPOSIT_LIMIT',
      'LOSS_LIMIT',
      'WAGER_LIMIT',
      'SESSION_LIMIT',
      'REALITY_CHECK',
      'TIMEOUT',
      'SELF_EXCLUSION',
      'ACCOUNT_CLOSURE',
    ]);
    const offer = (tools: string[]) => env.DB.prepare('UPDATE brands SET rg_tools = ?2 WHERE merchant_code = ?1').bind(MERCHANT, JSON.stringify(tools)).run();
    try {
      // A brand that offers some tools: the others answer function.not.available.
      await offer(['DEPOSIT_LIMIT', 'TIMEOUT']);
      expect((await settings(m)).body.value.tools).toEqual(['DEPOSIT_LIMIT', 'TIMEOUT']);
      expect((await setLimit(m, { kind: 'LOSS', period: 'DAY', amount: 5 })).body.errorCode).toBe('function.not.available');
      expect((await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 500 })).status).toBe(200);
      const post = (path: string, body: unknown) => callJson(p, `/wps/member/responsibleGaming/${path}`, { headers: authed(m.token), body });
      expect((await post('exclusion', { length: '6M' })).body.errorCode).toBe('function.not.available');
      expect((await post('sessionLimit', { minutes: 30 })).body.errorCode).toBe('function.not.available');
      expect((await post('close', { confirm: true })).body.errorCode).toBe('function.not.available');
      // No reality checks when the brand offers none.
      expect((await callJson(p, '/wps/member/responsibleGaming/session', { headers: authed(m.token) })).body.value.realityCheckMinutes).toBeNull();
      // None at all: the whole extension is not there, but for the limit this member set while it was offered.
      await offer([]);
      expect((await settings(m)).body.value.tools).toEqual(['DEPOSIT_LIMIT']);
      expect((await settings(await newMember())).body.errorCode).toBe('function.not.available');
    } finally {
      await offer(['DEPOSIT_LIMIT', 'LOSS_LIMIT', 'WAGER_LIMIT', 'SESSION_LIMIT', 'REALITY_CHECK', 'TIMEOUT', 'SELF_EXCLUSION', 'ACCOUNT_CLOSURE']);
    }
  });

  it('refuses malformed changes with a parameter error, never a 500', async () => {
    const m = await newMember();
    for (const body of [
      {},
      { kind: 'DEPOSIT' },
      { kind: 'X', period: 'DAY', amount: 5 },
      { kind: 'DEPOSIT', period: 'YEAR', amount: 5 },
      { kind: 'DEPOSIT', period: 'DAY', amount: 'ten' },
    ]) {
      const { status, body: answer } = await setLimit(m, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.errorCode).toBe('request_param_err');
    }
    expect((await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 0 })).body.errorCode).toBe('wallet.amount_invalid');
    expect((await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: -5 })).status).toBe(400);
    const bad = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: '2H' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    expect((await callJson(p, '/wps/member/responsibleGaming', {})).body.errorCode).toBe('login.not.session');
  });
});

describe('a deposit limit', () => {
  it('passes deposits up to exactly the limit and refuses the one past it, saying what is left and when the day resets', async () => {
    const m = await newMember();
    const set = await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    expect(set.body.value).toMatchObject({ outcome: 'APPLIED', limit: { amount: 100, used: 0, pending: false } });
    expect((await deposit(m, 60)).status).toBe(200);
    const refused = await deposit(m, 50);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('rg.limit_reached');
    const { zone } = await rgBrand(env.DB, MERCHANT);
    expect(refused.body.value).toEqual({ kind: 'DEPOSIT', period: 'DAY', remaining: 40, resetsAt: periodWindow('DAY', Date.now(), zone).end });
    expect((await deposit(m, 40)).status).toBe(200);
    expect((await deposit(m, 10)).body.errorCode).toBe('rg.limit_reached');
    const after = await settings(m);
    expect(limitOf(after.body.value, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100, used: 100 });
  });

  it('lets parallel orders pass exactly up to the limit', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'WEEK', amount: 100 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(m, 30)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.errorCode === 'rg.limit_reached')).toHaveLength(3);
    const open = await env.DB.prepare("SELECT COALESCE(SUM(amount_minor), 0) AS s FROM deposits WHERE account_id = ?1 AND status = 'PENDING'")
      .bind(m.id)
      .first<{ s: number }>();
    expect(open?.s).toBe(9_000);
  });

  it("counts each period over the brand's calendar: the week from Monday, the month from the 1st", async () => {
    const { zone } = await rgBrand(env.DB, MERCHANT);
    for (const period of ['WEEK', 'MONTH'] as const) {
      const m = await newMember();
      await setLimit(m, { kind: 'DEPOSIT', period, amount: 50 });
      expect((await deposit(m, 50)).status).toBe(200);
      const refused = await deposit(m, 10);
      expect(refused.body.value).toMatchObject({ period, remaining: 0, resetsAt: periodWindow(period, Date.now(), zone).end });
      // The deposit moved back to just before this period began: it no longer counts.
      const { start } = periodWindow(period, Date.now(), zone);
      await env.DB.prepare('UPDATE deposits SET created_at = ?2 WHERE account_id = ?1')
        .bind(m.id, start - 1)
        .run();
      expect((await deposit(m, 50)).status).toBe(200);
      // And one at the very start of the period does.
      await env.DB.prepare('UPDATE deposits SET created_at = ?2 WHERE account_id = ?1 AND created_at >= ?2').bind(m.id, start).run();
      expect((await deposit(m, 10)).body.errorCode).toBe('rg.limit_reached');
    }
  });

  it('counts a new day from zero on the brand calendar', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 50 });
    expect((await deposit(m, 50)).status).toBe(200);
    expect((await deposit(m, 10)).body.errorCode).toBe('rg.limit_reached');
    await age(m, 24 * HOUR);
    expect((await deposit(m, 50)).status).toBe(200);
    expect((await deposit(m, 10)).body.errorCode).toBe('rg.limit_reached');
  });
});

describe('changing a limit', () => {
  it('lowers at once, raises and removes only after the cooling-off, and lowering cancels a waiting raise', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const raise = await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 300 });
    expect(raise.body.value.outcome).toBe('PENDING');
    expect(raise.body.value.limit).toMatchObject({ amount: 100, pending: true, pendingAmount: 300 });
    expect(raise.body.value.effectiveAt).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR - 60_000);
    expect((await deposit(m, 150)).body.errorCode).toBe('rg.limit_reached');

    const lower = await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 80 });
    expect(lower.body.value).toMatchObject({ outcome: 'APPLIED', limit: { amount: 80, pending: false, pendingAmount: null } });

    const remove = await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: null });
    expect(remove.body.value).toMatchObject({ outcome: 'PENDING', limit: { amount: 80, pending: true, pendingAmount: null } });
    await age(m, 24 * HOUR + 60_000);
    const shown = await settings(m);
    expect(limitOf(shown.body.value, 'DEPOSIT', 'DAY')).toMatchObject({ amount: null, pending: false });
    const big = await deposit(m, 500);
    expect(big.status, JSON.stringify(big.body)).toBe(200);

    // Every request that changed something is recorded, newest first, with the session it came from.
    const changes = shown.body.value.changes;
    expect(changes.map((c: any) => [c.what, c.from, c.to])).toEqual([
      ['LIMIT', 80, null],
      ['LIMIT', 100, 80],
      ['LIMIT', 100, 300],
      ['LIMIT', null, 100],
    ]);
    expect(changes.every((c: any) => typeof c.sessionId === 'string' && c.sessionId.length === 24)).toBe(true);
  });
});

describe('wager and loss limits', () => {
  it('refuse a stake that would take the period past the limit, also in parallel', async () => {
    const m = await newMember();
    await fund(m, 100_000);
    await setLimit(m, { kind: 'WAGER', period: 'DAY', amount: 10 });
    const results = await Promise.all(Array.from({ length: 5 }, () => play(m, 300, 0)));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    const refused = results.find((r) => !r.ok) as Extract<MoneyResult, { ok: false }>;
    expect(refused.code).toBe('rg.limit_reached');
    expect(refused.detail).toMatchObject({ kind: 'WAGER', period: 'DAY', remaining: 1 });
    expect((await play(m, 100, 0)).ok).toBe(true);
    expect((await play(m, 1, 0)).ok).toBe(false);
  });

  it('count the net loss: wins make room, and a stake is refused when it could lose past the limit', async () => {
    const m = await newMember();
    await fund(m, 100_000);
    await setLimit(m, { kind: 'LOSS', period: 'MONTH', amount: 20 });
    expect((await play(m, 1_500, 0)).ok).toBe(true);
    const refused = (await play(m, 600, 0)) as Extract<MoneyResult, { ok: false }>;
    expect(refused.code).toBe('rg.limit_reached');
    expect(refused.detail).toMatchObject({ kind: 'LOSS', remaining: 5 });
    expect((await play(m, 500, 2_000)).ok).toBe(true);
    // Net loss is now 1,500 + 500 - 2,000 = 0: the whole limit is free again.
    expect((await play(m, 2_000, 0)).ok).toBe(true);
    expect((await play(m, 1, 0)).ok).toBe(false);
  });
});

describe('a time-out', () => {
  it('ends every session at once, refuses logins with its end, deposits and stakes until it ends, and cannot be shortened', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    const other = (await loginOk(p, m.username, 'Down2024', '198.51.100.172')).token as string;
    const started = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: '24H' } });
    expect(started.status).toBe(200);
    const endsAt = started.body.value.endsAt as number;
    expect(endsAt).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR - 60_000);
    for (const token of [m.token, other]) expect((await settings({ ...m, token })).body.errorCode).toBe('login.not.session');

    const login = await loginCall(p, { username: m.username, password: 'Down2024' }, IP);
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ success: false, errorCode: 'rg.excluded', value: { endsAt } });
    // A wrong password still says only that the password is wrong (nothing about the account).
    expect((await loginCall(p, { username: m.username, password: 'Wrong2024' }, IP)).body.errorCode).toBe('account_password_error');

    const bet = (await play(m, 100, 0)) as Extract<MoneyResult, { ok: false }>;
    expect(bet.code).toBe('rg.excluded');
    const order = (await gate().execute({
      op: 'deposit.open',
      merchant: MERCHANT,
      accountId: m.id,
      amountMinor: 1_000,
      methodCode: 'QR_BANK',
      bankType: 'PAYID',
      details: '{}',
      providerRef: `rg-ref-${Date.now()}`,
      request: { key: newKey(), operation: 'deposit.create', hash: 'x' },
    })) as Extract<MoneyResult, { ok: false }>;
    expect(order.code).toBe('rg.excluded');

    // Asking for a shorter one (through the ledger, as the page would if a session were alive) keeps the end.
    const again = await gate().execute({ op: 'rg.exclude', merchant: MERCHANT, accountId: m.id, length: '24H', sessionId: 'x'.repeat(24) });
    expect(again).toMatchObject({ ok: true, value: { endsAt: expect.any(Number) } });
    expect((again as any).value.endsAt).toBeGreaterThanOrEqual(endsAt);

    const afterwards = later(p, 25 * HOUR);
    const back = await loginCall(afterwards, { username: m.username, password: 'Down2024' }, IP);
    expect(back.status).toBe(200);
    const changes = (await settings({ ...m, token: back.body.value.token }, afterwards)).body.value.changes;
    expect(changes[changes.length - 1]).toMatchObject({ what: 'TIMEOUT', length: '24H', endsAt });
  });

  it('pays a deposit the provider paid during it, without its first-deposit bonus, and refuses every incentive', async () => {
    const m = await newMember();
    const order = await deposit(m, 100);
    expect(order.status).toBe(200);
    const depositId = order.body.value.depositId as number;
    await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: '24H' } });
    const decided = await callJson(p, '/__dev/deposits/decide', {
      rawHeaders: new Headers({ 'Content-Type': 'application/json' }),
      body: { depositId, outcome: 'PAID' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const lines = await env.DB.prepare('SELECT e.entry_key AS k FROM journal_entries e WHERE e.entry_key IN (?1, ?2)')
      .bind(`deposit:${depositId}`, `deposit:${depositId}:first-bonus`)
      .all<{ k: string }>();
    expect(lines.results.map((r) => r.k)).toEqual([`deposit:${depositId}`]);
    // No loyalty points for it either.
    const points = await env.DB.prepare('SELECT COUNT(*) AS n FROM points_movements WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(points?.n).toBe(0);
    const bonus = (await gate().execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: m.id,
      key: `rg-bonus-${m.id}`,
      amountMinor: 500,
      kind: 'BONUS',
      contra: 'BONUSES',
      incentive: true,
    })) as Extract<MoneyResult, { ok: false }>;
    expect(bonus.code).toBe('rg.excluded');
  });

  it("keeps the brand's messages to all sent during it from the member, also after it ends", async () => {
    const m = await newMember();
    const started = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: '24H' } });
    const startedAt = (started.body.value.endsAt as number) - 24 * HOUR;
    const stamp = Date.now().toString(36);
    await env.DB.batch(
      [
        [`Before ${stamp}`, startedAt - 60_000],
        [`During ${stamp}`, startedAt + HOUR],
        [`After ${stamp}`, startedAt + 25 * HOUR],
      ].map(([title, at]) =>
        env.DB.prepare('INSERT INTO inbox_messages (merchant_code, account_id, title, content, created_at) VALUES (?1, NULL, ?2, ?3, ?4)').bind(
          MERCHANT,
          title,
          'News',
          at,
        ),
      ),
    );
    const afterwards = later(p, 26 * HOUR);
    const token = (await loginOk(afterwards, m.username, 'Down2024', IP)).token as string;
    const inbox = await callJson(afterwards, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=50', { headers: authed(token) });
    const titles = JSON.stringify(inbox.body.value);
    expect(titles).toContain(`Before ${stamp}`);
    expect(titles).toContain(`After ${stamp}`);
    expect(titles).not.toContain(`During ${stamp}`);
  });

  it('an account closed at the request of its player is closed for good, and its login says so', async () => {
    const m = await newMember();
    const close = (body: unknown) => callJson(p, '/wps/member/responsibleGaming/close', { headers: authed(m.token), body });
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }]) expect((await close(body)).body.errorCode, JSON.stringify(body)).toBe('request_param_err');
    expect((await close({ confirm: true })).body.value).toEqual({ closed: true });
    expect((await settings(m)).body.errorCode).toBe('login.not.session');
    const login = await loginCall(later(p, 3_660 * 24 * HOUR), { username: m.username, password: 'Down2024' }, IP);
    expect(login.body).toMatchObject({ errorCode: 'rg.excluded', value: { endsAt: null, closed: true } });
    const kinds = await env.DB.prepare('SELECT what FROM rg_changes WHERE account_id = ?1').bind(m.id).all<{ what: string }>();
    expect(kinds.results.map((r) => r.what)).toEqual(['CLOSURE']);
  });

  it('a permanent self-exclusion never ends', async () => {
    const m = await newMember();
    const started = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: 'PERMANENT' } });
    expect(started.body.value).toEqual({ endsAt: null });
    const tenYears = later(p, 3_660 * 24 * HOUR);
    const login = await loginCall(tenYears, { username: m.username, password: 'Down2024' }, IP);
    expect(login.body).toMatchObject({ errorCode: 'rg.excluded', value: { endsAt: null } });
  });
});

describe('a self-excluded player registering again', () => {
  let visitor = 0;
  const register = (body: Record<string, unknown>) => {
    visitor += 1;
    return post(p, '/wps/member/register', { ...body, loginDeviceId: `rg-device-${visitor}` }, { 'X-Client-IP': `198.51.102.${visitor}` });
  };
  const details = (username: string, email: string) => ({
    username,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    email,
    login: true,
    registerMethod: 'WEB',
    ...DEMO_LEGAL,
  });

  it('is refused with the same e-mail while a self-exclusion is in force, saying only "contact customer service"; a time-out does not stop it', async () => {
    const stamp = Date.now().toString(36);
    const first = await register(details(`rgself${stamp}`, `self-${stamp}@example.com`));
    expect(first.status).toBe(200);
    const excluded = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(first.body.value.token), body: { length: '6M' } });
    expect(excluded.status).toBe(200);

    const again = await register(details(`rgagain${stamp}`, `SELF-${stamp}@example.com`));
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ success: false, errorCode: 'rg.registration_refused', message: 'please contact customer service' });
    expect(again.body.value).toBeUndefined();

    const timedOut = await register(details(`rgtime${stamp}`, `time-${stamp}@example.com`));
    await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(timedOut.body.value.token), body: { length: '7D' } });
    expect((await register(details(`rgtime2${stamp}`, `time-${stamp}@example.com`))).status).toBe(200);
  });

  it("holds on the operator's other brand of its group: the same player's account there ends its sessions, cannot log in, and no new one opens", async () => {
    const stamp = Date.now().toString(36);
    const email = `sister-${stamp}@example.com`;
    const group = (value: string | null) =>
      env.DB.prepare("UPDATE brands SET rg_exclusion_group = ?1 WHERE merchant_code IN ('DEMO', 'JADE')").bind(value).run();
    const jade = { 'X-Client-IP': '198.51.103.7', Merchant: 'JADE' };
    const jadeLogin = (username: string) => post(p, '/wps/session/login', { type: 'username', loginDeviceId: 'rg-jade', username, password: 'Abc12345' }, jade);
    // The same player on both brands (the same e-mail), logged in on Jade Palace.
    const sister = await post(p, '/wps/member/register', { ...details(`rj${stamp}`, email), loginDeviceId: 'rg-jade' }, jade);
    expect(sister.status, JSON.stringify(sister.body)).toBe(200);
    const jadeToken = sister.body.value.token as string;
    const jadeSettings = () => callJson(p, '/wps/member/responsibleGaming', { headers: { ...authed(jadeToken), Merchant: 'JADE' } });
    expect((await jadeSettings()).status).toBe(200);
    const own = await register(details(`rgdemo${stamp}`, email));
    expect(own.status).toBe(200);
    // The demo brands are one operator's: the page names the other brand.
    expect((await settings({ token: own.body.value.token } as Member)).body.value.selfExclusionAlsoOn).toEqual(['Jade Palace']);

    const excluded = await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(own.body.value.token), body: { length: '1Y' } });
    expect(excluded.status).toBe(200);
    const endsAt = excluded.body.value.endsAt;
    // Jade Palace's session ended with it; its login is refused with the same end; no new account there.
    expect((await jadeSettings()).body.errorCode).toBe('login.not.session');
    const refused = await jadeLogin(`rj${stamp}`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'rg.excluded', value: { endsAt, closed: false } });
    const again = await post(p, '/wps/member/register', { ...details(`rk${stamp}`, email.toUpperCase()), loginDeviceId: 'rg-jade2' }, jade);
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('rg.registration_refused');

    try {
      // Brands in no group keep their own exclusions: Jade Palace's account opens again.
      await group(null);
      expect((await settings({ token: own.body.value.token } as Member)).body.errorCode).toBe('login.not.session');
      expect((await jadeLogin(`rj${stamp}`)).status).toBe(200);
    } finally {
      await group('DEMO_OPERATOR');
    }
  });
});

describe('the session time limit and reality check', () => {
  const post = (m: Member, path: string, body: Record<string, unknown>) =>
    callJson(p, `/wps/member/responsibleGaming/${path}`, { headers: authed(m.token), body });
  const playSession = (m: Member) => callJson(p, '/wps/member/responsibleGaming/session', { headers: authed(m.token) });

  it("ends a session past the member's limit; a longer limit waits the cooling-off", async () => {
    const m = await newMember();
    const set = await post(m, 'sessionLimit', { minutes: 30 });
    expect(set.body.value).toMatchObject({ outcome: 'APPLIED', sessionLimit: { minutes: 30, pending: false } });
    const longer = await post(m, 'sessionLimit', { minutes: 120 });
    expect(longer.body.value).toMatchObject({ outcome: 'PENDING', sessionLimit: { minutes: 30, pending: true, pendingMinutes: 120 } });

    const shown = await playSession(m);
    expect(shown.body.value.endsAt - shown.body.value.startedAt).toBe(30 * 60_000);
    // 29 minutes in: alive; 31 minutes in: ended on its next request.
    await env.DB.prepare('UPDATE sessions SET created_at = created_at - ?2 WHERE account_id = ?1')
      .bind(m.id, 29 * 60_000)
      .run();
    expect((await playSession(m)).status).toBe(200);
    await env.DB.prepare('UPDATE sessions SET created_at = created_at - ?2 WHERE account_id = ?1')
      .bind(m.id, 2 * 60_000)
      .run();
    expect((await playSession(m)).body.errorCode).toBe('login.not.session');
    // A new login starts a new session with its own 30 minutes.
    const again = { ...m, token: (await loginOk(p, m.username, 'Down2024', IP)).token as string };
    expect((await playSession(again)).status).toBe(200);

    for (const minutes of [0, 1441, 2.5, 'x'])
      expect((await post(again, 'sessionLimit', { minutes })).body.errorCode, String(minutes)).toBe('request_param_err');
  });

  it("shows the session's stakes and net result and the reality-check interval (the brand's until the member chooses)", async () => {
    const m = await newMember();
    await fund(m, 10_000);
    expect((await play(m, 500, 0)).ok).toBe(true);
    expect((await play(m, 300, 900)).ok).toBe(true);
    const before = await playSession(m);
    expect(before.body.value).toMatchObject({ realityCheckMinutes: 60, stakes: 8, net: 1, rounds: 2, endsAt: null });
    const set = await post(m, 'realityCheck', { minutes: 15 });
    expect(set.body.value).toEqual({ realityCheckMinutes: 15 });
    expect((await playSession(m)).body.value.realityCheckMinutes).toBe(15);
    const changes = (await settings(m)).body.value.changes;
    expect(changes[0]).toMatchObject({ what: 'REALITY_CHECK', from: null, to: 15 });
    expect((await settings(m)).body.value).toMatchObject({ realityCheckMinutes: 15, brandRealityCheckMinutes: 60, sessionLimit: { minutes: null } });
  });
});

describe("an agent's view", () => {
  it('shows that a downline is timed out or self-excluded (never why), and keeps counting its past bets', async () => {
    const member = { id: 0, username: 'demo_down2', token: (await loginOk(p, 'demo_down2', 'Down2024', IP)).token as string };
    const agent = (await loginOk(p, 'demo_agent', 'Agent2024', IP)).token as string;
    const tree = async () =>
      (await callJson(p, '/wps/relay/MCS2_downlineTree?pageSize=50', { headers: authed(agent) })).body.value.list.find(
        (n: { username: string }) => n.username === 'demo_down2',
      );
    const before = await tree();
    expect(before.protection).toBeNull();
    await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(member.token), body: { length: '7D' } });
    const after = await tree();
    expect(after.protection).toBe('TIMEOUT');
    expect(Object.keys(after)).not.toContain('endsAt');
    expect(after.balance).toBe(before.balance);
  });
});

describe('a round in a game frame', () => {
  it('is refused by a wager limit before any stake moves, and the game page says what is left and until when', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    await setLimit(m, { kind: 'WAGER', period: 'DAY', amount: 3 });
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    const url = await launchUrl(p, m.token, launchQuery(game));
    const first = await getPage(p, url);
    expect((await postForm(p, url, { roundId: roundIdIn(first.html), stake: 200 })).location).toMatch(/\?round=/);
    const second = await getPage(p, url);
    const balance = balanceIn(second.html);
    const refused = await postForm(p, url, { roundId: roundIdIn(second.html), stake: 200 });
    expect(refused.location).toMatch(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?error=limit&left=100&until=\\d+$`));
    const shown = await getPage(p, refused.location!);
    expect(shown.html).toMatch(/<p role="alert" class="alert">This stake would pass a limit you set: \$1\.00 left until [^<]+\. Nothing was taken\.<\/p>/);
    expect(balanceIn(shown.html)).toBe(balance);
    // Figures that are not numbers are not shown.
    expect((await getPage(p, `${url}?error=limit&left=x&until=<b>`)).html).toContain('The round could not be played.');
  });
});

describe('what the review found', () => {
  it('a double click of one deposit near the limit answers the one deposit twice, never a refusal', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const requestId = `rg-double-${Date.now()}`;
    const body = { targetUsername: m.username, amount: 80, bankCode: 'QR_BANK', bankType: 'PAYID', showQrImageOnly: 1, requestId };
    const answers = await Promise.all([1, 2].map(() => callJson(p, '/wps/relay/MCSFE_depositByQRImageUrl', { headers: authed(m.token), body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.value.depositId).toBe(answers[1]!.body.value.depositId);
  });

  it('a session past its time limit no longer plays in a game frame', async () => {
    const m = await newMember();
    await fund(m, 10_000);
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    const url = await launchUrl(p, m.token, launchQuery(game));
    expect((await getPage(p, url)).status).toBe(200);
    await callJson(p, '/wps/member/responsibleGaming/sessionLimit', { headers: authed(m.token), body: { minutes: 30 } });
    await env.DB.prepare('UPDATE sessions SET created_at = created_at - ?2 WHERE account_id = ?1')
      .bind(m.id, 31 * 60_000)
      .run();
    const page = await getPage(p, url);
    expect(page.status).toBe(410);
    expect(page.html).toContain('You are signed out');
  });

  it('a session that raced in beside an exclusion is not alive', async () => {
    const m = await newMember();
    // An exclusion written without ending the sessions (as if a login had slipped in after the revoke).
    await env.DB.prepare("INSERT INTO rg_exclusions (merchant_code, account_id, kind, length, starts_at, ends_at) VALUES (?1, ?2, 'TIMEOUT', '24H', ?3, ?4)")
      .bind(MERCHANT, m.id, Date.now() - 1_000, Date.now() + 24 * HOUR)
      .run();
    expect((await settings(m)).body.errorCode).toBe('login.not.session');
  });

  it('a limit set while the brand offered it stays visible and can be lifted after the brand stops offering it', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    await env.DB.prepare(`UPDATE brands SET rg_tools = '["TIMEOUT"]' WHERE merchant_code = ?1`).bind(MERCHANT).run();
    try {
      expect((await settings(m)).body.value.tools).toEqual(['DEPOSIT_LIMIT', 'TIMEOUT']);
      expect((await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 50 })).body.value.outcome).toBe('APPLIED');
      expect((await setLimit(m, { kind: 'LOSS', period: 'DAY', amount: 50 })).body.errorCode).toBe('function.not.available');
    } finally {
      await env.DB.prepare(
        `UPDATE brands SET rg_tools = '["DEPOSIT_LIMIT","LOSS_LIMIT","WAGER_LIMIT","SESSION_LIMIT","REALITY_CHECK","TIMEOUT","SELF_EXCLUSION","ACCOUNT_CLOSURE"]' WHERE merchant_code = ?1`,
      )
        .bind(MERCHANT)
        .run();
    }
  });
});

describe('a cancelled order paid later (a tab left open, a late callback, the operator)', () => {
  const json = new Headers({ 'Content-Type': 'application/json' });
  const cancel = (m: Member, depositId: number) => callJson(p, '/wps/relay/MCSFE_cancelDeposit', { headers: authed(m.token), body: { depositId } });
  const decide = (depositId: number, outcome: 'PAID' | 'REJECTED' | 'RELEASE') =>
    callJson(p, '/__dev/deposits/decide', { rawHeaders: json, body: { depositId, outcome } });
  const payOnPage = (paymentUrl: string) =>
    p.fetch(
      new Request(`https://platform.test${paymentUrl}`, { method: 'POST', headers: { Merchant: MERCHANT }, body: new URLSearchParams({ action: 'pay' }) }),
    );
  const refOf = async (depositId: number) =>
    (await env.DB.prepare('SELECT provider_ref FROM deposits WHERE id = ?1').bind(depositId).first<{ provider_ref: string }>())!.provider_ref;
  /** The provider's signed callback: what a real provider sends when the member paid on its page. */
  async function paidCallback(depositId: number, amount: number) {
    const raw = JSON.stringify({ providerRef: await refOf(depositId), status: 'PAID', amount });
    const timestamp = Date.now();
    const res = await p.fetch(
      new Request('https://platform.test/provider/callback', {
        method: 'POST',
        headers: {
          Merchant: MERCHANT,
          'Content-Type': 'application/json',
          'X-Provider-Timestamp': String(timestamp),
          'X-Provider-Signature': await signCallback(DEMO_PROVIDER_SECRET, timestamp, raw),
        },
        body: raw,
      }),
    );
    return { status: res.status, body: (await res.json()) as { value: { status: string }; errorCode?: string } };
  }
  const manual = (m: Member, amount: number) =>
    callJson(p, '/wps/relay/MCSFE_manualTransferByAccountName', {
      headers: authed(m.token),
      body: { targetUsername: m.username, amount, bankCode: 'MANUAL_BANK', payeeName: 'Careful Payer', requestId: newKey() },
    });
  /** What deposits credited to the member's wallet (bonuses apart). */
  const credited = async (m: Member) =>
    (await env.DB.prepare("SELECT COALESCE(SUM(amount_minor), 0) AS s FROM journal_lines WHERE owner_id = ?1 AND entry_kind = 'DEPOSIT'")
      .bind(m.id)
      .first<{ s: number }>())!.s;
  const statusOf = async (m: Member, depositId: number) =>
    (await callJson(p, `/wps/relay/MCSFE_getDeposit?depositId=${depositId}`, { headers: authed(m.token) })).body.value as Record<string, unknown>;

  it('limit 100.00: order 90.00, cancel, order 90.00 and pay; the cancelled order is refused on its page, and its late payment is held, never credited', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const first = (await deposit(m, 90)).body.value;
    expect((await cancel(m, first.depositId)).body.value.status).toBe('CANCELLED');
    const second = (await deposit(m, 90)).body.value;
    expect(second.status, 'the cancelled order no longer counts').toBe('PENDING');
    expect((await payOnPage(second.paymentUrl)).status).toBe(303);
    expect(await credited(m)).toBe(90_00);

    // The provider's page of the cancelled order, still open in another tab (or its form posted again).
    const again = await payOnPage(first.paymentUrl);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This order is closed: it can no longer be paid.');
    expect(await credited(m)).toBe(90_00);

    // A provider that took the money all the same: its callback is judged in the wallet's lock, and held.
    const late = await paidCallback(first.depositId, 90);
    expect([late.status, late.body.value.status]).toEqual([200, 'HELD']);
    expect((await paidCallback(first.depositId, 90)).body.value.status, 'delivered again, still held').toBe('HELD');
    expect(await credited(m)).toBe(90_00);
    expect(await statusOf(m, first.depositId)).toMatchObject({ status: 'HELD', paymentUrl: null });
    // The member cannot cancel a held payment; the operator decides it.
    expect((await cancel(m, first.depositId)).body.errorCode).toBe('wallet.state_conflict');
    const held = await callJson(p, `/__dev/deposits?status=HELD&username=${m.username}`, { rawHeaders: new Headers() });
    expect(held.body.value.list).toEqual([
      expect.objectContaining({
        depositId: first.depositId,
        status: 'HELD',
        hold: expect.objectContaining({ reason: 'rg.limit_reached', kind: 'DEPOSIT', period: 'DAY', remaining: 10, heldAt: expect.any(Number) }),
      }),
    ]);
    // The held payment does not count: 10.00 is left today, as before.
    expect(limitOf((await settings(m)).body.value, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100, used: 90 });
    expect((await deposit(m, 90)).body.errorCode).toBe('rg.limit_reached');
  });

  it('is credited when it fits, and then counts against the limit', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'WEEK', amount: 100 });
    const order = (await deposit(m, 40)).body.value;
    await cancel(m, order.depositId);
    expect(limitOf((await settings(m)).body.value, 'DEPOSIT', 'WEEK')).toMatchObject({ used: 0 });
    expect((await paidCallback(order.depositId, 40)).body.value.status).toBe('PAID');
    expect(await credited(m)).toBe(40_00);
    expect(limitOf((await settings(m)).body.value, 'DEPOSIT', 'WEEK')).toMatchObject({ used: 40 });
    expect((await deposit(m, 70)).body.value).toMatchObject({ remaining: 60 });
    expect((await deposit(m, 60)).status).toBe(200);
  });

  /** A member with a daily limit of 100.00: a manual transfer of 60.00 cancelled, another approved; the cancelled one's id. */
  async function cancelledBesidePaid(m: Member): Promise<number> {
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const first = (await manual(m, 60)).body.value;
    await cancel(m, first.depositId);
    const second = (await manual(m, 60)).body.value;
    expect((await decide(second.depositId, 'PAID')).body.value.status).toBe('PAID');
    return first.depositId;
  }

  it('the operator paying a cancelled manual transfer past the limit holds it; only a release credits it, once; a refund credits nothing', async () => {
    const m = await newMember();
    const late = await cancelledBesidePaid(m);
    const approved = await decide(late, 'PAID');
    expect([approved.status, approved.body.value.status]).toEqual([200, 'HELD']);
    // Approving again (a double click) never releases it.
    expect((await decide(late, 'PAID')).body.value.status).toBe('HELD');
    expect(await credited(m)).toBe(60_00);
    const released = await Promise.all([decide(late, 'RELEASE'), decide(late, 'RELEASE')]);
    expect(released.map((r) => r.body.value.status)).toEqual(['PAID', 'PAID']);
    expect(await credited(m)).toBe(120_00);
    expect(await statusOf(m, late)).toMatchObject({ status: 'PAID' });

    // Another held payment, refunded: nothing is credited, and it cannot be released afterwards.
    const other = await newMember();
    const refunded = await cancelledBesidePaid(other);
    expect((await decide(refunded, 'PAID')).body.value.status).toBe('HELD');
    expect((await decide(refunded, 'REJECTED')).body.value.status).toBe('REJECTED');
    expect((await decide(refunded, 'RELEASE')).body.errorCode).toBe('wallet.state_conflict');
    expect(await credited(other)).toBe(60_00);
    // Release is for held payments only: a pending one is approved, not released.
    const pending = (await manual(await newMember(), 50)).body.value;
    expect((await decide(pending.depositId, 'RELEASE')).body.errorCode).toBe('wallet.state_conflict');
  });

  it('judges concurrent late payments in the wallet lock: what fits is credited once, the rest held', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const a = (await deposit(m, 60)).body.value;
    await cancel(m, a.depositId);
    const b = (await deposit(m, 60)).body.value;
    await cancel(m, b.depositId);
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => paidCallback(a.depositId, 60)),
      ...[1, 2, 3].map(() => paidCallback(b.depositId, 60)),
      payOnPage(a.paymentUrl).then((r) => ({ status: r.status, body: null })),
      decide(a.depositId, 'PAID'),
      decide(b.depositId, 'PAID'),
    ]);
    expect(answers.map((x) => x.status).filter((s) => s >= 500)).toEqual([]);
    const statuses = [(await statusOf(m, a.depositId)).status, (await statusOf(m, b.depositId)).status].sort();
    expect(statuses).toEqual(['HELD', 'PAID']);
    expect(await credited(m)).toBe(60_00);
    const entries = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE kind = 'DEPOSIT' AND reference IN (?1, ?2)")
      .bind(`deposit:${a.depositId}`, `deposit:${b.depositId}`)
      .first<{ n: number }>();
    expect(entries?.n).toBe(1);
  });

  it('held when paid during a time-out, whatever the limits', async () => {
    const m = await newMember();
    const order = (await deposit(m, 30)).body.value;
    await cancel(m, order.depositId);
    await callJson(p, '/wps/member/responsibleGaming/exclusion', { headers: authed(m.token), body: { length: '24H' } });
    expect((await paidCallback(order.depositId, 30)).body.value.status).toBe('HELD');
    expect(await credited(m)).toBe(0);
    const [row] = (await callJson(p, `/__dev/deposits?username=${m.username}`, { rawHeaders: new Headers() })).body.value.list;
    expect(row.hold).toMatchObject({ reason: 'rg.excluded', closed: false });
  });
});

describe('net deposits (the safer-gambling display)', () => {
  const DAY = 24 * HOUR;
  const json = new Headers({ 'Content-Type': 'application/json' });
  const netDeposits = async (m: Member) => {
    const answer = await callJson(p, '/wps/member/responsibleGaming/netDeposits', { headers: authed(m.token) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as { last12Months: number; lifetime: number; since: number };
  };
  const paidDeposit = async (m: Member, amount: number) => {
    const order = (await deposit(m, amount)).body.value as { depositId: number };
    const decided = await callJson(p, '/__dev/deposits/decide', { rawHeaders: json, body: { depositId: order.depositId, outcome: 'PAID' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    return order.depositId;
  };
  const withdrawal = async (m: Member, amountMinor: number, outcome: 'PAID' | 'REFUNDED') => {
    const card = { cardId: 1, bankName: 'Test Bank', maskedNumber: '****1234', accountName: 'Careful' };
    const asked = (await gate().execute({ op: 'withdraw.request', merchant: MERCHANT, accountId: m.id, key: newKey(), amountMinor, card })) as MoneyResult<{
      withdrawalId: number;
    }>;
    if (!asked.ok) throw new Error(`withdraw.request: ${asked.code}`);
    const decided = await gate().execute({ op: 'withdraw.decide', merchant: MERCHANT, accountId: m.id, withdrawalId: asked.value.withdrawalId, outcome });
    expect(decided.ok).toBe(true);
  };

  it('are deposits paid less withdrawals paid, from the ledger, over twelve months and since the account opened', async () => {
    const m = await newMember();
    expect(await netDeposits(m)).toMatchObject({ last12Months: 0, lifetime: 0 });
    const old = await paidDeposit(m, 90);
    await paidDeposit(m, 40);
    // Neither a cancelled order, a refunded withdrawal nor a round is a deposit or a withdrawal paid.
    const cancelled = (await deposit(m, 25)).body.value as { depositId: number };
    await callJson(p, '/wps/relay/MCSFE_cancelDeposit', { headers: authed(m.token), body: { depositId: cancelled.depositId } });
    await withdrawal(m, 30_00, 'PAID');
    await withdrawal(m, 10_00, 'REFUNDED');
    expect((await play(m, 5_00, 0)).ok).toBe(true);
    // The first deposit was paid thirteen months ago: it counts since the account opened only.
    await env.DB.prepare(
      `UPDATE journal_lines SET created_at = created_at - ?2
        WHERE owner_id = ?1 AND entry_id = (SELECT id FROM journal_entries WHERE merchant_code = 'DEMO' AND entry_key = ?3)`,
    )
      .bind(m.id, 400 * DAY, `deposit:${old}`)
      .run();

    const figures = await netDeposits(m);
    expect(figures).toMatchObject({ last12Months: 10, lifetime: 100 });
    expect(Date.now() - figures.since).toBeGreaterThan(364 * DAY);
    // The same figure recomputed from the raw records, to the cent.
    const raw = await env.DB.prepare(
      `SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE account_id = ?1 AND status = 'PAID')
            - (SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE account_id = ?1 AND status = 'PAID') AS net`,
    )
      .bind(m.id)
      .first<{ net: number }>();
    expect(Math.round(figures.lifetime * 100)).toBe(raw?.net);
  });

  it('are not there for a visitor', async () => {
    expect((await callJson(p, '/wps/member/responsibleGaming/netDeposits')).body.errorCode).toBe('login.not.session');
  });
});

describe('the safer-gambling prompts', () => {
  const prompts = (m: Member) => callJson(p, '/wps/member/responsibleGaming/prompts', { headers: authed(m.token) });
  const answer = (m: Member, body: unknown) => callJson(p, '/wps/member/responsibleGaming/prompts', { headers: authed(m.token), body });

  it('asks a new member for the notice and a deposit limit, and keeps each answer', async () => {
    const m = await newMember();
    expect((await prompts(m)).body.value).toEqual({ due: ['NOTICE', 'DEPOSIT_LIMIT'], limitReviewMonths: 6 });
    expect((await answer(m, { prompt: 'NOTICE', answer: 'SEEN' })).body.value.due).toEqual(['DEPOSIT_LIMIT']);
    expect((await answer(m, { prompt: 'DEPOSIT_LIMIT', answer: 'SKIPPED' })).body.value.due).toEqual([]);
    expect((await prompts(m)).body.value.due).toEqual([]);
    const rows = await env.DB.prepare('SELECT prompt, answer FROM rg_prompt_answers WHERE account_id = ?1 ORDER BY id').bind(m.id).all();
    expect(rows.results).toEqual([
      { prompt: 'NOTICE', answer: 'SEEN' },
      { prompt: 'DEPOSIT_LIMIT', answer: 'SKIPPED' },
    ]);
  });

  it('asks no more once a deposit limit is set or a stake placed', async () => {
    const m = await newMember();
    await setLimit(m, { kind: 'DEPOSIT', period: 'MONTH', amount: 500 });
    expect((await prompts(m)).body.value.due).toEqual(['NOTICE']);
    const topUp = await gate().execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: m.id,
      key: newKey(),
      amountMinor: 10_00,
      kind: 'ADJUSTMENT',
      contra: 'HOUSE',
    });
    expect(topUp.ok).toBe(true);
    expect((await play(m, 1_00, 0)).ok).toBe(true);
    expect((await prompts(m)).body.value.due).toEqual([]);
  });

  it('asks for a review of the limits six months after the account opened, and six months after each review', async () => {
    const m = await newMember();
    await answer(m, { prompt: 'NOTICE', answer: 'SEEN' });
    await answer(m, { prompt: 'DEPOSIT_LIMIT', answer: 'SKIPPED' });
    await env.DB.prepare('UPDATE accounts SET created_at = created_at - ?2 WHERE id = ?1')
      .bind(m.id, 200 * 24 * HOUR)
      .run();
    expect((await prompts(m)).body.value.due).toEqual(['LIMIT_REVIEW']);
    expect((await answer(m, { prompt: 'LIMIT_REVIEW', answer: 'REVIEWED' })).body.value.due).toEqual([]);
  });

  it('refuses an answer that does not fit its prompt, and a visitor', async () => {
    const m = await newMember();
    for (const body of [{}, { prompt: 'NOTICE' }, { prompt: 'NOTICE', answer: 'SKIPPED' }, { prompt: 'BONUS', answer: 'SEEN' }, 'not json']) {
      const refused = await answer(m, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errorCode).toBe('request_param_err');
    }
    expect((await prompts(m)).body.value.due).toEqual(['NOTICE', 'DEPOSIT_LIMIT']);
    expect((await callJson(p, '/wps/member/responsibleGaming/prompts')).body.errorCode).toBe('login.not.session');
  });
});
