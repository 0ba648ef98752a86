/** The member's sessions through the gateway: the list (this one marked) and ending another one. */
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const SESSIONS = `{ mySessions { id current ip deviceId origin createdAt lastSeenAt } }`;
const END = `mutation ($id: ID!) { endSession(id: $id) { ok errors { code field } } }`;

async function loginToken(): Promise<string> {
  const { context } = await h.run(LOGIN, { input: { username: 'demo_down2', password: 'Down2024' } });
  return (context.sessionChange as { token: string }).token;
}

describe('mySessions and endSession', () => {
  it('lists the active sessions, ends another one, and that one reads no member any more', async () => {
    const first = await loginToken();
    const second = await loginToken();
    const listed = await h.run(SESSIONS, {}, { token: second });
    expect(listed.result.errors).toBeUndefined();
    const sessions = listed.result.data.mySessions as { id: string; current: boolean; origin: string; createdAt: number }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.every((s) => s.origin === 'LOGIN' && typeof s.createdAt === 'number')).toBe(true);
    expect(JSON.stringify(listed.result)).not.toContain(first);
    const other = sessions.find((s) => !s.current);
    const ended = await h.run(END, { id: other?.id }, { token: second });
    expect(ended.result.data.endSession).toEqual({ ok: true, errors: [] });
    expect((await h.run(`{ me { account } }`, {}, { token: first })).result.data.me).toBeNull();
    expect((await h.run(`{ me { account } }`, {}, { token: second })).result.data.me).toEqual({ account: 'demo_down2' });
  });

  it('answers refusals as data: this session, or an id that is not one', async () => {
    const token = await loginToken();
    const [own] = (await h.run(SESSIONS, {}, { token })).result.data.mySessions as { id: string; current: boolean }[];
    const self = await h.run(END, { id: own?.id }, { token });
    expect(self.result.data.endSession).toMatchObject({ ok: false, errors: [expect.objectContaining({ code: 'INVALID_INPUT' })] });
    const junk = await h.run(END, { id: 'not a session' }, { token });
    expect(junk.result.data.endSession).toEqual({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'id' }] });
  });

  it('without a session: no list, and ending is refused', async () => {
    expect((await h.run(SESSIONS)).result.data.mySessions).toBeNull();
    expect((await h.run(END, { id: 'a'.repeat(24) })).result.errors?.[0].extensions?.code).toBe('SESSION_ENDED');
  });

  it('endSession is a sensitive field: one per document', async () => {
    const token = await loginToken();
    const twice = `mutation { a: endSession(id: "aa") { ok } b: endSession(id: "bb") { ok } }`;
    expect((await h.run(twice, {}, { token })).result.errors?.[0].message).toMatch(/only one/);
  });
});
