/**
 * Responsible gaming through the gateway against the reference platform (docs/decisions/039):
 * the settings query in minor units, a limit set and raised (its cooling-off), a deposit past the
 * limit refused as LIMIT_REACHED with what is left and when it resets, a time-out that ends the
 * session and a login refused as EXCLUDED with its end, and a platform without the extension
 * answering null instead of failing.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok errors { code field until } } }`;
const SETTINGS = `{ responsibleGaming { tools coolingOffHours limits { kind period amount used resetsAt pending pendingAmount pendingEffectiveAt } changes { what kind period from to length effectiveAt endsAt sessionId } } }`;
const SET = `mutation ($input: GamblingLimitInput!) { setGamblingLimit(input: $input) { ok errors { code field } limit { kind period amount used pending pendingAmount pendingEffectiveAt } } }`;
const EXCLUDE = `mutation ($input: ExclusionInput!) { startExclusion(input: $input) { ok errors { code field } endsAt } }`;
const DEPOSIT = `mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code field remaining until limitKind limitPeriod } } }`;

let made = 0;
/** A fresh member with demo_down1's password. */
const freshMember = () => freshGatewayMember(h, 'gwrg', 'Careful');

const deposit = (token: string, amount: number) =>
  h.run(DEPOSIT, { input: { method: 'QR_BANK', bankType: 'PAYID', amount, requestId: `gw-rg-${Date.now()}-${++made}` } }, { token });

describe('responsible gaming', () => {
  it('sets a daily deposit limit, refuses a deposit past it with what is left, and waits the cooling-off for a raise', async () => {
    const { token } = await freshMember();
    const empty = await h.run(SETTINGS, {}, { token });
    expect(empty.result.errors).toBeUndefined();
    expect(empty.result.data.responsibleGaming.coolingOffHours).toBe(24);
    expect(empty.result.data.responsibleGaming.tools).toContain('SELF_EXCLUSION');
    expect(empty.result.data.responsibleGaming.limits).toHaveLength(9);

    const set = await h.run(SET, { input: { kind: 'DEPOSIT', period: 'DAY', amount: 10_000 } }, { token });
    expect(set.result.data.setGamblingLimit).toMatchObject({ ok: true, errors: [], limit: { amount: 10_000, used: 0, pending: false } });
    expect((await deposit(token, 6_000)).result.data.createDeposit.ok).toBe(true);
    const refused = (await deposit(token, 5_000)).result.data.createDeposit;
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual([
      { code: 'LIMIT_REACHED', field: 'amount', remaining: 4_000, until: expect.any(Number), limitKind: 'DEPOSIT', limitPeriod: 'DAY' },
    ]);
    expect(refused.errors[0].until).toBeGreaterThan(Date.now());

    const raised = await h.run(SET, { input: { kind: 'DEPOSIT', period: 'DAY', amount: 20_000 } }, { token });
    expect(raised.result.data.setGamblingLimit.limit).toMatchObject({ amount: 10_000, pending: true, pendingAmount: 20_000 });
    expect(raised.result.data.setGamblingLimit.limit.pendingEffectiveAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const bad = await h.run(SET, { input: { kind: 'DEPOSIT', period: 'DAY', amount: 0 } }, { token });
    expect(bad.result.data.setGamblingLimit).toMatchObject({ ok: false, errors: [{ code: 'AMOUNT_INVALID', field: 'amount' }] });

    const shown = (await h.run(SETTINGS, {}, { token })).result.data.responsibleGaming;
    expect(shown.limits[0]).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', amount: 10_000, used: 6_000, pending: true, pendingAmount: 20_000 });
    expect(shown.changes.map((c: { from: number | null; to: number | null }) => [c.from, c.to])).toEqual([
      [10_000, 20_000],
      [null, 10_000],
    ]);
  });

  it('a time-out needs the confirmation, ends the session and refuses the next login with its end', async () => {
    const { username, token } = await freshMember();
    const unconfirmed = await h.run(EXCLUDE, { input: { length: 'HOURS_24', confirm: false } }, { token });
    expect(unconfirmed.result.data.startExclusion).toMatchObject({ ok: false, errors: [{ code: 'REQUIRED', field: 'confirm' }], endsAt: null });
    const started = await h.run(EXCLUDE, { input: { length: 'HOURS_24', confirm: true } }, { token });
    const endsAt = started.result.data.startExclusion.endsAt as number;
    expect(started.result.data.startExclusion.ok).toBe(true);
    // The portal's cookie goes with the platform's sessions.
    expect(started.context.sessionChange).toEqual({ kind: 'cleared' });
    expect(endsAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    // The session is over: the member's own data is gone for it.
    expect((await h.run(SETTINGS, {}, { token })).result.data?.responsibleGaming ?? null).toBeNull();

    const login = await h.run(LOGIN, { input: { username, password: 'Down2024' } });
    expect(login.result.data.login).toEqual({ ok: false, errors: [{ code: 'EXCLUDED', field: null, until: endsAt }] });
  });

  it("sets the session limit and reality check, and answers the session's play", async () => {
    const { token } = await freshMember();
    const SESSION = `mutation ($input: MinutesInput!) { setSessionLimit(input: $input) { ok errors { code field } sessionLimit { minutes pending pendingMinutes } } }`;
    const CHECK = `mutation ($input: MinutesInput!) { setRealityCheck(input: $input) { ok errors { code field } realityCheckMinutes } }`;
    const PLAY = `{ playSession { startedAt endsAt realityCheckMinutes stakes net rounds } }`;
    expect((await h.run(SESSION, { input: { minutes: 45 } }, { token })).result.data.setSessionLimit).toEqual({
      ok: true,
      errors: [],
      sessionLimit: { minutes: 45, pending: false, pendingMinutes: null },
    });
    expect((await h.run(SESSION, { input: { minutes: 0 } }, { token })).result.data.setSessionLimit.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'minutes' },
    ]);
    expect((await h.run(CHECK, { input: { minutes: 20 } }, { token })).result.data.setRealityCheck).toEqual({ ok: true, errors: [], realityCheckMinutes: 20 });
    const play = (await h.run(PLAY, {}, { token })).result.data.playSession;
    expect(play).toMatchObject({ realityCheckMinutes: 20, stakes: 0, net: 0, rounds: 0 });
    expect(play.endsAt - play.startedAt).toBe(45 * 60_000);
    const changes = (await h.run(`{ responsibleGaming { changes { what from to fromMinutes toMinutes } } }`, {}, { token })).result.data.responsibleGaming
      .changes;
    expect(changes).toEqual([
      { what: 'REALITY_CHECK', from: null, to: null, fromMinutes: null, toMinutes: 20 },
      { what: 'SESSION_LIMIT', from: null, to: null, fromMinutes: null, toMinutes: 45 },
    ]);
  });

  it('puts the safer-gambling prompts due and keeps the answers; a wrong answer is refused under its field', async () => {
    const { token } = await freshMember();
    const PROMPTS = `{ saferGamblingPrompts { due limitReviewMonths } }`;
    const ANSWER = `mutation ($input: SaferGamblingAnswerInput!) { answerSaferGamblingPrompt(input: $input) { ok errors { code field } prompts { due } } }`;
    expect((await h.run(PROMPTS, {}, { token })).result.data.saferGamblingPrompts).toEqual({ due: ['NOTICE', 'DEPOSIT_LIMIT'], limitReviewMonths: 6 });
    const seen = (await h.run(ANSWER, { input: { prompt: 'NOTICE', answer: 'SEEN' } }, { token })).result.data.answerSaferGamblingPrompt;
    expect(seen).toEqual({ ok: true, errors: [], prompts: { due: ['DEPOSIT_LIMIT'] } });
    const wrong = (await h.run(ANSWER, { input: { prompt: 'DEPOSIT_LIMIT', answer: 'SEEN' } }, { token })).result.data.answerSaferGamblingPrompt;
    expect(wrong).toMatchObject({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'answer' }], prompts: null });
    expect((await h.run(PROMPTS, {})).result.data.saferGamblingPrompts).toBeNull();
  });

  it('gives a member their net deposits, a visitor nothing', async () => {
    const { token } = await freshMember();
    const NET = `{ netDeposits { last12Months lifetime since } }`;
    const mine = (await h.run(NET, {}, { token })).result;
    expect(mine.errors).toBeUndefined();
    expect(mine.data.netDeposits).toMatchObject({ last12Months: 0, lifetime: 0 });
    expect(mine.data.netDeposits.since).toBeLessThan(Date.now() - 364 * 24 * 3_600_000);
    const visitor = (await h.run(NET, {})).result;
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.netDeposits).toBeNull();
  });

  it('closes the account on a confirmed request: the cookie goes and the next login says the account is closed', async () => {
    const { username, token } = await freshMember();
    const CLOSE = `mutation ($input: CloseAccountInput!) { closeAccount(input: $input) { ok errors { code field } } }`;
    expect((await h.run(CLOSE, { input: { confirm: false } }, { token })).result.data.closeAccount).toEqual({
      ok: false,
      errors: [{ code: 'REQUIRED', field: 'confirm' }],
    });
    const closed = await h.run(CLOSE, { input: { confirm: true } }, { token });
    expect(closed.result.data.closeAccount).toEqual({ ok: true, errors: [] });
    expect(closed.context.sessionChange).toEqual({ kind: 'cleared' });
    const login = await h.run(LOGIN, { input: { username, password: 'Down2024' } });
    expect(login.result.data.login).toEqual({ ok: false, errors: [{ code: 'ACCOUNT_CLOSED', field: null, until: null }] });
  });

  it("is hidden, never failed, on a live platform without this project's extension (function.not.available, or its own 404 page)", async () => {
    const { token } = await freshMember();
    const PLAY = `{ playSession { startedAt } }`;
    const answers = [
      () => Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' }),
      () => new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      () => Response.json({ timestamp: 1, status: 404, error: 'Not Found', path: '/wps/member/responsibleGaming' }, { status: 404 }),
    ];
    for (const answer of answers) {
      h.binding.intercept = (endpoint, response) => (endpoint.startsWith('/wps/member/responsibleGaming') ? answer() : response);
      for (const [query, field] of [
        [SETTINGS, 'responsibleGaming'],
        [PLAY, 'playSession'],
        [`{ netDeposits { lifetime } }`, 'netDeposits'],
        [`{ saferGamblingPrompts { due } }`, 'saferGamblingPrompts'],
      ] as const) {
        const { result } = await h.run(query, {}, { token });
        expect(result.errors, `${field} ${JSON.stringify(result.errors)}`).toBeUndefined();
        expect(result.data[field]).toBeNull();
      }
    }
    // Any other failure is still an error of the section (a 5xx page is not a missing feature).
    h.binding.intercept = (endpoint, response) => (endpoint === '/wps/member/responsibleGaming' ? new Response('busy', { status: 503 }) : response);
    expect((await h.run(SETTINGS, {}, { token })).result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_MALFORMED');
  });

  it('is null when the brand does not offer the tools', async () => {
    const { token } = await freshMember();
    await env.DB.prepare("UPDATE brands SET rg_tools = '[]' WHERE merchant_code = 'DEMO'").run();
    try {
      const { result } = await h.run(SETTINGS, {}, { token });
      expect(result.errors).toBeUndefined();
      expect(result.data.responsibleGaming).toBeNull();
    } finally {
      await env.DB.prepare(
        `UPDATE brands SET rg_tools = '["DEPOSIT_LIMIT","LOSS_LIMIT","WAGER_LIMIT","SESSION_LIMIT","REALITY_CHECK","TIMEOUT","SELF_EXCLUSION","ACCOUNT_CLOSURE"]' WHERE merchant_code = 'DEMO'`,
      ).run();
    }
  });
});
