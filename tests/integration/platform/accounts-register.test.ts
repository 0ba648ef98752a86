import { beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './client';
import { accountsPlatform, env, lastCode, memberInfo, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const IP = { 'X-Client-IP': '198.51.100.60' };
// Each registration from its own address and device: the registration throttle (3 an hour per
// address or device, then a captcha) is tested in throttle-register.test.ts. Each accepts the demo
// brand's terms and privacy and gives its confirmations (legal.test.ts tests them).
let visitor = 0;
const register = (body: Record<string, unknown>, path = '/wps/member/register') => {
  visitor += 1;
  return post(p, path, { ...DEMO_LEGAL, ...body, loginDeviceId: `device-r${visitor}` }, { 'X-Client-IP': `198.51.101.${visitor}` });
};
const count = async (sql: string, ...args: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...args)
      .first<{ n: number }>()
  )?.n ?? 0;

const valid = (username: string) => ({
  username,
  password: 'Abc12345',
  confirmPassword: 'Abc12345',
  email: `${username}@example.com`,
  login: true,
  registerUrl: 'https://aurora-play.example/register',
  registerMethod: 'WEB',
  loginDeviceId: 'device-r',
});

describe('one identity, one account', () => {
  it('refuses an ID number another account gave, or whose document the operator accepted, whatever its spaces or case', async () => {
    const first = await register({ ...valid('IdHolder1'), idNumber: 'M12345678' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    for (const idNumber of ['M12345678', 'm12345678']) {
      const again = await register({ ...valid(`IdAgain${idNumber.charCodeAt(0)}`), idNumber });
      expect(again.status, idNumber).toBe(400);
      expect(again.body.message).toBe('idNumber: already registered');
    }
    expect(await count("SELECT COUNT(*) AS n FROM accounts WHERE username LIKE 'idagain%'")).toBe(0);

    // A number the operator read from another account's accepted identity document.
    const holder = await count("SELECT id AS n FROM accounts WHERE username = 'idholder1'");
    await env.DB.prepare(
      `INSERT INTO kyc_documents (merchant_code, account_id, kind, state, request_id, object_key, content_type, byte_size, sha256, document_number, birth_date, created_at, decided_at)
       VALUES ('DEMO', ?1, 'ID_FRONT', 'ACCEPTED', 'dup-id', 'kyc/dup-id', 'image/png', 10, 'x', 'P7654321', '1990-01-01', ?2, ?2)`,
    )
      .bind(holder, Date.now())
      .run();
    const read = await register({ ...valid('IdRead1'), idNumber: 'p7654321' });
    expect(read.status).toBe(400);
    expect(read.body.message).toBe('idNumber: already registered');

    // A number nobody holds registers.
    expect((await register({ ...valid('IdFresh1'), idNumber: 'Z99887766' })).status).toBe(200);
  });
});

describe('POST /wps/member/register', () => {
  it('creates the member with a wallet and logs in', async () => {
    const { status, body } = await register({ ...valid('NewPlayer1'), qqNum: '123456', paymentPassword: '654321' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: true, previousLoginTime: null, needSecondStep: false });
    const info = await memberInfo(p, body.value.token);
    expect(info.body.value).toMatchObject({
      account: 'newplayer1',
      nickname: 'NewPlayer1',
      type: 0,
      parentId: null,
      email: 'n***@example.com',
      hasPaymentPassword: true,
    });
    const row = await env.DB.prepare("SELECT * FROM accounts WHERE username = 'newplayer1'").first<Record<string, string>>();
    expect(JSON.parse(row?.profile ?? '{}')).toEqual({ qqNum: '123456', registerUrl: 'https://aurora-play.example/register', registerMethod: 'WEB' });
    expect(row?.payment_password).toMatch(/^PBKDF2-SHA256-HMAC-PEPPER\$100000\$/);
    // No money yet: the ledger opens the member's accounts with their first movement.
    expect(await count('SELECT COUNT(*) AS n FROM ledger_accounts WHERE owner_id = ?1', row?.id)).toBe(0);
    // The new password logs in.
    const login = await post(p, '/wps/session/login', { type: 'username', username: 'newplayer1', password: 'Abc12345' }, IP);
    expect(login.status).toBe(200);
  });

  it('puts the member under the agent of the affiliate code', async () => {
    const { body } = await register({ ...valid('Invited1'), affiliateCode: 'aurora01' });
    const info = await memberInfo(p, body.value.token);
    const agent = await env.DB.prepare("SELECT id FROM accounts WHERE username = 'demo_agent'").first<{ id: number }>();
    expect(info.body.value.parentId).toBe(agent?.id);
  });

  it('checks the affiliate code first', async () => {
    const { status, body } = await register({ username: '!', affiliateCode: 'NOPE99' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'invitation_code_error', message: 'invitation code invalid' });
    // A member's code is not an agent code.
    expect((await register({ ...valid('Invited2'), affiliateCode: 'demo_member' })).body.errorCode).toBe('invitation_code_error');
  });

  it.each([
    [{ username: '' }, 'username: not empty'],
    [{ username: '1abc' }, 'username: must match pattern LETTER_FIRST_ALNUM'],
    [{ username: 'abc' }, 'username: length must be between 4 and 16'],
    [{ username: 'a'.repeat(17) }, 'username: length must be between 4 and 16'],
    [{ password: '' }, 'password: not empty'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'password: must match pattern LETTERS_AND_DIGITS'],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'password: length must be between 6 and 20'],
    [{ confirmPassword: 'Abc12346' }, 'confirmPassword: inconsistent twice'],
    [{ confirmPassword: '' }, 'confirmPassword: not empty'],
    [{ password: 'aurora888', confirmPassword: 'aurora888' }, 'password: must not be the default password'],
    [{ email: 'not-an-email' }, 'email: must match pattern EMAIL'],
    [{ qqNum: '12ab' }, 'qqNum: length must be between 5 and 12'],
    [{ qqNum: '12abcd' }, 'qqNum: must match pattern DIGITS'],
    [{ paymentPassword: '12345' }, 'paymentPassword: length must be 6'],
    [{ line: 'has space' }, 'line: must match pattern NO_SPACES'],
    [{ whatsapp: '123' }, 'whatsapp: length must be between 8 and 15'],
    [{ idNumber: 'ab-123' }, 'idNumber: must match pattern ALNUM'],
    [{ payeeName: 'x' }, 'payeeName: length must be between 2 and 30'],
    [{ wechat: 'a' }, 'wechat: length must be between 2 and 30'],
    [{ facebook: 'a b' }, 'facebook: must match pattern NO_SPACES'],
    [{ recommenderId: 'a-b' }, 'recommenderId: must match pattern ALNUM'],
    [{ email: 42 }, 'email: length must be between 5 and 50'],
    [{ email: { x: 1 } }, 'email: must be a string'],
    [{ mobileNum: '1055550002' }, 'verificationCode: not empty'],
    [{ registerUrl: 'x'.repeat(201) }, 'registerUrl: too long'],
  ])('refuses %j with a field error and stores nothing', async (override, message) => {
    const before = await count('SELECT COUNT(*) AS n FROM accounts');
    const sessions = await count('SELECT COUNT(*) AS n FROM sessions');
    const { status, body } = await register({ ...valid('Rejected1'), ...override });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message });
    expect(await count('SELECT COUNT(*) AS n FROM accounts')).toBe(before);
    expect(await count('SELECT COUNT(*) AS n FROM sessions')).toBe(sessions);
  });

  it('refuses a taken username, whatever its case', async () => {
    expect((await register(valid('Taken1'))).status).toBe(200);
    const before = await count('SELECT COUNT(*) AS n FROM accounts');
    const { body } = await register(valid('TAKEN1'));
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message: 'username: already exists' });
    expect(await count('SELECT COUNT(*) AS n FROM accounts')).toBe(before);
  });

  it('ignores fields the brand disables (captcha is off in the demo brand)', async () => {
    const { status } = await register({ ...valid('NoCaptcha1'), captcha: 'zz' });
    expect(status).toBe(200);
  });

  it('follows the brand configuration: a field made required must be given', async () => {
    await env.DB.prepare("UPDATE register_fields SET required = 1 WHERE merchant_code = 'DEMO' AND field = 'payeeName'").run();
    try {
      expect((await register(valid('NeedsPayee1'))).body.message).toBe('payeeName: not empty');
      expect((await register({ ...valid('NeedsPayee1'), payeeName: 'Park Jiwoo' })).status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE register_fields SET required = 0 WHERE merchant_code = 'DEMO' AND field = 'payeeName'").run();
    }
  });

  it('is refused when username registration is switched off', async () => {
    await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'USERNAMEREG3'").run();
    try {
      expect((await register(valid('Switched1'))).body.errorCode).toBe('function.not.available');
    } finally {
      await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'USERNAMEREG3'").run();
    }
  });
});

describe('POST /wps/member/register/mobile', () => {
  it('registers with the SMS registration code, once', async () => {
    const phone = { mobileNum: '1055550003', countryDialingCode: '+82' };
    await post(p, '/wps/verification/sms/register', { mobileNo: phone.mobileNum, countryDialingCode: '+82' });
    const code = await lastCode(p, '+82 1055550003');
    const wrong = await register(
      { ...phone, password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code === '000000' ? '111111' : '000000' },
      '/wps/member/register/mobile',
    );
    expect(wrong.body.errorCode).toBe('verification_code_error');
    const { status, body } = await register(
      { ...phone, password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code },
      '/wps/member/register/mobile',
    );
    expect(status).toBe(200);
    const info = await memberInfo(p, body.value.token);
    expect(info.body.value).toMatchObject({ account: 'm821055550003', countryDialingCode: '+82', mobileNum: '10******03' });
    // The number is now taken.
    const again = await register({ ...phone, password: 'Abc12345', confirmPassword: 'Abc12345', verificationCode: code }, '/wps/member/register/mobile');
    expect(again.body.message).toBe('mobileNum: already registered');
  });

  it('without MOBILENUMPASSREG3 takes no password: the number and its code register, and SMS codes log in', async () => {
    const flag = (on: 0 | 1) =>
      env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = ${on} WHERE merchant_code = 'DEMO' AND mod_id = 'MOBILENUMPASSREG3'`).run();
    await flag(0);
    try {
      const phone = { mobileNum: '1055550007', countryDialingCode: '82' };
      const path = '/wps/member/register/mobile';
      // Still the code: without a password it is the only proof the number is the visitor's.
      expect((await register(phone, path)).body.message).toBe('verificationCode: not empty');
      await post(p, '/wps/verification/sms/register', { mobileNo: phone.mobileNum, countryDialingCode: '82' });
      const code = await lastCode(p, '+82 1055550007');
      // A password sent anyway is not taken (nothing would ever ask for it).
      const { status, body } = await register({ ...phone, verificationCode: code, password: 'Abc12345', confirmPassword: 'other' }, path);
      expect(status).toBe(200);
      expect((await memberInfo(p, body.value.token)).body.value).toMatchObject({ account: 'm821055550007' });
      const row = await env.DB.prepare("SELECT password_algorithm AS algorithm FROM accounts WHERE username = 'm821055550007'").first<{ algorithm: string }>();
      expect(row?.algorithm).toBe('UNUSABLE');
      const byPassword = await post(p, '/wps/session/login', { username: 'm821055550007', password: 'Abc12345' }, { 'X-Client-IP': '198.51.102.7' });
      expect(byPassword.body.success).toBe(false);
    } finally {
      await flag(1);
    }
    // With the flag on, the password is required again.
    expect(
      (await register({ mobileNum: '1055550008', countryDialingCode: '82', verificationCode: '123456' }, '/wps/member/register/mobile')).body.message,
    ).toBe('password: not empty');
  });

  it('needs mobile, dialing code and code', async () => {
    const base = { password: 'Abc12345', confirmPassword: 'Abc12345' };
    const path = '/wps/member/register/mobile';
    expect((await register(base, path)).body.message).toBe('mobileNum: not empty');
    expect((await register({ ...base, mobileNum: '1055550004' }, path)).body.message).toBe('verificationCode: not empty');
    expect((await register({ ...base, mobileNum: '1055550004', verificationCode: '123456' }, path)).body.message).toBe('countryDialingCode: not empty');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('answers the agent of a valid code', async () => {
    const { status, body } = await callJson(p, '/wps/agent/affiliate?code=AURORA01&domain=aurora-play.example');
    expect(status).toBe(200);
    expect(body.value).toEqual({ code: 'AURORA01', agentId: expect.any(Number), agentNickname: 'Demo Agent', domain: 'aurora-play.example' });
  });

  it('answers invitation_code_error for unknown, missing and malformed codes', async () => {
    for (const q of ['?code=NOPE', '', '?code=%27%3B--']) {
      const { status, body } = await callJson(p, `/wps/agent/affiliate${q}`);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('invitation_code_error');
    }
  });
});
