/**
 * The change-password form's old password "if not already known" (docs/spec-index.md#modals): right
 * after a password login that must change the password, the platform lets that session change it
 * without the old one (member info's passwordChangeWithoutOld, our extension), and the gateway
 * says so as Member.oldPasswordNeeded; nothing else keeps the old password.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { useHarness, type VisitOptions } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok passwordIsDefault errors { code field } } }`;
const ME = `{ me { account oldPasswordNeeded } }`;
const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { ok errors { code field } } }`;

let cloned = 0;

/** A member of our own with demo_default's password (the brand's default, aurora888), logged in from an address of the test's own. */
async function loggedInOnDefaultPassword(ip: string): Promise<{ username: string; token: string; passwordIsDefault: boolean }> {
  const username = `forced_${Date.now().toString(36)}_${++cloned}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, created_at)
     SELECT merchant_code, ?1, 'Forced', 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at
       FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_default'`,
  )
    .bind(username)
    .run();
  const visit: VisitOptions = { headers: { 'X-Test-Client-IP': ip } };
  const { result, context } = await h.run(LOGIN, { input: { username, password: 'aurora888' } }, visit);
  expect(result.data.login).toMatchObject({ ok: true });
  return { username, token: (context.sessionChange as { token: string }).token, passwordIsDefault: result.data.login.passwordIsDefault };
}

describe('the forced password change', () => {
  it('needs no old password right after the login that must change it, and then needs it again', async () => {
    const { username, token, passwordIsDefault } = await loggedInOnDefaultPassword('198.18.40.1');
    expect(passwordIsDefault).toBe(true);
    expect((await h.run(ME, {}, { token })).result.data.me).toEqual({ account: username, oldPasswordNeeded: false });

    const changed = await h.run(CHANGE, { input: { newPassword: 'Chosen2024', confirmNewPassword: 'Chosen2024' } }, { token });
    expect(changed.result.data.changePassword).toEqual({ ok: true, errors: [] });

    expect((await h.run(ME, {}, { token })).result.data.me.oldPasswordNeeded).toBe(true);
    const again = await h.run(CHANGE, { input: { oldPassword: '', newPassword: 'Chosen2025', confirmNewPassword: 'Chosen2025' } }, { token });
    expect(again.result.data.changePassword).toEqual({ ok: false, errors: [{ code: 'REQUIRED', field: 'oldPassword' }] });
  });

  it('needs the old password from a member whose password need not change, and on a platform that does not say', async () => {
    const login = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } }, { headers: { 'X-Test-Client-IP': '198.18.40.2' } });
    const token = (login.context.sessionChange as { token: string }).token;
    expect((await h.run(ME, {}, { token })).result.data.me.oldPasswordNeeded).toBe(true);
    const without = await h.run(CHANGE, { input: { newPassword: 'Chosen2024', confirmNewPassword: 'Chosen2024' } }, { token });
    expect(without.result.data.changePassword).toEqual({ ok: false, errors: [{ code: 'REQUIRED', field: 'oldPassword' }] });

    const forced = await loggedInOnDefaultPassword('198.18.40.3');
    // A live platform's member info without the extension.
    h.binding.intercept = async (endpoint, response) => {
      if (endpoint !== '/wps/member/info') return response;
      const envelope = (await response.json()) as { value: Record<string, unknown> };
      delete envelope.value.passwordChangeWithoutOld;
      return Response.json(envelope);
    };
    expect((await h.run(ME, {}, { token: forced.token })).result.data.me.oldPasswordNeeded).toBe(true);
  });
});
