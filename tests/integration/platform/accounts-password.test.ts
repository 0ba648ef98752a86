import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountsPlatform,
  authed,
  env,
  lastCode,
  later,
  loginCall,
  loginOk,
  memberInfo,
  outboxFor,
  post,
  seedDemoAccounts,
  type AccountsPlatform,
} from './accounts-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  // These tests register many members from one address; the registration throttle has its own tests.
  await env.DB.prepare('UPDATE brand_throttle_settings SET register_captcha_after = 100, register_block_after = 100').run();
});

const IP = '198.51.100.80';
const change = (token: string, body: Record<string, unknown>) => post(p, '/wps/member/password', body, authed(token), 'PUT');

/** A fresh member of our own, so tests do not disturb each other. */
async function member(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await post(
    p,
    '/wps/member/register',
    { username, password: 'Start1234', confirmPassword: 'Start1234', ...DEMO_LEGAL, ...extra },
    { 'X-Client-IP': IP },
  );
  if (status !== 200) throw new Error(JSON.stringify(body));
  return body.value.token;
}

describe('PUT /wps/member/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const registered = await member('Changer1');
    const other = await loginOk(p, 'changer1', 'Start1234', IP);
    const res = await change(registered, { oldPassword: 'Start1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' });
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ passwordChangedAt: expect.any(Number) });
    expect((await memberInfo(p, registered)).status).toBe(200);
    expect((await memberInfo(p, other.token)).status).toBe(401);
    expect((await loginCall(p, { username: 'changer1', password: 'Start1234' }, IP)).body.errorCode).toBe('account_password_error');
    expect((await loginCall(p, { username: 'changer1', password: 'Fresh5678' }, IP)).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' }, 'oldPassword: not empty'],
    [{ oldPassword: 'Start1234', confirmNewPassword: 'Fresh5678' }, 'newPassword: not empty'],
    [{ oldPassword: 'Start1234', newPassword: 'onlyletters', confirmNewPassword: 'onlyletters' }, 'newPassword: must match pattern LETTERS_AND_DIGITS'],
    [{ oldPassword: 'Start1234', newPassword: 'Ab1', confirmNewPassword: 'Ab1' }, 'newPassword: length must be between 6 and 20'],
    [{ oldPassword: 'Start1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5679' }, 'confirmNewPassword: inconsistent twice'],
    [{ oldPassword: 'Start1234', newPassword: 'Start1234', confirmNewPassword: 'Start1234' }, 'newPassword: must differ from the old password'],
    [{ oldPassword: 'Start1234', newPassword: 'aurora888', confirmNewPassword: 'aurora888' }, 'newPassword: must not be the default password'],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const token = await member(
      `Bad${
        Math.abs(
          JSON.stringify(payload)
            .split('')
            .reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7),
        ) % 1_000_000
      }`,
    );
    const { status, body } = await change(token, payload);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message });
    expect((await memberInfo(p, token)).status).toBe(200);
  });

  it('refuses a wrong old password, then throttles after 5', async () => {
    const token = await member('OldWrong1');
    for (let i = 0; i < 5; i++) {
      const res = await change(token, { oldPassword: 'Nope12345', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' });
      expect(res.body).toEqual({ success: false, errorCode: 'old_password_error', message: 'incorrect old password' });
    }
    const sixth = await change(token, { oldPassword: 'Start1234', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' });
    expect(sixth.status).toBe(429);
  });

  it('needs a session', async () => {
    expect((await change('nope', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })).status).toBe(401);
  });
});

describe('PUT /wps/member/password right after a login that must change it (our extension)', () => {
  /** A member of our own whose password is the brand's default one (demo_default's, copied). */
  async function onDefaultPassword(username: string): Promise<void> {
    await member(username);
    await env.DB.prepare(
      `UPDATE accounts SET (password_algorithm, password_iterations, password_salt, password_hash) =
         (SELECT password_algorithm, password_iterations, password_salt, password_hash FROM accounts WHERE username = 'demo_default')
       WHERE username = ?1`,
    )
      .bind(username.toLowerCase())
      .run();
  }
  const info = async (q: AccountsPlatform, token: string) => (await post(q, '/wps/member/info', undefined, authed(token), 'GET')).body.value;

  it('leaves out the old password for a default one: member info says so until the password changes', async () => {
    await onDefaultPassword('Waived1');
    const login = await loginOk(p, 'waived1', 'aurora888', IP);
    expect(login.passwordIsDefault).toBe(true);
    expect(await info(p, login.token)).toMatchObject({ account: 'waived1', passwordChangeWithoutOld: true });
    const res = await change(login.token, { newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' });
    expect(res).toEqual({ status: 200, body: { success: true, value: { passwordChangedAt: expect.any(Number) } } });
    // Once: the password is no longer the one the login was told to change.
    expect(await info(p, login.token)).toMatchObject({ passwordChangeWithoutOld: false });
    expect((await change(login.token, { newPassword: 'Again5678', confirmNewPassword: 'Again5678' })).body.message).toBe('oldPassword: not empty');
    expect((await loginCall(p, { username: 'waived1', password: 'Fresh5678' }, IP)).status).toBe(200);
  });

  it('leaves it out for an expired one, still refusing the same password again', async () => {
    await member('Expired1');
    const q = later(p, 91 * 24 * 3600 * 1000);
    const login = await loginOk(q, 'expired1', 'Start1234', IP);
    expect(login.passwordExpired).toBe(true);
    const change91 = (body: Record<string, unknown>) => post(q, '/wps/member/password', body, authed(login.token), 'PUT');
    expect((await change91({ newPassword: 'Start1234', confirmNewPassword: 'Start1234' })).body.message).toBe('newPassword: must differ from the old password');
    expect((await change91({ newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' })).status).toBe(200);
  });

  it('asks for it after 10 minutes, for a password that need not change, and for sessions not begun by a password', async () => {
    await onDefaultPassword('Waived2');
    const login = await loginOk(p, 'waived2', 'aurora888', IP);
    const q = later(p, 10 * 60_000);
    expect(await info(q, login.token)).toMatchObject({ passwordChangeWithoutOld: false });
    const late = await post(q, '/wps/member/password', { newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' }, authed(login.token), 'PUT');
    expect(late.body).toEqual({ success: false, errorCode: 'request_param_err', message: 'oldPassword: not empty' });
    // With the old password it is an ordinary change.
    const given = await post(
      q,
      '/wps/member/password',
      { oldPassword: 'aurora888', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
      authed(login.token),
      'PUT',
    );
    expect(given.status).toBe(200);

    const registered = await member('Fine1');
    const fine = await loginOk(p, 'fine1', 'Start1234', IP);
    for (const token of [registered, fine.token]) {
      expect(await info(p, token)).toMatchObject({ passwordChangeWithoutOld: false });
      expect((await change(token, { newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' })).body.message).toBe('oldPassword: not empty');
    }
  });
});

describe('POST /wps/member/password/verification (reset by phone)', () => {
  it('resets with the noLogin code and ends every session', async () => {
    await post(p, '/wps/verification/sms/register', { mobileNo: '1066660001', countryDialingCode: '+82' });
    const regCode = await lastCode(p, '+82 1066660001');
    const token = await member('PhoneUser1', { mobileNum: '1066660001', countryDialingCode: '+82', verificationCode: regCode });
    await post(p, '/wps/verification/sms/noLogin', { mobileNum: '1066660001', countryDialingCode: '+82' });
    const code = await lastCode(p, '+82 1066660001');
    const bad = await post(p, '/wps/member/password/verification', { newPassword: 'weak', mobileNum: '1066660001', verificationCode: code });
    expect(bad.body.message).toBe('newPassword: length must be between 6 and 20');
    const res = await post(p, '/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '1066660001', verificationCode: code });
    expect(res).toEqual({ status: 200, body: { success: true, value: null } });
    expect((await memberInfo(p, token)).status).toBe(401);
    expect((await loginCall(p, { username: 'phoneuser1', password: 'Reset1234' }, IP)).status).toBe(200);
    // Single use.
    const again = await post(p, '/wps/member/password/verification', { newPassword: 'Reset5678', mobileNum: '1066660001', verificationCode: code });
    expect(again.body.errorCode).toBe('verification_code_error');
  });

  it('answers a wrong code for an unknown number', async () => {
    const res = await post(p, '/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '1077770000', verificationCode: '123456' });
    expect(res.body).toEqual({ success: false, errorCode: 'verification_code_error', message: 'invalid verification code' });
  });
});

describe('POST /wps/member/password/email', () => {
  it('mails a single-use reset token when username and e-mail match, and answers the same otherwise', async () => {
    await member('MailUser1', { email: 'mailuser1@example.com' });
    const sent = await post(p, '/wps/member/password/email', { username: 'MailUser1', email: 'MAILUSER1@example.com' });
    const notSent = await post(p, '/wps/member/password/email', { username: 'MailUser1', email: 'other@example.com' });
    const unknown = await post(p, '/wps/member/password/email', { username: 'Nobody99', email: 'mailuser1@example.com' });
    expect(sent).toEqual({ status: 200, body: { success: true, value: { expiredMinutes: 30 } } });
    expect(notSent).toEqual(sent);
    expect(unknown).toEqual(sent);
    const mails = await outboxFor(p, 'mailuser1@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.channel).toBe('EMAIL');
    const token = /Reset token: (\S+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    expect(mails[0]?.body).toContain(`https://aurora-play.example/?resetPasswordToken=${token}`);
    const done = await post(p, '/wps/member/password/email/reset', { token, newPassword: 'Mailed123', confirmNewPassword: 'Mailed123' });
    expect(done.status).toBe(200);
    expect((await loginCall(p, { username: 'mailuser1', password: 'Mailed123' }, IP)).status).toBe(200);
    const reuse = await post(p, '/wps/member/password/email/reset', { token, newPassword: 'Mailed456', confirmNewPassword: 'Mailed456' });
    expect(reuse.body.errorCode).toBe('reset_token_error');
  });

  it('validates username and e-mail', async () => {
    expect((await post(p, '/wps/member/password/email', { email: 'a@b.co' })).body.message).toBe('username: not empty');
    expect((await post(p, '/wps/member/password/email', { username: 'MailUser1', email: 'not-an-email' })).body.message).toBe(
      'email: must match pattern EMAIL',
    );
  });

  it('limits mails to 3 per address per 10 minutes', async () => {
    const body = { username: 'Whoever1', email: 'limit@example.com' };
    for (let i = 0; i < 3; i++) expect((await post(p, '/wps/member/password/email', body)).status).toBe(200);
    expect((await post(p, '/wps/member/password/email', body)).status).toBe(429);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox_messages WHERE recipient = 'limit@example.com'").first('n')).toBe(0);
  });
});
