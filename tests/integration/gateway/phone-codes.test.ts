/**
 * The spec's phone-verification errors (docs/spec-index.md#error-catalogue), each its own catalogue
 * answer, through the gateway against the reference platform really producing each case: a missing
 * number, an invalid format (the gateway's check and the brand's rule), too many sends with the
 * wait, an expired code, the brand's SMS quota used up, and SMS switched off for the brand.
 */
import { describe, expect, it } from 'vitest';
import { useHarness, type VisitOptions } from './harness';

const h = useHarness({ seedAccounts: true });

const ERRORS = `errors { code field retryAfterSeconds }`;
const SEND_LOGIN_CODE = `mutation ($input: MobileInput!) { sendLoginCode(input: $input) { ok ${ERRORS} expiredMinutes } }`;
const SEND_REGISTER_CODE = `mutation ($input: MobileInput!) { sendRegisterCode(input: $input) { ok ${ERRORS} expiredMinutes } }`;
const SMS_LOGIN = `mutation ($input: SmsLoginInput!) { loginBySms(input: $input) { ok ${ERRORS} member { account } } }`;
const RESET_BY_PHONE = `mutation ($input: PhonePasswordResetInput!) { resetPasswordByPhone(input: $input) { ok ${ERRORS} } }`;

/** demo_member's phone: the only account with a number in the seed. */
const MEMBER_PHONE = { mobileNum: '1012345678', countryDialingCode: '82' };

const from = (ip: string): VisitOptions => ({ headers: { 'CF-Connecting-IP': ip } });
const refused = (code: string, field: string | null = null, retryAfterSeconds: number | null = null) => ({ code, field, retryAfterSeconds });

describe('a code send refused', () => {
  it('for a missing number or an invalid format: under the number, before or by the platform', async () => {
    const missing = await h.run(SEND_LOGIN_CODE, { input: { mobileNum: ' ', countryDialingCode: '82' } });
    expect(missing.result.data.sendLoginCode).toEqual({ ok: false, errors: [refused('REQUIRED', 'mobileNum')], expiredMinutes: null });
    const letters = await h.run(SEND_LOGIN_CODE, { input: { mobileNum: '10ab5678', countryDialingCode: '82' } });
    expect(letters.result.data.sendLoginCode.errors).toEqual([refused('INVALID_INPUT', 'mobileNum')]);
    expect(h.binding.requests).toHaveLength(0);
    // Digits, but not by the brand's mobile rule (8 to 11 digits): the platform says so.
    const short = await h.run(SEND_LOGIN_CODE, { input: { mobileNum: '1234567', countryDialingCode: '82' } });
    expect(short.result.data.sendLoginCode.errors).toEqual([refused('LENGTH', 'mobileNum')]);
  });

  it('for too many sends to one number: TOO_MANY_REQUESTS with the wait until the oldest leaves the window', async () => {
    const input = { mobileNum: '1055100001', countryDialingCode: '82' };
    for (let i = 0; i < 3; i++) expect((await h.run(SEND_LOGIN_CODE, { input })).result.data.sendLoginCode.ok).toBe(true);
    const fourth = (await h.run(SEND_LOGIN_CODE, { input })).result.data.sendLoginCode;
    expect(fourth).toMatchObject({ ok: false, errors: [{ code: 'TOO_MANY_REQUESTS', field: null }], expiredMinutes: null });
    // 3 sends per 10 minutes: the first of them leaves the window in (almost) 10 minutes.
    expect(fourth.errors[0].retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(fourth.errors[0].retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it("when the brand's SMS quota is used up: QUOTA_EXCEEDED for every number, until it is topped up", async () => {
    const set = async (remaining: number | null) => expect((await h.dev('PUT', '/__dev/sms-quota', { remaining })).status).toBe(200);
    await set(1);
    try {
      const first = await h.run(SEND_REGISTER_CODE, { input: { mobileNum: '1055100011', countryDialingCode: '82' } }, from('192.0.2.111'));
      expect(first.result.data.sendRegisterCode).toMatchObject({ ok: true, expiredMinutes: 5 });
      expect(await (await h.dev('GET', '/__dev/sms-quota')).json()).toMatchObject({ value: { remaining: 0 } });
      const second = await h.run(SEND_REGISTER_CODE, { input: { mobileNum: '1055100012', countryDialingCode: '82' } }, from('192.0.2.111'));
      expect(second.result.data.sendRegisterCode).toEqual({ ok: false, errors: [refused('QUOTA_EXCEEDED')], expiredMinutes: null });
      expect(await h.outbox('+82 1055100012')).toEqual([]);
      // A number with or without an account: the same answer.
      for (const input of [MEMBER_PHONE, { mobileNum: '1055100013', countryDialingCode: '82' }]) {
        expect((await h.run(SEND_LOGIN_CODE, { input })).result.data.sendLoginCode.errors).toEqual([refused('QUOTA_EXCEEDED')]);
      }
    } finally {
      await set(null);
    }
    expect((await h.run(SEND_LOGIN_CODE, { input: { mobileNum: '1055100013', countryDialingCode: '82' } })).result.data.sendLoginCode.ok).toBe(true);
  });

  it('when the brand switched SMS off: NOT_AVAILABLE', async () => {
    const switchTo = (modId: string, enabled: boolean) => h.dev('PUT', '/__dev/whitelabel', { modId, enabled });
    await switchTo('VERCODELOGIN3', false);
    await switchTo('CHNGPASSVERIF3', false);
    await switchTo('REGMOBVERF3', false);
    try {
      const login = await h.run(SEND_LOGIN_CODE, { input: { mobileNum: '1055100021', countryDialingCode: '82' } });
      expect(login.result.data.sendLoginCode.errors).toEqual([refused('NOT_AVAILABLE')]);
      const register = await h.run(SEND_REGISTER_CODE, { input: { mobileNum: '1055100022', countryDialingCode: '82' } }, from('192.0.2.121'));
      expect(register.result.data.sendRegisterCode.errors).toEqual([refused('NOT_AVAILABLE')]);
    } finally {
      await switchTo('VERCODELOGIN3', true);
      await switchTo('CHNGPASSVERIF3', true);
      await switchTo('REGMOBVERF3', true);
    }
  });
});

describe('a code checked', () => {
  it('past its lifetime is CODE_EXPIRED under the code (a wrong one stays CODE_WRONG); a new one works', async () => {
    expect((await h.run(SEND_LOGIN_CODE, { input: MEMBER_PHONE })).result.data.sendLoginCode.ok).toBe(true);
    const code = await h.lastCode('+82 1012345678');
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongOne = await h.run(SMS_LOGIN, { input: { ...MEMBER_PHONE, verificationCode: wrong } });
    expect(wrongOne.result.data.loginBySms).toEqual({ ok: false, errors: [refused('CODE_WRONG', 'verificationCode')], member: null });
    // Five minutes later, as far as the platform's code is concerned.
    await h.platform.env.DB.prepare("UPDATE verification_codes SET expires_at = created_at WHERE recipient = '+82 1012345678' AND used_at IS NULL").run();
    const late = await h.run(SMS_LOGIN, { input: { ...MEMBER_PHONE, verificationCode: code } });
    expect(late.result.data.loginBySms).toEqual({ ok: false, errors: [refused('CODE_EXPIRED', 'verificationCode')], member: null });
    const reset = await h.run(RESET_BY_PHONE, {
      input: { ...MEMBER_PHONE, verificationCode: code, newPassword: 'Renewed2024', confirmNewPassword: 'Renewed2024' },
    });
    expect(reset.result.data.resetPasswordByPhone).toEqual({ ok: false, errors: [refused('CODE_EXPIRED', 'verificationCode')] });

    expect((await h.run(SEND_LOGIN_CODE, { input: MEMBER_PHONE })).result.data.sendLoginCode.ok).toBe(true);
    const fresh = await h.run(SMS_LOGIN, { input: { ...MEMBER_PHONE, verificationCode: await h.lastCode('+82 1012345678') } });
    expect(fresh.result.data.loginBySms).toMatchObject({ ok: true, member: { account: 'demo_member' } });
  });

  it('missing is REQUIRED under the code, without calling the platform', async () => {
    const { result } = await h.run(SMS_LOGIN, { input: { ...MEMBER_PHONE, verificationCode: ' ' } });
    expect(result.data.loginBySms.errors).toEqual([refused('REQUIRED', 'verificationCode')]);
    expect(h.binding.requests).toHaveLength(0);
  });
});
