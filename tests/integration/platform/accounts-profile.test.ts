import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AVATARS } from '#platform/seed/accounts';
import { call, callJson } from './client';
import { accountsPlatform, authed, env, lastCode, loginOk, memberInfo, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const HOME = '203.0.113.150';
const lastLoginAt = async (username: string) =>
  (await env.DB.prepare('SELECT last_login_at FROM accounts WHERE username = ?1').bind(username).first<{ last_login_at: number | null }>())?.last_login_at ??
  null;
const infoOf = async (token: string) => {
  const { status, body } = await memberInfo(p, token);
  if (status !== 200) throw new Error(`member info: ${status} ${JSON.stringify(body)}`);
  return body.value as Record<string, unknown>;
};

describe('previous login time and first-time login per session (member info)', () => {
  it('answers the login of the session, the same on every call and after later logins', async () => {
    const first = await loginOk(p, 'demo_down1', 'Down2024', HOME);
    expect(first).toMatchObject({ firstTimeLogin: true, previousLoginTime: null });
    const firstAt = await lastLoginAt('demo_down1');
    expect(typeof firstAt).toBe('number');
    // Stable: the first call does not flip it.
    for (let i = 0; i < 2; i++) {
      expect(await infoOf(first.token)).toMatchObject({ firstTimeLogin: true, previousLoginTime: null, lastLoginTime: firstAt });
    }

    const second = await loginOk(p, 'demo_down1', 'Down2024', HOME);
    expect(second).toMatchObject({ firstTimeLogin: false, previousLoginTime: firstAt });
    const secondAt = await lastLoginAt('demo_down1');
    expect(await infoOf(second.token)).toMatchObject({ firstTimeLogin: false, previousLoginTime: firstAt, lastLoginTime: secondAt });
    expect(await infoOf(second.token)).toMatchObject({ firstTimeLogin: false, previousLoginTime: firstAt });
    // The first session keeps its own login; lastLoginTime is the account's latest.
    expect(await infoOf(first.token)).toMatchObject({ firstTimeLogin: true, previousLoginTime: null, lastLoginTime: secondAt });
  });

  it('keeps the other member info fields', async () => {
    const { token } = await loginOk(p, 'demo_down2', 'Down2024', HOME);
    expect(Object.keys(await infoOf(token)).sort()).toEqual(
      [
        'id',
        'account',
        'nickname',
        'type',
        'isAgent',
        'isTrial',
        'parentId',
        'affiliateCode',
        'countryDialingCode',
        'mobileNum',
        'email',
        'hasPaymentPassword',
        'secondStepMethods',
        'registeredAt',
        'lastLoginTime',
        'passwordChangedAt',
        'previousLoginTime',
        'firstTimeLogin',
        // Our extension: the forced change of a password just logged in with skips the old one.
        'passwordChangeWithoutOld',
        // Our extension: the terms and privacy versions in force the member has yet to accept.
        'legalPending',
        // Our extension: the products whose marketing on the site the member accepts.
        'marketingSite',
      ].sort(),
    );
  });

  it('records a pending session once its second step passes, with the login completed just before', async () => {
    await loginOk(p, 'demo_member', 'Member2024', HOME);
    const ip = '203.0.113.151';
    const away = await loginOk(p, 'demo_member', 'Member2024', ip);
    expect(away.needSecondStep).toBe(true);
    const pending = await env.DB.prepare('SELECT previous_login_at, first_login FROM sessions WHERE state = ?1 ORDER BY created_at DESC')
      .bind('PENDING_SECOND_STEP')
      .first();
    expect(pending).toEqual({ previous_login_at: null, first_login: 0 });
    // Another login completes while this one waits: it is the previous one when this one completes.
    await loginOk(p, 'demo_member', 'Member2024', HOME);
    const before = await lastLoginAt('demo_member');
    const verified = await post(
      p,
      '/wps/session/login/verification',
      { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Kim Minsu' },
      authed(away.token, { 'X-Client-IP': ip }),
    );
    expect(verified.status).toBe(200);
    expect(verified.body.value).toMatchObject({ firstTimeLogin: false, previousLoginTime: before });
    expect(await infoOf(away.token)).toMatchObject({ firstTimeLogin: false, previousLoginTime: before, lastLoginTime: await lastLoginAt('demo_member') });
    expect(await lastLoginAt('demo_member')).toBeGreaterThanOrEqual(before ?? 0);
  });

  it('records SMS logins', async () => {
    const phone = { mobileNum: '1087654321', countryDialingCode: '+82' };
    expect((await post(p, '/wps/verification/sms/noLogin', phone, { 'X-Client-IP': HOME })).status).toBe(200);
    const code = await lastCode(p, '+82 1087654321');
    const before = await lastLoginAt('demo_agent');
    const { status, body } = await post(p, '/wps/session/login', { type: 'sms', ...phone, verificationCode: code }, { 'X-Client-IP': HOME });
    expect(status).toBe(200);
    expect(await infoOf(body.value.token)).toMatchObject({ firstTimeLogin: before === null, previousLoginTime: before });
  });

  it('records registrations and free play as first logins', async () => {
    const registered = await post(
      p,
      '/wps/member/register',
      { username: 'Profile1', password: 'Abc12345', confirmPassword: 'Abc12345', registerMethod: 'WEB', ...DEMO_LEGAL },
      { 'X-Client-IP': HOME },
    );
    expect(registered.status).toBe(200);
    expect(await infoOf(registered.body.value.token)).toMatchObject({ firstTimeLogin: true, previousLoginTime: null });
    const guest = await post(p, '/wps/session/login/freeplay', { os: 'web', platform: 'W' }, { 'X-Client-IP': HOME });
    expect(guest.status).toBe(200);
    expect(await infoOf(guest.body.value.token)).toMatchObject({ firstTimeLogin: true, previousLoginTime: null, isTrial: true });
  });
});

describe('GET /wps/member/info/icon', () => {
  const icon = async (username: string, password: string) => {
    const { token } = await loginOk(p, username, password, HOME);
    const res = await call(p, '/wps/member/info/icon', { headers: authed(token) });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    return { status: res.status, body: (await res.json()) as { success: boolean; value: { icon: string | null } } };
  };

  it("answers the account's avatar: demo_member's is a generated picture the platform serves", async () => {
    const { status, body } = await icon('demo_member', 'Member2024');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { icon: DEMO_AVATARS.member } });
    const image = await call(p, body.value.icon ?? '', { rawHeaders: new Headers() });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg[^>]*role="img"/);
  });

  it("answers demo_agent's avatar, and 404 for a picture it does not have", async () => {
    const { body } = await icon('demo_agent', 'Agent2024');
    expect(body.value).toEqual({ icon: DEMO_AVATARS.agent });
    expect((await call(p, DEMO_AVATARS.agent, { rawHeaders: new Headers() })).status).toBe(200);
    expect((await call(p, '/media/avatars/missing.svg', { rawHeaders: new Headers() })).status).toBe(404);
  });

  it('answers null without an avatar, and login.not.session without a session', async () => {
    expect((await icon('demo_down4', 'Down2024')).body.value).toEqual({ icon: null });
    const anonymous = await callJson(p, '/wps/member/info/icon');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });
});

describe('GET /media/avatars/<n>.svg', () => {
  it('serves 12 deterministic, distinct generated avatars and 404 for anything else', async () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 12; n++) {
      const res = await call(p, `/media/avatars/${n}.svg`, { rawHeaders: new Headers() });
      expect(res.status, String(n)).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=/);
      expect(await (await call(p, `/media/avatars/${n}.svg`, { rawHeaders: new Headers() })).text()).toBe(svg);
      seen.add(svg);
    }
    expect(seen.size).toBe(12);
    for (const id of ['0', '13', '007', 'missing']) {
      expect((await call(p, `/media/avatars/${id}.svg`, { rawHeaders: new Headers() })).status, id).toBe(404);
    }
  });
});
