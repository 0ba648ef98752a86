/**
 * Contract tests of the endpoint table against the reference platform: for each row listed here,
 * the call the gateway makes (through the resolver that makes it, or through the platform client
 * for a row no resolver calls yet) goes out as the row says (path, method, ModuleId, token,
 * encryption, payload fields), and the platform's answer passes the row's schema. A wrong shape
 * fails the schema, and the client refuses it as a malformed answer.
 *
 * A row joins the table with one entry. Every case sets its own scene (a session, a code from the
 * development outbox) on an account of its own, so the cases do not depend on each other's order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { PlatformClient } from '#gateway/upstream/client';
import { endpoints, type EndpointName } from '#gateway/upstream/endpoints';
import { FakePlatformBinding, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

/** What a case prepared: the session the call goes with (null: a visitor), and a code, token or id it needs. */
interface Scene {
  token: string | null;
  value?: string;
}

interface RowCase {
  /** Sets the scene; nothing it sends is checked. */
  prepare: () => Promise<Scene>;
  /** Makes the row's call as the gateway does, and checks that it succeeded. */
  call: (scene: Scene) => Promise<void>;
  /** The payload fields the call sends; null when it sends no body. */
  payload: string[] | null;
  /** Answers of a wrong shape: the row's schema refuses each. */
  wrong: unknown[];
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const DEMO_AGENT_PHONE = { mobileNum: '1087654321', countryDialingCode: '82' };

/** A new session of a demo account. */
async function login(username: string, password: string): Promise<string> {
  const { result, context } = await h.run(LOGIN, { input: { username, password } });
  expect(result.data.login).toEqual({ ok: true });
  return (context.sessionChange as { token: string }).token;
}

/** A form mutation `field(input)`, which must succeed. */
async function mutate(field: string, inputType: string, input: Record<string, unknown>, token: string | null = null) {
  const { result } = await h.run(`mutation ($input: ${inputType}!) { ${field}(input: $input) { ok errors { code field } } }`, { input }, { token });
  expect(result.errors).toBeUndefined();
  expect(result.data[field]).toEqual({ ok: true, errors: [] });
}

/** A code-sending mutation `field(args)`, which must succeed. */
async function sendCode(query: string, variables: Record<string, unknown>, token: string | null = null) {
  const { result } = await h.run(query, variables, { token });
  expect(result.errors).toBeUndefined();
  expect(Object.values(result.data as Record<string, { ok: boolean }>)[0]?.ok).toBe(true);
}

/** A contract offer from demo_agent to a direct downline, through the platform client (no resolver calls these rows). */
function offerCase(name: EndpointName, terms: Record<string, unknown>): RowCase {
  return {
    prepare: async () => ({ token: await login('demo_agent', 'Agent2024') }),
    call: async ({ token }) => {
      const value = await h.visit({ token }).context.platform.call(name, { body: { action: 'offer', downline: 'demo_down1', ...terms } });
      expect(value).toMatchObject({ status: 'OFFERED' });
    },
    payload: ['action', 'downline', ...Object.keys(terms)],
    wrong: [null, [], 'OFFERED', { status: 1 }],
  };
}

const PAYMENT_PASSWORD_WRONG = [null, {}, { hasPaymentPassword: false }, { hasPaymentPassword: 'true' }];
const ACKNOWLEDGEMENT_WRONG = [{}, true, 'OK', 0, []];

const CASES: Partial<Record<EndpointName, RowCase>> = {
  logout: {
    prepare: async () => ({ token: await login('demo_member', 'Member2024') }),
    call: async ({ token }) => {
      expect((await h.run(`mutation { logout }`, {}, { token })).result.data.logout).toBe(true);
    },
    payload: null,
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  changePassword: {
    prepare: async () => ({ token: await login('demo_down1', 'Down2024') }),
    call: ({ token }) =>
      mutate('changePassword', 'ChangePasswordInput', { oldPassword: 'Down2024', newPassword: 'Down2025', confirmNewPassword: 'Down2025' }, token),
    payload: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    wrong: [null, {}, { passwordChangedAt: '2024-05-01T00:00:00Z' }],
  },
  endSession: {
    prepare: async () => {
      await login('demo_member', 'Member2024');
      const token = await login('demo_member', 'Member2024');
      const { result } = await h.run(`{ mySessions { id current } }`, {}, { token });
      const other = (result.data.mySessions as { id: string; current: boolean }[]).find((s) => !s.current);
      return { token, value: other!.id };
    },
    call: async ({ token, value }) => {
      const { result } = await h.run(`mutation ($id: ID!) { endSession(id: $id) { ok errors { code field } } }`, { id: value }, { token });
      expect(result.data.endSession).toEqual({ ok: true, errors: [] });
    },
    payload: ['id'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  resetPasswordByMail: {
    prepare: async () => ({ token: null }),
    call: () => mutate('requestPasswordReset', 'PasswordResetRequestInput', { username: 'demo_member', email: 'member@aurora-play.example' }),
    payload: ['username', 'email'],
    wrong: [null, 30, { expiredMinutes: '30' }, { expiredMinutes: 0 }],
  },
  resetPasswordByMailComplete: {
    prepare: async () => {
      await mutate('requestPasswordReset', 'PasswordResetRequestInput', { username: 'demo_agent', email: 'agent@aurora-play.example' });
      const [mail] = await h.outbox('agent@aurora-play.example');
      return { token: null, value: /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1] };
    },
    // The same password again: demo_agent logs in with it in other cases.
    call: ({ value }) => mutate('resetPassword', 'PasswordResetInput', { token: value, newPassword: 'Agent2024', confirmNewPassword: 'Agent2024' }),
    payload: ['token', 'newPassword', 'confirmNewPassword'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  resetPasswordByPhone: {
    prepare: async () => {
      await sendCode(`mutation ($input: MobileInput!) { sendLoginCode(input: $input) { ok } }`, { input: DEMO_AGENT_PHONE });
      return { token: null, value: await h.lastCode(`+82 ${DEMO_AGENT_PHONE.mobileNum}`) };
    },
    call: ({ value }) =>
      mutate('resetPasswordByPhone', 'PhonePasswordResetInput', {
        ...DEMO_AGENT_PHONE,
        verificationCode: value,
        newPassword: 'Agent2024',
        confirmNewPassword: 'Agent2024',
      }),
    payload: ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword', 'confirmNewPassword'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  bindContact: {
    prepare: async () => {
      const token = await login('demo_down2', 'Down2024');
      await sendCode(
        `mutation ($input: ContactInput!) { sendContactCode(input: $input) { ok } }`,
        { input: { channel: 'EMAIL', email: 'down2@example.com' } },
        token,
      );
      return { token, value: await h.lastCode('down2@example.com') };
    },
    call: ({ token, value }) =>
      mutate('bindContact', 'BindContactInput', { channel: 'EMAIL', email: 'down2@example.com', verificationCode: value, loginPassword: 'Down2024' }, token),
    payload: ['channel', 'email', 'verificationCode', 'password'],
    wrong: [null, {}, { countryDialingCode: null, mobileNum: null, email: 42 }, { email: 'd***@example.com' }],
  },
  setPaymentPassword: {
    prepare: async () => ({ token: await login('demo_down3', 'Down2024') }),
    call: ({ token }) =>
      mutate(
        'setPaymentPassword',
        'SetPaymentPasswordInput',
        { loginPassword: 'Down2024', newPaymentPassword: '424242', confirmPaymentPassword: '424242' },
        token,
      ),
    payload: ['password', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  changePaymentPassword: {
    prepare: async () => {
      const token = await login('demo_down4', 'Down2024');
      await mutate(
        'setPaymentPassword',
        'SetPaymentPasswordInput',
        { loginPassword: 'Down2024', newPaymentPassword: '111111', confirmPaymentPassword: '111111' },
        token,
      );
      return { token };
    },
    call: ({ token }) =>
      mutate(
        'changePaymentPassword',
        'ChangePaymentPasswordInput',
        { oldPaymentPassword: '111111', newPaymentPassword: '222222', confirmPaymentPassword: '222222' },
        token,
      ),
    payload: ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  resetPaymentPassword: {
    // demo_member has a phone bound since the seed (no contact change within 24 hours).
    prepare: async () => {
      const token = await login('demo_member', 'Member2024');
      await mutate(
        'setPaymentPassword',
        'SetPaymentPasswordInput',
        { loginPassword: 'Member2024', newPaymentPassword: '131313', confirmPaymentPassword: '131313' },
        token,
      );
      await sendCode(`mutation { sendPaymentPasswordCode(channel: SMS) { ok } }`, {}, token);
      return { token, value: await h.lastCode('+82 1012345678') };
    },
    call: ({ token, value }) =>
      mutate(
        'resetPaymentPassword',
        'ResetPaymentPasswordInput',
        { channel: 'SMS', verificationCode: value, newPaymentPassword: '141414', confirmPaymentPassword: '141414' },
        token,
      ),
    payload: ['channel', 'verificationCode', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  contractDividendAction: offerCase('contractDividendAction', { period: 'W', tiers: [{ rateBp: 100 }] }),
  contractDailyAction: offerCase('contractDailyAction', { tiers: [{ rateBp: 30 }] }),
  contractHourlyAction: offerCase('contractHourlyAction', { tiers: [{ rateBp: 30 }] }),
  contractRealtimeAction: offerCase('contractRealtimeAction', { winRateBp: 10, lossRateBp: 10 }),
};

const ROWS = Object.keys(CASES) as EndpointName[];

interface Exchange {
  method: string;
  path: string;
  headers: Headers;
  body: string | undefined;
  answer: string;
}

/** Records, from now until the test ends, the client's calls (row and payload) and every exchange with the platform. */
function record() {
  const calls: { name: EndpointName; body: unknown }[] = [];
  const exchanges: Exchange[] = [];
  const call = PlatformClient.prototype.call;
  vi.spyOn(PlatformClient.prototype, 'call').mockImplementation(function (this: PlatformClient, name, options) {
    calls.push({ name, body: options?.body });
    return call.call(this, name, options) as never;
  });
  const fetch = FakePlatformBinding.prototype.fetch;
  vi.spyOn(h.binding, 'fetch').mockImplementation(async function (this: FakePlatformBinding, input, init) {
    const request = input instanceof Request && !init ? input : new Request(input as RequestInfo, init);
    const body = request.method === 'GET' ? undefined : await request.clone().text();
    const response = await fetch.call(h.binding, request);
    exchanges.push({ method: request.method, path: new URL(request.url).pathname, headers: request.headers, body, answer: await response.clone().text() });
    return response;
  });
  return { calls, exchanges };
}

/** The fault key the fake binding names a call by: the relay's name, else the path. */
const endpointKey = (path: string) => (path.startsWith('/wps/relay/') ? path.slice('/wps/relay/'.length) : path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('endpoint contracts against the reference platform', () => {
  it.each(ROWS)('%s: the call goes out as the row says and its answer passes the schema', async (name) => {
    const def = endpoints[name];
    const row = CASES[name]!;
    const scene = await row.prepare();
    const { calls, exchanges } = record();
    await row.call(scene);

    // The payload as the gateway hands it to the client (sealed on the wire when encrypted).
    const sent = calls.filter((c) => c.name === name);
    expect(sent).toHaveLength(1);
    if (row.payload === null) expect(sent[0]!.body).toBeUndefined();
    else expect(Object.keys(sent[0]!.body as object).sort()).toEqual([...row.payload].sort());

    const wire = exchanges.filter((e) => e.path === def.path && e.method === def.method);
    expect(wire).toHaveLength(1);
    const { headers, body, answer } = wire[0]!;
    expect(headers.get('ModuleId')).toBe(def.moduleId);
    expect(headers.get('Authorization')).toBe(def.token === 'none' ? null : scene.token);
    expect(headers.has('Encryption')).toBe(def.encrypted);
    if (!def.encrypted && row.payload !== null) expect(Object.keys(JSON.parse(body!)).sort()).toEqual([...row.payload].sort());

    const envelope = JSON.parse(answer) as { success: boolean; value?: unknown };
    expect(envelope.success).toBe(true);
    const parsed = def.schema.safeParse(envelope.value);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(ROWS)('%s: the schema refuses an answer of another shape', (name) => {
    for (const wrong of CASES[name]!.wrong) {
      expect(endpoints[name].schema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it.each(ROWS)('%s: the client refuses an answer of another shape as malformed', async (name) => {
    const def = endpoints[name];
    // The answer is rewritten whatever the platform said: any token will do.
    h.binding.intercept = (endpoint, response) =>
      endpoint === endpointKey(def.path) ? Response.json({ success: true, value: CASES[name]!.wrong[0] }) : response;
    const client = h.visit({ token: 'a'.repeat(43) }).context.platform;
    const error = await client.call(name, { body: {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe(ErrorCode.UpstreamMalformed);
  });
});
