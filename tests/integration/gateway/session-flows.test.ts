/**
 * Mobile registration, phone password reset, the second login step, the member's profile fields and
 * the announcement executions, through the gateway against the reference platform. Codes are the
 * real ones the platform wrote to its development outbox.
 *
 * Accounts whose password or known IPs a test changes are created in that test (by mobile
 * registration), so the demo accounts other files log in with stay as seeded.
 */
import { describe, expect, it } from 'vitest';
import { PLATFORM_BASE, useHarness, type VisitOptions } from './harness';
import { DEMO_LEGAL_INPUT } from '../support/legal';

const h = useHarness({ seedAccounts: true });

const SEND_REGISTER_CODE = `mutation ($input: MobileInput!) { sendRegisterCode(input: $input) { ok errors { code field } expiredMinutes } }`;
const SEND_LOGIN_CODE = `mutation ($input: MobileInput!) { sendLoginCode(input: $input) { ok errors { code field } expiredMinutes } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok errors { code field patternId } } }`;
const RESET_BY_PHONE = `mutation ($input: PhonePasswordResetInput!) { resetPasswordByPhone(input: $input) { ok errors { code field } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok errors { code field } needSecondStep secondStepMethods firstTimeLogin previousLoginTime member { account } } }`;
const SEND_SECOND_STEP_CODE = `mutation ($method: SecondStepMethod!) { sendSecondStepCode(method: $method) { ok errors { code field } expiredMinutes } }`;
const COMPLETE_SECOND_STEP = `mutation ($input: SecondStepInput!) { completeSecondStep(input: $input) { ok errors { code field } needSecondStep member { account } } }`;
const ME = `{ me { account previousLoginTime firstTimeLogin avatarUrl affiliateCode mobile email registeredAt } }`;
const POPUPS = `{ announcements(kind: POPUP, pageSize: 50) { total items { id execution } } }`;

const PASSWORD = 'Fresh2024';

/** A visit from `ip`: the gateway takes the visitor's address from CF-Connecting-IP. */
const from = (ip: string, options: VisitOptions = {}): VisitOptions => ({ ...options, headers: { 'CF-Connecting-IP': ip } });

/** The Korean number `mobileNum` as the platform keys codes and outbox messages. */
const recipient = (mobileNum: string) => `+82 ${mobileNum}`;

/** Another 6-digit code than `code`. */
const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

/** The token of the session a request began (it never appears in the answer). */
function tokenOf(context: { sessionChange: unknown }): string {
  const change = context.sessionChange as { kind: string; token?: string } | null;
  if (change?.kind !== 'set' || !change.token) throw new Error(`no session began: ${JSON.stringify(change)}`);
  return change.token;
}

/**
 * Registers a new account by mobile number from `ip` with the code the platform sent, and returns
 * the registration session's token and the username the platform derived from the number.
 */
async function registerByPhone(mobileNum: string, ip: string, extra: Record<string, string> = {}) {
  const phone = { mobileNum, countryDialingCode: '82' };
  const sent = await h.run(SEND_REGISTER_CODE, { input: phone }, from(ip));
  expect(sent.result.data.sendRegisterCode).toMatchObject({ ok: true });
  const verificationCode = await h.lastCode(recipient(mobileNum));
  const input = { method: 'MOBILE', ...phone, verificationCode, password: PASSWORD, confirmPassword: PASSWORD, ...DEMO_LEGAL_INPUT, ...extra };
  const { result, context } = await h.run(REGISTER, { input }, from(ip));
  expect(result.data.register).toMatchObject({ ok: true });
  return { token: tokenOf(context), username: `m82${mobileNum}` };
}

describe('an affiliate link', () => {
  it("names the agent behind the code with the spec's call (code and domain), and null for a code no agent has", async () => {
    const Q = `query ($code: String!) { affiliate(code: $code) { code agentNickname } }`;
    h.binding.reset();
    const found = await h.run(Q, { code: 'aurora01' }, { headers: { 'X-Test-Client-IP': '192.0.2.90' } });
    expect(found.result.errors).toBeUndefined();
    expect(found.result.data.affiliate).toEqual({ code: 'AURORA01', agentNickname: 'Demo Agent' });
    const sent = h.binding.requests.find((r) => r.endpoint === '/wps/agent/affiliate')!;
    expect(new URL(sent.path, PLATFORM_BASE).searchParams.get('code')).toBe('aurora01');
    expect(sent.headers.get('ModuleId')).toBe('REG3');
    const unknown = await h.run(Q, { code: 'NOBODY99' }, { headers: { 'X-Test-Client-IP': '192.0.2.90' } });
    expect(unknown.result.errors).toBeUndefined();
    expect(unknown.result.data.affiliate).toBeNull();
    // Nothing to look up: no call.
    h.binding.reset();
    expect((await h.run(Q, { code: '   ' })).result.data.affiliate).toBeNull();
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('mobile registration', () => {
  it("sends the page's address and its domain with the registration (the spec's payload)", async () => {
    const { username } = await registerByPhone('1055501234', '192.0.2.44', { registerUrl: 'https://m.aurora-play.example/register?method=mobile' });
    // The payload is sealed on the way; the platform keeps both in the account's profile.
    const row = await h.platform.env.DB.prepare('SELECT profile FROM accounts WHERE username = ?1').bind(username).first<{ profile: string }>();
    expect(JSON.parse(row!.profile)).toMatchObject({ registerUrl: 'https://m.aurora-play.example/register?method=mobile', domain: 'm.aurora-play.example' });
  });

  it('sends a code to a new number, refuses a wrong code, then registers and begins a session', async () => {
    const phone = { mobileNum: '1055000001', countryDialingCode: '+82' };
    const sent = await h.run(SEND_REGISTER_CODE, { input: phone }, from('192.0.2.10'));
    expect(sent.result.errors).toBeUndefined();
    expect(sent.result.data.sendRegisterCode).toEqual({ ok: true, errors: [], expiredMinutes: 5 });
    const [message] = await h.outbox(recipient(phone.mobileNum));
    expect(message).toMatchObject({ channel: 'SMS', body: expect.stringMatching(/registration code is \d{6}\b/) });
    const code = await h.lastCode(recipient(phone.mobileNum));

    const input = { method: 'MOBILE', ...phone, password: PASSWORD, confirmPassword: PASSWORD, ...DEMO_LEGAL_INPUT };
    const refused = await h.run(REGISTER, { input: { ...input, verificationCode: wrong(code) } }, from('192.0.2.10'));
    expect(refused.result.data.register).toEqual({ ok: false, errors: [{ code: 'CODE_WRONG', field: 'verificationCode', patternId: null }] });
    expect(refused.context.sessionChange).toBeNull();

    const { result, context } = await h.run(REGISTER, { input: { ...input, verificationCode: code } }, from('192.0.2.10'));
    expect(result.errors).toBeUndefined();
    expect(result.data.register).toEqual({ ok: true, errors: [] });
    expect(context.sessionChange).toMatchObject({ kind: 'set', method: 'register' });
    const token = tokenOf(context);
    expect(JSON.stringify(result)).not.toContain(token);
    // The mobile registration route, with a sealed body.
    const call = h.binding.requests.filter((r) => r.endpoint === '/wps/member/register/mobile').at(-1);
    expect(call?.headers.get('Encryption')).toBeTruthy();
    expect(call?.body ?? '').not.toContain(PASSWORD);

    const me = await h.run(`{ me { account mobile } }`, {}, { token });
    expect(me.result.data.me).toEqual({ account: 'm821055000001', mobile: expect.stringMatching(/ 10\*{6}01$/) });
  });

  it('refuses to send a registration code to a number that already has an account', async () => {
    const demo = await h.run(SEND_REGISTER_CODE, { input: { mobileNum: '1012345678', countryDialingCode: '82' } });
    expect(demo.result.data.sendRegisterCode).toEqual({ ok: false, errors: [{ code: 'TAKEN', field: 'mobileNum' }], expiredMinutes: null });

    await registerByPhone('1055000002', '192.0.2.11');
    const again = await h.run(SEND_REGISTER_CODE, { input: { mobileNum: '105-500-0002', countryDialingCode: '+82' } });
    expect(again.result.data.sendRegisterCode).toEqual({ ok: false, errors: [{ code: 'TAKEN', field: 'mobileNum' }], expiredMinutes: null });
  });

  it.each([
    [{ mobileNum: '12ab5678', countryDialingCode: '82' }, 'INVALID_INPUT', 'mobileNum'],
    [{ mobileNum: '123', countryDialingCode: '82' }, 'INVALID_INPUT', 'mobileNum'],
    [{ mobileNum: '', countryDialingCode: '82' }, 'REQUIRED', 'mobileNum'],
    [{ mobileNum: '1055000003', countryDialingCode: '+8x' }, 'INVALID_INPUT', 'countryDialingCode'],
    [{ mobileNum: '1055000003', countryDialingCode: '' }, 'REQUIRED', 'countryDialingCode'],
  ])('refuses %j as %s without calling the platform', async (input, code, field) => {
    const { result } = await h.run(SEND_REGISTER_CODE, { input });
    expect(result.data.sendRegisterCode).toEqual({ ok: false, errors: [{ code, field }], expiredMinutes: null });
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('password reset by phone', () => {
  it('checks the code and the confirmation, then sets the new password and ends every session', async () => {
    const ip = '192.0.2.20';
    const mobileNum = '1055000020';
    const { token, username } = await registerByPhone(mobileNum, ip);

    const sent = await h.run(SEND_LOGIN_CODE, { input: { mobileNum, countryDialingCode: '82' } }, from(ip));
    expect(sent.result.data.sendLoginCode).toEqual({ ok: true, errors: [], expiredMinutes: 5 });
    const code = await h.lastCode(recipient(mobileNum));
    const input = { mobileNum, countryDialingCode: '+82', newPassword: 'Renewed2024', confirmNewPassword: 'Renewed2024' };

    const wrongCode = await h.run(RESET_BY_PHONE, { input: { ...input, verificationCode: wrong(code) } }, from(ip));
    expect(wrongCode.result.data.resetPasswordByPhone).toEqual({ ok: false, errors: [{ code: 'CODE_WRONG', field: 'verificationCode' }] });

    h.binding.reset();
    const mismatch = await h.run(RESET_BY_PHONE, { input: { ...input, verificationCode: code, confirmNewPassword: 'Renewed2025' } }, from(ip));
    expect(mismatch.result.data.resetPasswordByPhone).toEqual({ ok: false, errors: [{ code: 'INCONSISTENT', field: 'confirmNewPassword' }] });
    expect(h.binding.requests).toHaveLength(0);

    const done = await h.run(RESET_BY_PHONE, { input: { ...input, verificationCode: code } }, from(ip));
    expect(done.result.errors).toBeUndefined();
    expect(done.result.data.resetPasswordByPhone).toEqual({ ok: true, errors: [] });
    const call = h.binding.requests.find((r) => r.endpoint === '/wps/member/password/verification');
    expect(call?.body ?? '').not.toContain('Renewed2024');

    // The registration session ended with the reset.
    expect((await h.run(`{ me { account } }`, {}, { token })).result.data.me).toBeNull();
    const old = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from(ip));
    expect(old.result.data.login).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'INCORRECT_CREDENTIALS' })], member: null });
    const renewed = await h.run(LOGIN, { input: { username, password: 'Renewed2024' } }, from(ip));
    expect(renewed.result.data.login).toMatchObject({ ok: true, needSecondStep: false, member: { account: username } });
  });
});

describe('second login step', () => {
  const HOME = '192.0.2.30';
  const AWAY = '192.0.2.31';

  it('keeps a login from a new IP pending until the step passes, with the pending token kept apart', async () => {
    const mobileNum = '1055000030';
    const { username } = await registerByPhone(mobileNum, HOME, { payeeName: 'Park Jiwoo' });

    const { result, context } = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from(AWAY));
    expect(result.errors).toBeUndefined();
    expect(result.data.login).toMatchObject({ ok: true, errors: [], needSecondStep: true, secondStepMethods: ['SMS', 'BANK_ACCOUNT_NAME'], member: null });
    expect(context.sessionChange).toMatchObject({ kind: 'set', pending: true });
    expect(context.session).toBeNull();
    const pendingToken = tokenOf(context);
    expect(JSON.stringify(result)).not.toContain(pendingToken);

    // Used as a session token, the pending one opens nothing.
    const asSession = await h.run(`{ me { account } }`, {}, from(AWAY, { token: pendingToken }));
    expect(asSession.result.data.me).toBeNull();
    // Nor does a document run with the pending login read a member.
    expect((await h.run(`{ me { account } }`, {}, from(AWAY, { pendingToken }))).result.data.me).toBeNull();

    const sent = await h.run(SEND_SECOND_STEP_CODE, { method: 'SMS' }, from(AWAY, { pendingToken }));
    expect(sent.result.data.sendSecondStepCode).toEqual({ ok: true, errors: [], expiredMinutes: 5 });
    const [message] = await h.outbox(recipient(mobileNum));
    expect(message.body).toMatch(/login verification code is \d{6}\b/);
    const code = await h.lastCode(recipient(mobileNum));

    const wrongCode = await h.run(COMPLETE_SECOND_STEP, { input: { method: 'SMS', verificationCode: wrong(code) } }, from(AWAY, { pendingToken }));
    expect(wrongCode.result.data.completeSecondStep).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'CODE_WRONG' })], member: null });
    expect(wrongCode.context.sessionChange).toBeNull();

    const wrongName = await h.run(
      COMPLETE_SECOND_STEP,
      { input: { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Someone Else' } },
      from(AWAY, { pendingToken }),
    );
    expect(wrongName.result.data.completeSecondStep).toMatchObject({
      ok: false,
      errors: [expect.objectContaining({ code: 'SECOND_STEP_WRONG' })],
      member: null,
    });

    const done = await h.run(COMPLETE_SECOND_STEP, { input: { method: 'SMS', verificationCode: code } }, from(AWAY, { pendingToken }));
    expect(done.result.errors).toBeUndefined();
    expect(done.result.data.completeSecondStep).toEqual({ ok: true, errors: [], needSecondStep: false, member: { account: username } });
    expect(done.context.sessionChange).toEqual({ kind: 'set', token: pendingToken, method: 'password' });
    expect(JSON.stringify(done.result)).not.toContain(pendingToken);

    // Now the same token is the session, and the IP is known.
    expect((await h.run(`{ me { account } }`, {}, from(AWAY, { token: pendingToken }))).result.data.me).toEqual({ account: username });
    const again = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from(AWAY));
    expect(again.result.data.login).toMatchObject({ ok: true, needSecondStep: false, member: { account: username } });
    // A completed login has no second step left.
    const twice = await h.run(COMPLETE_SECOND_STEP, { input: { method: 'SMS', verificationCode: code } }, from(AWAY, { pendingToken }));
    expect(twice.result.data.completeSecondStep).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'NO_PENDING_LOGIN' })] });
  });

  it('completes with the bank account name', async () => {
    const { username } = await registerByPhone('1055000032', HOME, { payeeName: 'Choi Yuna' });
    const { context } = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from('192.0.2.32'));
    const pendingToken = tokenOf(context);
    const done = await h.run(
      COMPLETE_SECOND_STEP,
      { input: { method: 'BANK_ACCOUNT_NAME', bankAccountName: '  choi  YUNA ' } },
      from('192.0.2.32', { pendingToken }),
    );
    expect(done.result.data.completeSecondStep).toMatchObject({ ok: true, member: { account: username } });
    expect(done.context.sessionChange).toEqual({ kind: 'set', token: pendingToken, method: 'password' });
  });

  it('answers NO_PENDING_LOGIN without a pending login, calling nothing', async () => {
    const send = await h.run(SEND_SECOND_STEP_CODE, { method: 'SMS' });
    expect(send.result.data.sendSecondStepCode).toEqual({ ok: false, errors: [{ code: 'NO_PENDING_LOGIN', field: null }], expiredMinutes: null });
    const complete = await h.run(COMPLETE_SECOND_STEP, { input: { method: 'SMS', verificationCode: '123456' } });
    expect(complete.result.data.completeSecondStep).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'NO_PENDING_LOGIN' })], member: null });
    expect(complete.context.sessionChange).toBeNull();
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('member profile', () => {
  it('answers the demo member with its avatar, masked contacts and no affiliate code', async () => {
    const { context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
    const { result } = await h.run(ME, {}, { token: tokenOf(context) });
    expect(result.errors).toBeUndefined();
    expect(result.data.me).toMatchObject({
      account: 'demo_member',
      avatarUrl: '/media/avatars/3.svg',
      affiliateCode: null,
      mobile: expect.stringMatching(/ 10\*{6}78$/),
      email: 'm***@aurora-play.example',
      registeredAt: expect.any(Number),
      firstTimeLogin: expect.any(Boolean),
    });
  });

  it('shows the masked mobile number after its dialing code, with one plus sign', async () => {
    // The platform answers countryDialingCode "+82" (it stores the code with its plus sign).
    const { context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
    const { result } = await h.run(`{ me { mobile } }`, {}, { token: tokenOf(context) });
    expect(result.data.me).toEqual({ mobile: '+82 10******78' });
  });

  it("answers an agent's affiliate code and passes its (broken) media avatar through", async () => {
    const { context } = await h.run(LOGIN, { input: { username: 'demo_agent', password: 'Agent2024' } });
    const { result } = await h.run(ME, {}, { token: tokenOf(context) });
    expect(result.data.me).toMatchObject({ account: 'demo_agent', affiliateCode: 'AURORA01', avatarUrl: '/media/avatars/8.svg' });
  });

  it('marks the first session of a new account as its first login, and the next one not', async () => {
    const ip = '192.0.2.40';
    const { token, username } = await registerByPhone('1055000040', ip);
    const first = (await h.run(ME, {}, { token })).result.data.me;
    expect(first).toMatchObject({
      account: username,
      firstTimeLogin: true,
      previousLoginTime: null,
      avatarUrl: null,
      affiliateCode: null,
      mobile: expect.stringMatching(/ 10\*{6}40$/),
      email: null,
    });
    expect(first.registeredAt).toBeLessThanOrEqual(Date.now());

    const login = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from(ip));
    expect(login.result.data.login).toMatchObject({ ok: true, firstTimeLogin: false, previousLoginTime: expect.any(Number) });
    const second = (await h.run(ME, {}, { token: tokenOf(login.context) })).result.data.me;
    expect(second).toMatchObject({ account: username, firstTimeLogin: false, previousLoginTime: login.result.data.login.previousLoginTime });
    expect(second.previousLoginTime).toBeGreaterThanOrEqual(first.registeredAt);
    // Each session keeps its own login record.
    expect((await h.run(ME, {}, { token })).result.data.me).toMatchObject({ firstTimeLogin: true, previousLoginTime: null });
  });
});

describe('announcement executions', () => {
  /** The seeded popups of the given executions, by id. */
  /** The platform's pop-ups of these executions; a member's without the marketing ones (a new member allows none: ADR 061). */
  async function popupIds(executions: string[], { member = false } = {}): Promise<string[]> {
    const value = await h.platformValue(`/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=${executions.join(',')}`);
    return (value.popup as { id: number; marketing?: boolean }[])
      .filter((a) => !member || !a.marketing)
      .map((a) => String(a.id))
      .sort();
  }
  const ids = (page: { items: { id: string }[] }) => page.items.map((a) => a.id).sort();
  const executionsOf = (page: { items: { execution: string }[] }) => [...new Set(page.items.map((a) => a.execution))].sort();
  const askedFor = () => {
    const call = h.binding.requests.filter((r) => r.endpoint === 'MCSFE_getListAnnouncements').at(-1);
    return call ? new URL(call.path, 'https://x').searchParams.get('execution') : null;
  };

  it('anonymous visitors see execution B only', async () => {
    const { result } = await h.run(POPUPS);
    expect(executionsOf(result.data.announcements)).toEqual(['B']);
    expect(ids(result.data.announcements)).toEqual(await popupIds(['B']));
  });

  it('a first login sees A and F; a later login of the same account A only', async () => {
    const ip = '192.0.2.50';
    const { token, username } = await registerByPhone('1055000050', ip);
    h.binding.reset();
    const first = await h.run(POPUPS, {}, { token });
    expect(askedFor()).toBe('A,F');
    expect(executionsOf(first.result.data.announcements)).toEqual(['A', 'F']);
    expect(ids(first.result.data.announcements)).toEqual(await popupIds(['A', 'F'], { member: true }));

    const login = await h.run(LOGIN, { input: { username, password: PASSWORD } }, from(ip));
    h.binding.reset();
    const later = await h.run(POPUPS, {}, { token: tokenOf(login.context) });
    expect(askedFor()).toBe('A');
    expect(executionsOf(later.result.data.announcements)).toEqual(['A']);
    expect(ids(later.result.data.announcements)).toEqual(await popupIds(['A'], { member: true }));
  });
});

describe('one sensitive field per document', () => {
  const phone = `{ mobileNum: "1055000090", countryDialingCode: "82" }`;
  const reset = `{ mobileNum: "1055000090", countryDialingCode: "82", verificationCode: "123456", newPassword: "Abc12345", confirmNewPassword: "Abc12345" }`;
  it.each([
    ['sendRegisterCode', `a: sendRegisterCode(input: ${phone}) { ok } b: sendRegisterCode(input: ${phone}) { ok }`],
    ['resetPasswordByPhone', `a: resetPasswordByPhone(input: ${reset}) { ok } b: resetPasswordByPhone(input: ${reset}) { ok }`],
    ['sendSecondStepCode', `a: sendSecondStepCode(method: SMS) { ok } b: sendSecondStepCode(method: EMAIL) { ok }`],
    [
      'completeSecondStep',
      `a: completeSecondStep(input: { method: SMS, verificationCode: "123456" }) { ok } b: completeSecondStep(input: { method: SMS, verificationCode: "654321" }) { ok }`,
    ],
    ['sendLoginCode with resetPasswordByPhone', `a: sendLoginCode(input: ${phone}) { ok } b: resetPasswordByPhone(input: ${reset}) { ok }`],
  ])('refuses two of %s in one document, calling nothing', async (_name, fields) => {
    const { result } = await h.run(`mutation { ${fields} }`, {}, { pendingToken: 'a-pending-token' });
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]).toMatchObject({ message: expect.stringMatching(/only one login/), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('social sign-in', () => {
  const SOCIAL = `mutation ($input: SocialLoginInput!) { loginWithSocial(input: $input) { ok errors { code field } needSecondStep firstTimeLogin member { account nickname } } }`;

  /** An ID token as Firebase would issue it, signed by the platform's development key. */
  async function idToken(provider: 'google.com' | 'facebook.com', uid: string) {
    const response = await h.dev('POST', '/__dev/firebase-token', { provider, uid, email: `${uid}@example.test`, name: `Social ${uid}` });
    expect(response.ok).toBe(true);
    return ((await response.json()) as { value: { idToken: string } }).value.idToken;
  }

  it('creates the account on the first sign-in and signs the same account in afterwards', async () => {
    const uid = `gw${Date.now().toString(36)}`;
    const first = await h.run(SOCIAL, { input: { provider: 'GOOGLE', idToken: await idToken('google.com', uid) } });
    expect(first.result.data.loginWithSocial).toMatchObject({ ok: true, needSecondStep: false, firstTimeLogin: true, member: { nickname: `Social ${uid}` } });
    expect(first.context.sessionChange).toMatchObject({ kind: 'set', method: 'social' });
    expect(JSON.stringify(first.result)).not.toContain(tokenOf(first.context));
    const account = first.result.data.loginWithSocial.member.account;

    const again = await h.run(SOCIAL, { input: { provider: 'GOOGLE', idToken: await idToken('google.com', uid) } });
    expect(again.result.data.loginWithSocial).toMatchObject({ ok: true, firstTimeLogin: false, member: { account } });
  });

  it('refuses a token of another provider, a forged token and garbage, without a session', async () => {
    const token = await idToken('facebook.com', `fb${Date.now().toString(36)}`);
    const mismatch = await h.run(SOCIAL, { input: { provider: 'GOOGLE', idToken: token } });
    expect(mismatch.result.data.loginWithSocial).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'SOCIAL_TOKEN_INVALID' })] });
    expect(mismatch.context.sessionChange).toBeNull();

    const [header, payload] = token.split('.');
    const forged = await h.run(SOCIAL, { input: { provider: 'FACEBOOK', idToken: `${header}.${payload}.${'A'.repeat(342)}` } });
    expect(forged.result.data.loginWithSocial).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'SOCIAL_TOKEN_INVALID' })] });

    h.binding.reset();
    const garbage = await h.run(SOCIAL, { input: { provider: 'GOOGLE', idToken: 'not a token' } });
    expect(garbage.result.data.loginWithSocial).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'SOCIAL_TOKEN_INVALID' })] });
    expect(h.binding.endpoints()).not.toContain('/wps/session/login');
  });

  it('an ID number already registered on the brand is TAKEN under its field, and opens nothing', async () => {
    const idNumber = `N${Date.now().toString().slice(-9)}`;
    const base = (username: string) => ({
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: `${username}@example.test`,
      idNumber,
      ...DEMO_LEGAL_INPUT,
    });
    const first = `id${Date.now().toString(36)}`;
    expect((await h.run(REGISTER, { input: base(first) }, from('192.0.2.71'))).result.data.register).toEqual({ ok: true, errors: [] });
    const second = await h.run(REGISTER, { input: { ...base(`${first}b`), idNumber: idNumber.toLowerCase() } }, from('192.0.2.72'));
    expect(second.result.data.register).toEqual({ ok: false, errors: [{ code: 'TAKEN', field: 'idNumber', patternId: null }] });
  });

  it('a registration linked to a Google identity: the identity then signs in to that account; linked twice is TAKEN', async () => {
    const uid = `reg${Date.now().toString(36)}`;
    const username = `sl${Date.now().toString(36)}`;
    const token = await idToken('google.com', uid);
    const input = {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email: `${username}@example.test`,
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: token,
      ...DEMO_LEGAL_INPUT,
    };
    const registered = await h.run(REGISTER, { input }, from('192.0.2.61'));
    expect(registered.result.data.register).toEqual({ ok: true, errors: [] });
    // Sealed on the wire, so the proof of the link is the sign-in: the identity opens this account.

    const signedIn = await h.run(SOCIAL, { input: { provider: 'GOOGLE', idToken: await idToken('google.com', uid) } });
    expect(signedIn.result.data.loginWithSocial).toMatchObject({ ok: true, firstTimeLogin: false, member: { account: username } });

    const again = await h.run(REGISTER, { input: { ...input, username: `${username}b`, email: `${username}b@example.test` } }, from('192.0.2.62'));
    expect(again.result.data.register).toEqual({ ok: false, errors: [{ code: 'TAKEN', field: 'firebaseIdToken', patternId: null }] });
    const half = await h.run(REGISTER, { input: { ...input, username: `${username}c`, firebaseChannel: null } }, from('192.0.2.63'));
    expect(half.result.data.register).toEqual({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'firebaseChannel', patternId: null }] });
  });

  it('answers NOT_AVAILABLE when the brand switches the provider off', async () => {
    await h.dev('PUT', '/__dev/whitelabel', { modId: 'FBLOGIN3', enabled: false });
    try {
      const token = await idToken('facebook.com', `off${Date.now().toString(36)}`);
      const { result } = await h.run(SOCIAL, { input: { provider: 'FACEBOOK', idToken: token } });
      expect(result.data.loginWithSocial).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'NOT_AVAILABLE' })] });
    } finally {
      await h.dev('PUT', '/__dev/whitelabel', { modId: 'FBLOGIN3', enabled: true });
    }
  });
});
