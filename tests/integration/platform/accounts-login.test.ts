import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, MAX_PBKDF2_ITERATIONS, PASSWORD_ITERATIONS, verifyPassword } from '#platform/src/modules/session/password';
import { call, callJson } from './client';
import {
  accountsPlatform,
  authed,
  ENCRYPTED_PATHS,
  env,
  later,
  loginCall,
  loginOk,
  MEMBER,
  memberInfo,
  post,
  seedDemoAccounts,
  type AccountsPlatform,
} from './accounts-client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const IP = '203.0.113.10';

describe('password storage', () => {
  it('stores algorithm, iterations (the Workers maximum) and salt per account, never the password', async () => {
    const row = await env.DB.prepare('SELECT * FROM accounts WHERE username = ?1').bind('demo_member').first<Record<string, unknown>>();
    expect(row?.password_algorithm).toBe('PBKDF2-SHA256-HMAC-PEPPER');
    expect(row?.password_iterations).toBe(100_000);
    expect(PASSWORD_ITERATIONS).toBeLessThanOrEqual(MAX_PBKDF2_ITERATIONS);
    expect(typeof row?.password_salt).toBe('string');
    expect(JSON.stringify(row)).not.toContain(MEMBER.password);
  });

  it('uses a fresh salt per hash and depends on the pepper', async () => {
    const a = await hashPassword(p.env, 'Secret123');
    const b = await hashPassword(p.env, 'Secret123');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await verifyPassword(p.env, 'Secret123', a)).toBe(true);
    expect(await verifyPassword(p.env, 'Secret124', a)).toBe(false);
    const otherPepper = { ...p.env, PASSWORD_PEPPER: 'another-pepper-of-sufficient-length' };
    expect(await verifyPassword(otherPepper, 'Secret123', a)).toBe(false);
  });

  it('refuses more than 100,000 iterations (Workers production limit)', async () => {
    const a = await hashPassword(p.env, 'Secret123');
    await expect(verifyPassword(p.env, 'Secret123', { ...a, iterations: 100_001 })).rejects.toThrow(/iterations/);
  });

  it('refuses to hash without a pepper, or with the development pepper in production', async () => {
    await expect(hashPassword({ ...p.env, PASSWORD_PEPPER: undefined }, 'x')).rejects.toMatchObject({ errorCode: '#727' });
    await expect(hashPassword({ ...p.env, ENVIRONMENT: 'production' }, 'x')).rejects.toMatchObject({ errorCode: '#727' });
    await expect(hashPassword({ ...p.env, ENVIRONMENT: 'production', PASSWORD_PEPPER: 'a-real-production-secret-value' }, 'x')).resolves.toBeTruthy();
    // Through HTTP: a login cannot be checked without the pepper.
    const noPepper = await accountsPlatform({ PASSWORD_PEPPER: undefined });
    const { status, body } = await loginCall(noPepper, MEMBER, IP);
    expect(status).toBe(500);
    expect(body.errorCode).toBe('#727');
  });
});

describe('POST /wps/session/login (username)', () => {
  it('answers the session and the login flags, with the previous login time', async () => {
    const first = await loginOk(p, 'demo_down1', 'Down2024', IP);
    expect(first).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
      previousLoginTime: null,
      needSecondStep: false,
      secondStepMethods: [],
    });
    const second = await loginOk(p, 'demo_down1', 'Down2024', IP);
    expect(second.firstTimeLogin).toBe(false);
    expect(typeof second.previousLoginTime).toBe('number');
    expect(second.previousLoginTime).toBeLessThanOrEqual(Date.now());
    // A new token at every login; both stay valid until they end.
    expect(second.token).not.toBe(first.token);
    expect((await memberInfo(p, first.token)).status).toBe(200);
    expect((await memberInfo(p, second.token)).status).toBe(200);
  });

  it('stores only a SHA-256 of the token', async () => {
    const { token } = await loginOk(p, 'demo_down2', 'Down2024', IP);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const row = await env.DB.prepare('SELECT * FROM sessions WHERE token_hash = ?1').bind(hex).first<Record<string, unknown>>();
    expect(row?.ip).toBe(IP);
    expect(row?.device_id).toBe('device-1');
    const all = await env.DB.prepare('SELECT * FROM sessions').all();
    expect(JSON.stringify(all.results)).not.toContain(token);
  });

  it('is case-insensitive on the username and trims it', async () => {
    const v = await loginOk(p, '  DEMO_Member ', MEMBER.password, IP);
    expect(v.token).toBeTruthy();
  });

  it('flags the brand default password', async () => {
    const v = await loginOk(p, 'demo_default', 'aurora888', IP);
    expect(v.passwordIsDefault).toBe(true);
  });

  it('flags an expired password (demo brand: 90 days, PWDEXPIRE3 on)', async () => {
    const v = await loginOk(later(p, 91 * 24 * 3600 * 1000), 'demo_down3', 'Down2024', '203.0.113.91');
    expect(v.passwordExpired).toBe(true);
  });

  it('refuses non-member accounts (type 99) once the password is right', async () => {
    const { status, body } = await loginCall(p, { username: 'demo_system', password: 'System2024' }, IP);
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, errorCode: 'login.not.member' });
    const wrong = await loginCall(p, { username: 'demo_system', password: 'nope' }, '203.0.113.99');
    expect(wrong.body.errorCode).toBe('account_password_error');
  });

  it('lets the trial account log in', async () => {
    const v = await loginOk(p, 'demo_trial', 'Trial2024', IP);
    const info = await memberInfo(p, v.token);
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true, isAgent: false });
  });

  it.each([
    [{ password: 'x' }, 'username: not empty'],
    [{ username: '   ', password: 'x' }, 'username: not empty'],
    [{ username: 'demo_member' }, 'password: not empty'],
    [{ username: 'demo_member', password: true }, 'password: must be a string'],
    [{ username: ['a'], password: 'x' }, 'username: must be a string'],
    [{ username: 'a'.repeat(65), password: 'x' }, 'username: too long'],
    [{ username: 'demo_member', password: 'x', type: 'fax' }, "type: must be 'username', 'sms' or 'firebase'"],
  ])('answers request_param_err naming the field for %j', async (payload, message) => {
    const { status, body } = await post(p, '/wps/session/login', payload, { 'X-Client-IP': '203.0.113.77' });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message });
  });

  it('refuses a sealed payload that is not a JSON object', async () => {
    for (const body of [[1, 2], 'text', null]) {
      const res = await post(p, '/wps/session/login', body, { 'X-Client-IP': '203.0.113.77' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, errorCode: 'request_param_err', message: 'body: must be a JSON object' });
    }
  });

  it('refuses a plain (unsealed) body on every encrypted route with request_body_required', async () => {
    // A live token, so the routes that need one get as far as reading the body.
    const { token } = await loginOk(p, 'demo_down1', 'Down2024', IP);
    for (const path of ENCRYPTED_PATHS) {
      const method = path === '/wps/member/password' ? 'PUT' : 'POST';
      const { status, body } = await callJson(p, path, { method, body: { username: MEMBER.username, password: MEMBER.password }, headers: authed(token) });
      expect(status, path).toBe(400);
      expect(body.errorCode, path).toBe('request_body_required');
    }
  });

  it('answers #459 on GET', async () => {
    const { status, body } = await callJson(p, '/wps/session/login');
    expect(status).toBe(405);
    expect(body.errorCode).toBe('#459');
  });
});

describe('sessions', () => {
  it('GET /wps/member/info answers the member and is never cacheable', async () => {
    const { token } = await loginOk(p, 'demo_agent', 'Agent2024', IP);
    const res = await call(p, '/wps/member/info', { headers: authed(token) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { value: Record<string, unknown> };
    expect(body.value).toMatchObject({
      id: expect.any(Number),
      account: 'demo_agent',
      nickname: 'Demo Agent',
      type: 1,
      isAgent: true,
      isTrial: false,
      affiliateCode: 'AURORA01',
      mobileNum: '10******21',
      countryDialingCode: '+82',
      email: 'a***@aurora-play.example',
    });
  });

  it('answers login.not.session (401) without, with unknown and with garbage tokens', async () => {
    for (const headers of [{}, authed('unknown-token'), authed('x'.repeat(300))]) {
      const { status, body } = await callJson(p, '/wps/member/info', { headers });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, errorCode: 'login.not.session', message: 'please login' });
    }
  });

  it('logout revokes the token (and only it)', async () => {
    const a = await loginOk(p, 'demo_down4', 'Down2024', IP);
    const b = await loginOk(p, 'demo_down4', 'Down2024', IP);
    const out = await post(p, '/wps/session/logout', {}, authed(a.token));
    expect(out).toEqual({ status: 200, body: { success: true, value: null } });
    expect((await memberInfo(p, a.token)).status).toBe(401);
    expect((await memberInfo(p, b.token)).status).toBe(200);
    // Logging out again: the session is gone.
    expect((await post(p, '/wps/session/logout', {}, authed(a.token))).status).toBe(401);
    // DELETE is accepted too.
    expect((await callJson(p, '/wps/session/logout', { method: 'DELETE', headers: authed(b.token) })).status).toBe(200);
    expect((await memberInfo(p, b.token)).status).toBe(401);
  });

  it('ends after the idle timeout (30 min) unless used, and after the absolute timeout (12 h) anyway', async () => {
    const min = 60_000;
    const idle = await loginOk(p, 'demo_down2', 'Down2024', IP);
    expect((await memberInfo(later(p, 29 * min), idle.token)).status).toBe(200);
    // Used at +29 min, so still alive at +58 min (29 min idle) ...
    expect((await memberInfo(later(p, 58 * min), idle.token)).status).toBe(200);
    // ... and dead after 31 idle minutes.
    expect((await memberInfo(later(p, 89 * min), idle.token)).status).toBe(401);
    // Once ended, it stays ended (no revival by an earlier clock either).
    expect((await memberInfo(later(p, 60 * min), idle.token)).status).toBe(401);

    const busy = await loginOk(p, 'demo_down2', 'Down2024', IP);
    for (let t = 25; t < 12 * 60; t += 25) expect((await memberInfo(later(p, t * min), busy.token)).status).toBe(200);
    expect((await memberInfo(later(p, 12 * 60 * min + min), busy.token)).status).toBe(401);
  });

  it('reads the timeouts from the brand settings', async () => {
    await env.DB.prepare('UPDATE brand_account_settings SET idle_timeout_ms = 60000 WHERE merchant_code = ?1').bind('DEMO').run();
    try {
      const v = await loginOk(p, 'demo_down1', 'Down2024', IP);
      expect((await memberInfo(later(p, 61_000), v.token)).status).toBe(401);
    } finally {
      await env.DB.prepare('UPDATE brand_account_settings SET idle_timeout_ms = 1800000 WHERE merchant_code = ?1').bind('DEMO').run();
    }
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the seeded balance in amount units', async () => {
    const { token } = await loginOk(p, MEMBER.username, MEMBER.password, IP);
    const { status, body } = await callJson(p, '/wps/v2/wallets/balance', { headers: authed(token) });
    expect(status).toBe(200);
    expect(body.value).toEqual({ balance: 1234.56, sumBalance: 1234.56, heldBalance: 0, currency: 'USD', isSingle: true, wallets: [] });
    expect((await callJson(p, '/wps/v2/wallets/balance')).status).toBe(401);
  });
});
