/**
 * Sessions of an account: the brand's cap (the oldest ends first, also under parallel logins), the
 * member's list of active sessions (this one marked) and ending another one.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, authed, env, loginOk, memberInfo, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

/** No second-step method on file: a login from any address completes at once. */
const USER = { username: 'demo_down1', password: 'Down2024' };
const IP = '198.20.0.1';

async function setCap(cap: number | null) {
  await env.DB.prepare('UPDATE brand_security_settings SET max_sessions_per_account = ?2 WHERE merchant_code = ?1').bind('DEMO', cap).run();
}
afterEach(() => setCap(5));

async function alive(tokens: string[]): Promise<boolean[]> {
  return Promise.all(tokens.map(async (token) => (await memberInfo(p, token)).status === 200));
}

const list = (token: string) => callJson(p, '/wps/member/sessions', { headers: authed(token) });
const end = (token: string, id: string) => callJson(p, '/wps/member/sessions/end', { headers: authed(token), body: { id } });

describe('the session cap', () => {
  it('is 5 for the demo brand', async () => {
    const row = await env.DB.prepare('SELECT max_sessions_per_account AS cap FROM brand_security_settings WHERE merchant_code = ?1').bind('DEMO').first();
    expect(row?.cap).toBe(5);
  });

  it('ends the oldest sessions when a login goes beyond it', async () => {
    await setCap(3);
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) tokens.push((await loginOk(p, USER.username, USER.password, IP)).token);
    expect(await alive(tokens)).toEqual([false, false, true, true, true]);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE revoked_reason = 'SESSION_LIMIT'").first<{ n: number }>();
    expect(row?.n).toBeGreaterThanOrEqual(2);
  });

  it('holds under parallel logins: never more than the cap alive', async () => {
    await setCap(3);
    // From 8 addresses: the brute-force reservation limits parallel tries per (account, address).
    const logins = Array.from({ length: 8 }, (_, i) => loginOk(p, USER.username, USER.password, `198.20.9.${i}`));
    const tokens = (await Promise.all(logins)).map((v) => v.token as string);
    const states = await alive(tokens);
    expect(states.filter(Boolean)).toHaveLength(3);
    const { body } = await list(tokens[states.indexOf(true)] ?? '');
    expect(body.value.list).toHaveLength(3);
  });

  it('no cap: every session stays', async () => {
    await setCap(null);
    const tokens: string[] = [];
    for (let i = 0; i < 7; i++) tokens.push((await loginOk(p, USER.username, USER.password, IP)).token);
    expect((await alive(tokens)).every(Boolean)).toBe(true);
  });
});

describe('GET /wps/member/sessions and POST /wps/member/sessions/end', () => {
  it('lists the active sessions with device, address and last use, this one marked', async () => {
    const first = (await loginOk(p, 'demo_down3', 'Down2024', '198.20.1.1')).token as string;
    const second = (await loginOk(p, 'demo_down3', 'Down2024', '198.20.1.1')).token as string;
    const { status, body } = await list(second);
    expect(status).toBe(200);
    const sessions = body.value.list as { id: string; current: boolean; ip: string; deviceId: string; origin: string; createdAt: number; lastSeenAt: number }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const s of sessions) {
      expect(s).toMatchObject({ ip: '198.20.1.1', deviceId: 'device-1', origin: 'LOGIN' });
      expect(s.id).toMatch(/^[0-9a-f]{24}$/);
      expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.createdAt);
    }
    // Never the token, nor its whole hash.
    expect(JSON.stringify(body)).not.toContain(first);
    expect(JSON.stringify(body)).not.toContain(second);
    const other = sessions.find((s) => !s.current);
    expect(other).toBeTruthy();
    expect((await end(second, other?.id ?? '')).status).toBe(200);
    expect(await alive([first, second])).toEqual([false, true]);
    expect((await list(second)).body.value.list).toHaveLength(1);
  });

  it('refuses to end this session, an unknown one, or another account’s', async () => {
    const mine = (await loginOk(p, 'demo_down4', 'Down2024', '198.20.2.1')).token as string;
    const theirs = (await loginOk(p, 'demo_default', 'aurora888', '198.20.2.1')).token as string;
    const ownId = ((await list(mine)).body.value.list as { id: string }[])[0]?.id ?? '';
    const theirId = ((await list(theirs)).body.value.list as { id: string }[])[0]?.id ?? '';
    expect((await end(mine, ownId)).body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await end(mine, 'f'.repeat(24))).body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await end(mine, theirId)).body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect((await end(mine, 'not-an-id')).body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(await alive([mine, theirs])).toEqual([true, true]);
  });

  it('needs a session', async () => {
    expect((await callJson(p, '/wps/member/sessions')).body.errorCode).toBe('login.not.session');
    expect((await callJson(p, '/wps/member/sessions/end', { body: { id: 'a'.repeat(24) } })).body.errorCode).toBe('login.not.session');
  });
});
