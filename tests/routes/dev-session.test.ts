/**
 * The development route that gives a test its session without the login form (POST /__dev/session,
 * app/entry.worker.ts, and the platform's side in platform/src/modules/session/dev-session.ts):
 * it opens a real session of the account, and it does not exist in production or without DEV_TOOLS.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, usePortal } from './portal';

const mint = (username: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username }) });

describe('POST /__dev/session', () => {
  const portal = usePortal({ accounts: true });

  it('answers a session cookie that opens the account', async () => {
    const answer = await portal.fetch('/__dev/session', mint('demo_member'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const cookie = answer.cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=v1.`));
    expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const me = await portal.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { account } }' }),
      cookie: cookie!.split(';')[0],
    });
    expect(JSON.parse(me.text).data.me.account).toBe('demo_member');
  });

  it('refuses an account that does not exist, a body that is not one, and a GET, with no cookie', async () => {
    for (const [init, status] of [
      [mint('nobody_at_all_here'), 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' }, 400],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'x'.repeat(5000) }) }, 413],
      [{ method: 'GET' }, 405],
    ] as const) {
      const answer = await portal.fetch('/__dev/session', init);
      expect(answer.status, JSON.stringify(init).slice(0, 60)).toBe(status);
      expect(answer.cookies).toEqual([]);
    }
  });

  it('does not exist without DEV_TOOLS or in production', async () => {
    for (const vars of [{ DEV_TOOLS: '0' }, { ENVIRONMENT: 'production', DEV_TOOLS: '1' }]) {
      const answer = await portal.fetch('/__dev/session', { ...mint('demo_member'), vars });
      expect(answer.status, JSON.stringify(vars)).toBe(404);
      expect(answer.cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=v1.`))).toBe(false);
    }
  });
});
