import { beforeAll, describe, expect, it } from 'vitest';
import { BASE } from './client';
import { accountsPlatform, env, later, lastCode, memberInfo, outboxFor, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

// demo_member's phone
const MEMBER_PHONE = { mobileNum: '1012345678', countryDialingCode: '+82' };
const MEMBER_RECIPIENT = '+82 1012345678';

const sendLogin = (q: AccountsPlatform, body: Record<string, unknown>) => post(q, '/wps/verification/sms/noLogin', body, { 'X-Client-IP': '198.51.100.40' });
const smsLogin = (q: AccountsPlatform, body: Record<string, unknown>) =>
  post(q, '/wps/session/login', { type: 'sms', loginDeviceId: 'phone-1', ...body }, { 'X-Client-IP': '198.51.100.41' });

/** Each test works in its own 10-minute slot of the clock, so send limits never overlap. */
const slot = (n: number) => later(p, n * 60 * 60_000);

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit code valid 5 minutes to the outbox', async () => {
    const q = slot(1);
    const { status, body } = await sendLogin(q, MEMBER_PHONE);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await outboxFor(q, MEMBER_RECIPIENT);
    expect(message?.channel).toBe('SMS');
    expect(message?.body).toMatch(/\b\d{6}\b/);
    const row = await env.DB.prepare('SELECT * FROM verification_codes WHERE recipient = ?1 ORDER BY id DESC')
      .bind(MEMBER_RECIPIENT)
      .first<Record<string, number | string>>();
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(5 * 60_000);
    expect(row?.max_attempts).toBe(5);
    // Only a hash is stored.
    expect(JSON.stringify(row)).not.toContain(await lastCode(q, MEMBER_RECIPIENT));
  });

  it('accepts the dialing code without + and answers the same for unknown numbers, sending nothing', async () => {
    const q = slot(2);
    const known = await sendLogin(q, { mobileNum: '1012345678', countryDialingCode: '82' });
    const unknown = await sendLogin(q, { mobileNum: '1099990000', countryDialingCode: '82' });
    expect(unknown).toEqual(known);
    expect(await outboxFor(q, '+82 1099990000')).toEqual([]);
  });

  it('allows 3 sends per number per 10 minutes', async () => {
    const q = slot(3);
    for (let i = 0; i < 3; i++) expect((await sendLogin(q, MEMBER_PHONE)).status).toBe(200);
    const fourth = await sendLogin(q, MEMBER_PHONE);
    expect(fourth.status).toBe(429);
    // The wait: until the first of the three leaves its 10-minute window.
    expect(fourth.body).toEqual({ success: false, errorCode: 'too.many.requests', message: expect.any(String), value: { retryAfterSeconds: 600 } });
    // Another number is not affected; the same number is again after 10 minutes.
    expect((await sendLogin(q, { mobileNum: '1087654321', countryDialingCode: '+82' })).status).toBe(200);
    expect((await sendLogin(later(p, 3 * 60 * 60_000 + 10 * 60_000 + 1), MEMBER_PHONE)).status).toBe(200);
  });

  it.each([
    [{ countryDialingCode: '+82' }, 'mobileNum: not empty'],
    [{ mobileNum: '12ab5678', countryDialingCode: '+82' }, 'mobileNum: must match pattern DIGITS'],
    [{ mobileNum: '1234567', countryDialingCode: '+82' }, 'mobileNum: length must be between 8 and 11'],
    [{ mobileNum: '1012345678' }, 'countryDialingCode: not empty'],
    [{ mobileNum: '1012345678', countryDialingCode: '+82a' }, 'countryDialingCode: must be 1 to 4 digits, optionally after +'],
  ])('refuses %j with a field error and sends nothing', async (payload, message) => {
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox_messages').first<{ n: number }>())?.n;
    const { status, body } = await sendLogin(slot(4), payload);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox_messages').first<{ n: number }>())?.n).toBe(before);
  });
});

describe('SMS login', () => {
  it('logs in with the code, once', async () => {
    const q = slot(5);
    await sendLogin(q, MEMBER_PHONE);
    const code = await lastCode(q, MEMBER_RECIPIENT);
    const ok = await smsLogin(q, { ...MEMBER_PHONE, verificationCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ token: expect.any(String), needSecondStep: false, passwordIsDefault: false });
    const info = await memberInfo(q, ok.body.value.token);
    expect(info.body.value.account).toBe('demo_member');
    // Single use.
    const again = await smsLogin(q, { ...MEMBER_PHONE, verificationCode: code });
    expect(again).toEqual({ status: 400, body: { success: false, errorCode: 'verification_code_error', message: 'invalid verification code' } });
  });

  it('allows at most 5 tries per code', async () => {
    const q = slot(6);
    await sendLogin(q, MEMBER_PHONE);
    const code = await lastCode(q, MEMBER_RECIPIENT);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await smsLogin(q, { ...MEMBER_PHONE, verificationCode: wrongCode })).body.message);
    expect(messages).toEqual([...Array(4).fill('invalid verification code'), 'too many tries, please resend a code']);
    const right = await smsLogin(q, { ...MEMBER_PHONE, verificationCode: code });
    expect(right.body).toEqual({
      success: false,
      errorCode: 'verification_code_error',
      message: 'too many tries, please resend a code',
      value: { reason: 'exhausted' },
    });
  });

  it('expires after 5 minutes', async () => {
    const q = slot(7);
    await sendLogin(q, MEMBER_PHONE);
    const code = await lastCode(q, MEMBER_RECIPIENT);
    const late = await smsLogin(later(p, 7 * 60 * 60_000 + 5 * 60_000 + 1), { ...MEMBER_PHONE, verificationCode: code });
    // The reason as data too (our extension), so a form can offer a new code.
    expect(late.body).toEqual({
      success: false,
      errorCode: 'verification_code_error',
      message: 'verification code expired, please resend',
      value: { reason: 'expired' },
    });
  });

  it('only the newest code is valid', async () => {
    const q = slot(8);
    await sendLogin(q, MEMBER_PHONE);
    const first = await lastCode(q, MEMBER_RECIPIENT);
    await sendLogin(q, MEMBER_PHONE);
    const second = await lastCode(q, MEMBER_RECIPIENT);
    if (first !== second) expect((await smsLogin(q, { ...MEMBER_PHONE, verificationCode: first })).status).toBe(400);
    expect((await smsLogin(q, { ...MEMBER_PHONE, verificationCode: second })).status).toBe(200);
  });

  it('refuses bad input by field', async () => {
    const q = slot(9);
    expect((await smsLogin(q, { countryDialingCode: '+82', verificationCode: '123456' })).body.message).toBe('mobileNum: not empty');
    expect((await smsLogin(q, { ...MEMBER_PHONE })).body.message).toBe('verificationCode: not empty');
    expect((await smsLogin(q, { ...MEMBER_PHONE, verificationCode: '12345' })).body.message).toBe('verificationCode: must be 6 digits');
  });

  it('is refused when the brand switches verification-code login off', async () => {
    await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'VERCODELOGIN3'").run();
    try {
      const res = await smsLogin(slot(10), { ...MEMBER_PHONE, verificationCode: '123456' });
      expect(res.body.errorCode).toBe('function.not.available');
    } finally {
      await env.DB.prepare("UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'VERCODELOGIN3'").run();
    }
  });
});

describe("the brand's SMS quota (our extension)", () => {
  const setQuota = async (remaining: number | null) => {
    const res = await p.fetch(new Request(`${BASE}/__dev/sms-quota`, { method: 'PUT', body: JSON.stringify({ remaining }) }));
    return (await res.json()) as { value: { merchant: string; remaining: number | null } };
  };

  it('takes one per SMS sent and, used up, refuses every send with sms.quota_exceeded, known number or not', async () => {
    const q = slot(12);
    expect(await setQuota(2)).toMatchObject({ value: { merchant: 'DEMO', remaining: 2 } });
    try {
      // A number without an account sends nothing, so it takes nothing.
      expect((await sendLogin(q, { mobileNum: '1099990012', countryDialingCode: '+82' })).status).toBe(200);
      expect((await sendLogin(q, MEMBER_PHONE)).status).toBe(200);
      const fresh = await post(q, '/wps/verification/sms/register', { mobileNo: '1055550012', countryDialingCode: '+82' });
      expect(fresh.status).toBe(200);
      for (const refused of [
        await sendLogin(q, MEMBER_PHONE),
        await sendLogin(q, { mobileNum: '1099990012', countryDialingCode: '+82' }),
        await post(q, '/wps/verification/sms/register', { mobileNo: '1055550013', countryDialingCode: '+82' }),
      ]) {
        expect(refused).toEqual({ status: 429, body: { success: false, errorCode: 'sms.quota_exceeded', message: 'SMS quota not sufficient' } });
      }
      expect(await outboxFor(q, '+82 1055550013')).toEqual([]);
    } finally {
      expect(await setQuota(null)).toMatchObject({ value: { remaining: null } });
    }
    expect((await sendLogin(q, { mobileNum: '1099990012', countryDialingCode: '+82' })).status).toBe(200);
  });
});

describe('POST /wps/verification/sms/register', () => {
  it('sends a registration code to a new number (mobileNo), refuses a registered one', async () => {
    const q = slot(11);
    const fresh = await post(q, '/wps/verification/sms/register', { mobileNo: '1055550001', countryDialingCode: '+82' });
    expect(fresh.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await lastCode(q, '+82 1055550001')).toMatch(/^\d{6}$/);
    const taken = await post(q, '/wps/verification/sms/register', { mobileNo: '1012345678', countryDialingCode: '+82' });
    expect(taken).toEqual({ status: 400, body: { success: false, errorCode: 'request_param_err', message: 'mobileNo: already registered' } });
    const missing = await post(q, '/wps/verification/sms/register', { mobileNum: '1055550001', countryDialingCode: '+82' });
    expect(missing.body.message).toBe('mobileNo: not empty');
  });
});
