import { describe, expect, it } from 'vitest';
import { endpoints } from '#gateway/upstream/endpoints';
import { NO_ACCOUNT_REASON, redact, runGoLiveCheck, WRITE_REASON } from './check';

const URL_BASE = 'https://platform.example.com/api';
const PASSWORD = 'correct-horse-42';

/** A platform that offers nothing but its sealing key, recording what it was sent; the login (and logout) answer is the test's. */
function platformOffering(login: () => Response, logout?: () => Response) {
  const sent: Request[] = [];
  const key = crypto.subtle
    .generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt'])
    .then((pair) => crypto.subtle.exportKey('jwk', pair.publicKey));
  const fetch = async (request: Request) => {
    sent.push(request);
    const path = new URL(request.url).pathname;
    if (path.endsWith(endpoints.login.path)) return login();
    if (logout && path.endsWith(endpoints.logout.path)) return logout();
    if (path.endsWith(endpoints.oaepKey.path)) return Response.json({ success: true, value: { ...(await key), alg: 'RSA-OAEP-256' } });
    return Response.json({ success: false, errorCode: 'function.not.available', message: 'function.not.available' }, { status: 400 });
  };
  return { sent, fetch };
}

describe('runGoLiveCheck', () => {
  it('reads only GET rows and the POST reads under the base URL, hides what is not offered and fails the essentials', async () => {
    const platform = platformOffering(() => new Response(null, { status: 500 }));
    const report = await runGoLiveCheck({ fetch: platform.fetch, url: `${URL_BASE}/`, merchant: 'DEMO', language: 'ko' });

    const postReads = [endpoints.hotGames.path, endpoints.winnerBoard.path];
    expect(platform.sent.every((r) => (r.method === 'GET' || postReads.some((path) => r.url.endsWith(path))) && r.url.startsWith(`${URL_BASE}/`))).toBe(true);
    expect(platform.sent.every((r) => r.headers.get('Merchant') === 'DEMO' && r.headers.get('Language') === 'KO' && !r.headers.has('Authorization'))).toBe(
      true,
    );
    const status = Object.fromEntries(report.rows.map((r) => [r.row, r]));
    expect(status.chatModels).toMatchObject({ status: 'not available', detail: 'function.not.available: the portal hides customer-service chat' });
    expect(status.systemStatus).toMatchObject({ status: 'failed', detail: expect.stringContaining('but the portal cannot run without') });
    expect(report.skipped).toContainEqual({ row: 'memberInfo', reason: NO_ACCOUNT_REASON });
    expect(report.skipped).toContainEqual({ row: 'feedback', reason: WRITE_REASON });
    // The lottery's draws take a game from the menu, which listed none.
    expect(report.skipped.find((s) => s.row === 'lotteryNear')?.reason).toMatch(/no lottery game/);
    expect(report).toMatchObject({ platform: URL_BASE, language: 'KO', encryption: 'legacy', withAccount: false, ok: false });
    expect(report.summary.failed).toBeGreaterThan(0);
  });

  it('reports a refused login without the password, skips the member’s rows and sends no logout', async () => {
    // A platform that echoes what it was sent in its message.
    const platform = platformOffering(() =>
      Response.json({ success: false, errorCode: 'login.password.wrong', message: `wrong password ${PASSWORD}` }, { status: 400 }),
    );
    const report = await runGoLiveCheck({
      fetch: platform.fetch,
      url: URL_BASE,
      merchant: 'QA',
      account: { username: 'qa', password: PASSWORD },
      encryption: 'modern',
    });

    const login = report.rows.find((r) => r.row === 'login');
    expect(login).toMatchObject({ status: 'failed', method: 'POST', detail: 'HTTP 400, error envelope login.password.wrong: wrong password ***' });
    // Sealed, as the gateway seals it: the password is not in the body as sent.
    const sentLogin = platform.sent.find((r) => r.url.endsWith(endpoints.login.path))!;
    expect(sentLogin.headers.get('Encryption')).toBeTruthy();
    expect(await sentLogin.clone().text()).not.toContain(PASSWORD);
    expect(report.skipped).toContainEqual({ row: 'memberInfo', reason: 'the login did not succeed' });
    expect(report.rows.some((r) => r.row === 'logout')).toBe(false);
    const allowed = [endpoints.login.path, endpoints.hotGames.path, endpoints.winnerBoard.path];
    expect(platform.sent.every((r) => r.method === 'GET' || allowed.some((path) => r.url.endsWith(path)))).toBe(true);
    expect(JSON.stringify(report)).not.toContain(PASSWORD);
  });

  it('stops at a login that asks for a second step, and still logs the pending session out', async () => {
    const token = 'pending-token-0123456789';
    const platform = platformOffering(
      () => Response.json({ success: true, value: { token, needSecondStep: true, secondStepMethods: ['SMS'] } }),
      // A platform that echoes the token it was sent.
      () => Response.json({ success: false, errorCode: 'login.not.session', message: `unknown session ${token}` }, { status: 401 }),
    );
    const report = await runGoLiveCheck({
      fetch: platform.fetch,
      url: URL_BASE,
      merchant: 'QA2',
      account: { username: 'qa', password: PASSWORD },
      encryption: 'modern',
    });

    expect(report.rows.find((r) => r.row === 'login')).toMatchObject({ status: 'as expected', detail: 'a second step is due' });
    expect(report.skipped.find((s) => s.row === 'balance')?.reason).toMatch(/second step/);
    expect(report.rows.find((r) => r.row === 'logout')).toMatchObject({
      status: 'failed',
      detail: 'HTTP 401, error envelope login.not.session: unknown session ***',
    });
    const logout = platform.sent.find((r) => r.url.endsWith(endpoints.logout.path));
    expect(logout?.headers.get('Authorization')).toBe(token);
    // No member read went out with the pending token.
    expect(platform.sent.filter((r) => r.headers.has('Authorization')).map((r) => new URL(r.url).pathname)).toEqual([`/api${endpoints.logout.path}`]);
    expect(JSON.stringify(report)).not.toContain(token);
  });
});

describe('redact', () => {
  it('cuts every secret out of the report’s text, JSON-escaped ones too, and ignores trivial ones', () => {
    const report = { detail: 'token abc"def1 and abc"def1 again', message: 'ok', n: 1 };
    expect(redact(report, ['abc"def1', null, 'ok'])).toEqual({ detail: 'token *** and *** again', message: 'ok', n: 1 });
  });
});
