import { beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '#platform/src/modules/session/totp';
import { accountsPlatform, authed, env, lastCode, loginOk, memberInfo, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const HOME = '203.0.113.200';
const verify = (token: string, body: Record<string, unknown>, ip: string) =>
  post(p, '/wps/session/login/verification', body, authed(token, { 'X-Client-IP': ip }));

describe('second step on a new IP', () => {
  it('is not asked on the first login, then asked from another IP with the account methods', async () => {
    const first = await loginOk(p, 'demo_member', 'Member2024', HOME);
    expect(first.needSecondStep).toBe(false);
    const away = await loginOk(p, 'demo_member', 'Member2024', '203.0.113.201');
    expect(away).toMatchObject({ needSecondStep: true, secondStepMethods: ['SMS', 'EMAIL', 'BANK_ACCOUNT_NAME'] });
    // The pending token opens nothing else.
    expect((await memberInfo(p, away.token)).status).toBe(401);
    // Back home: no second step.
    expect((await loginOk(p, 'demo_member', 'Member2024', HOME)).needSecondStep).toBe(false);
  });

  it('completes with the bank account name, then the IP is known', async () => {
    const ip = '203.0.113.202';
    const away = await loginOk(p, 'demo_member', 'Member2024', ip);
    const wrong = await verify(away.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Someone Else' }, ip);
    expect(wrong.body).toEqual({ success: false, errorCode: 'verification_error', message: 'verification failed' });
    const ok = await verify(away.token, { method: 'bank_account_name', bankAccountName: '  kim   MINSU ' }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ token: away.token, needSecondStep: false });
    expect((await memberInfo(p, away.token)).status).toBe(200);
    expect((await loginOk(p, 'demo_member', 'Member2024', ip)).needSecondStep).toBe(false);
  });

  it('still asks for a password change after the step when the login used the default password', async () => {
    // demo_default has no second-step method: give it a payee name, and a known IP.
    await env.DB.prepare("UPDATE accounts SET payee_name = 'Park Default' WHERE username = 'demo_default'").run();
    await loginOk(p, 'demo_default', 'aurora888', HOME);
    const ip = '203.0.113.207';
    const away = await loginOk(p, 'demo_default', 'aurora888', ip);
    expect(away).toMatchObject({ needSecondStep: true, passwordIsDefault: true });
    const ok = await verify(away.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Park Default' }, ip);
    expect(ok.body.value).toMatchObject({ needSecondStep: false, passwordIsDefault: true });
    // A member logging in with their own password is not told to change it after the step.
    const member = await loginOk(p, 'demo_member', 'Member2024', '203.0.113.208');
    const done = await verify(member.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Kim Minsu' }, '203.0.113.208');
    expect(done.body.value).toMatchObject({ passwordIsDefault: false });
  });

  it('completes with an SMS code sent on demand', async () => {
    const ip = '203.0.113.203';
    const away = await loginOk(p, 'demo_member', 'Member2024', ip);
    const sent = await post(p, '/wps/session/login/verification/send', { method: 'SMS' }, authed(away.token, { 'X-Client-IP': ip }));
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCode(p, '+82 1012345678');
    expect((await verify(away.token, { method: 'SMS', verificationCode: code }, ip)).status).toBe(200);
  });

  it('completes with a Google Authenticator code when set up', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await env.DB.prepare("UPDATE accounts SET totp_secret = ?1 WHERE username = 'demo_agent'").bind(secret).run();
    await loginOk(p, 'demo_agent', 'Agent2024', HOME);
    const ip = '203.0.113.204';
    const away = await loginOk(p, 'demo_agent', 'Agent2024', ip);
    expect(away.secondStepMethods).toContain('GOOGLE');
    const code = await totpAt(secret, Date.now());
    expect((await verify(away.token, { method: 'GOOGLE', verificationCode: code }, ip)).status).toBe(200);
  });

  it('locks the step (not just this login) at the 5th wrong answer for the account', async () => {
    const ip = '203.0.113.205';
    await env.DB.prepare("UPDATE accounts SET payee_name = 'Jung Down' WHERE username = 'demo_down1'").run();
    await loginOk(p, 'demo_down1', 'Down2024', HOME);
    const away = await loginOk(p, 'demo_down1', 'Down2024', ip);
    for (let i = 0; i < 4; i++) expect((await verify(away.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Wrong Name' }, ip)).status).toBe(400);
    const fifth = await verify(away.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Wrong Name' }, ip);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ success: false, errorCode: 'login.second.step.locked', value: { lockedUntil: expect.any(Number) } });
    // The right answer is not even checked now, and logging in again does not start afresh.
    expect((await verify(away.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Jung Down' }, ip)).body.errorCode).toBe('login.second.step.locked');
    const again = await loginOk(p, 'demo_down1', 'Down2024', ip);
    expect((await verify(again.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Jung Down' }, ip)).body.errorCode).toBe('login.second.step.locked');
  });

  it('refuses methods the account lacks and a completed session', async () => {
    const ip = '203.0.113.206';
    const away = await loginOk(p, 'demo_member', 'Member2024', ip);
    expect((await verify(away.token, { method: 'GOOGLE', verificationCode: '123456' }, ip)).body.message).toBe('method: not available for this account');
    expect((await verify(away.token, { method: 'FAX' }, ip)).body.message).toBe('method: must be one of SMS, EMAIL, BANK_ACCOUNT_NAME, GOOGLE');
    const home = await loginOk(p, 'demo_member', 'Member2024', HOME);
    expect((await verify(home.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Kim Minsu' }, HOME)).body.errorCode).toBe('login.second.step.not.needed');
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates a guest trial account (type 4) with a demo balance', async () => {
    const { status, body } = await post(p, '/wps/session/login/freeplay', { os: 'web', platform: 'W', gatewayVersion: 3 }, { 'X-Client-IP': '203.0.113.210' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: true, needSecondStep: false });
    const info = await memberInfo(p, body.value.token);
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true, account: expect.stringMatching(/^guest[0-9a-f]{10}$/) });
    const balance = await post(p, '/wps/v2/wallets/balance', undefined, authed(body.value.token), 'GET');
    expect(balance.body.value.balance).toBe(2000);
    const again = await post(p, '/wps/session/login/freeplay', {}, { 'X-Client-IP': '203.0.113.210' });
    expect(again.body.value.token).not.toBe(body.value.token);
  });

  it('limits guests per IP (10 an hour)', async () => {
    const ip = '203.0.113.211';
    for (let i = 0; i < 10; i++) expect((await post(p, '/wps/session/login/freeplay', {}, { 'X-Client-IP': ip })).status).toBe(200);
    expect((await post(p, '/wps/session/login/freeplay', {}, { 'X-Client-IP': ip })).status).toBe(429);
  });
});
