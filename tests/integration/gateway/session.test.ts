/** Login, member and logout through the gateway against the reference platform, with both ciphers. */
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok errors { code field } captchaRequired passwordIsDefault needSecondStep member { account isAgent isTrial } } }`;

describe.each(['modern', 'legacy'] as const)('login with the %s cipher', (scheme) => {
  it('seals the body, begins a session kept out of the answer, and reads the member with it', async () => {
    const { result, context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } }, { vars: { ENCRYPTION_SCHEME: scheme } });
    expect(result.errors).toBeUndefined();
    expect(result.data.login).toMatchObject({ ok: true, errors: [], member: { account: 'demo_member', isAgent: false, isTrial: false } });
    expect(context.sessionChange).toMatchObject({ kind: 'set', method: 'password' });
    const token = (context.sessionChange as { token: string }).token;
    expect(JSON.stringify(result)).not.toContain(token);
    // The platform saw a sealed body, not the password.
    const loginCall = h.binding.requests.find((r) => r.endpoint === '/wps/session/login');
    expect(loginCall?.headers?.get('Encryption')).toBeTruthy();
    expect(loginCall?.body ?? '').not.toContain('Member2024');

    const me = await h.run(`{ me { account } }`, {}, { token });
    expect(me.result.data.me).toEqual({ account: 'demo_member' });
  });

  it('answers a wrong password as data, the same for an unknown account', async () => {
    const known = await h.run(LOGIN, { input: { username: 'demo_agent', password: 'nope-nope' } }, { vars: { ENCRYPTION_SCHEME: scheme } });
    const unknown = await h.run(LOGIN, { input: { username: `ghost_${scheme}`, password: 'nope-nope' } }, { vars: { ENCRYPTION_SCHEME: scheme } });
    expect(known.result.data.login).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'INCORRECT_CREDENTIALS' })], member: null });
    expect(unknown.result.data.login).toEqual(known.result.data.login);
    expect(known.context.sessionChange).toBeNull();
  });
});

describe('session', () => {
  it('"remember me" is part of the login: the session it begins is kept for a day, and only then', async () => {
    const remembered = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024', remember: true } });
    expect(remembered.context.sessionChange).toMatchObject({ kind: 'set', method: 'password', remember: true });
    const plain = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
    expect(plain.context.sessionChange).not.toHaveProperty('remember');
  });

  it('logout ends the session on the platform; the old token then reads no member', async () => {
    const { context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
    const token = (context.sessionChange as { token: string }).token;
    const out = await h.run(`mutation { logout }`, {}, { token });
    expect(out.result.data.logout).toBe(true);
    expect(out.context.sessionChange).toEqual({ kind: 'cleared' });
    const after = await h.run(`{ me { account } }`, {}, { token });
    expect(after.result.data.me).toBeNull();
    expect(after.context.sessionChange).toEqual({ kind: 'cleared' });
  });

  it('a document may hold only one login, and such a document makes no platform call', async () => {
    const twice = `mutation { a: login(input: { username: "demo_member", password: "x" }) { ok } b: login(input: { username: "demo_member", password: "y" }) { ok } }`;
    const { result } = await h.run(twice);
    expect(result.errors?.[0].message).toMatch(/only one login/);
    expect(h.binding.requests).toHaveLength(0);
  });

  it('free play begins a guest trial session', async () => {
    const { result, context } = await h.run(`mutation { freePlay { ok errors { code } member { account isTrial type } } }`);
    expect(result.data.freePlay).toMatchObject({ ok: true, errors: [], member: { isTrial: true, type: 4 } });
    expect(result.data.freePlay.member.account).toMatch(/^guest[0-9a-f]{10}$/);
    expect(context.sessionChange).toMatchObject({ kind: 'set', method: 'freeplay' });
  });

  it('empty credentials never reach the platform', async () => {
    const { result } = await h.run(LOGIN, { input: { username: '   ', password: 'x' } });
    expect(result.data.login).toMatchObject({ ok: false, errors: [{ code: 'REQUIRED', field: 'username' }] });
    expect(h.binding.requests.filter((r) => r.endpoint === '/wps/session/login')).toHaveLength(0);
  });
});

describe('a login whose member read fails', () => {
  it('answers the failure and leaves no session behind, on the platform or in a cookie', async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: '/wps/member/info', errorRate: 1 });
    const { result, context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(result.data?.login ?? null).toBeNull();
    // No cookie is written for the visitor (there was none to clear), and the platform was told.
    expect(context.sessionChange).toEqual({ kind: 'cleared' });
    expect(context.session).toBeNull();
    expect(h.binding.requests.some((request) => request.endpoint === '/wps/session/logout')).toBe(true);
  });
});
