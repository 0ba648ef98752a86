/**
 * Findings of the outside probe, against the built Worker: a session cookie that does not open is
 * no session (and is cleared), a GraphQL syntax error is a 400, personal answers are never cached,
 * the session cookie carries the __Host- prefix (and the old name moves to it), /graphql's login and
 * logout write and clear it, and platform SVGs cannot run script.
 */
import type { APIResponse } from '@playwright/test';
import { accountMenuButton, asAccount, demo, expect, logIn, test, withoutAnnouncementPopup } from './fixtures';

const COOKIE = '__Host-sid';

/** The Set-Cookie headers of a response, each as "name=value; attributes". */
const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);

const cleared = (response: APIResponse, name: string) => setCookies(response).some((cookie) => cookie.startsWith(`${name}=;`) && /Max-Age=0/i.test(cookie));

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok errors { code } } }`;

test.describe('a session cookie that does not open', () => {
  const garbage = [
    'v1.AAAAA',
    'v1.A',
    'v1.',
    'v1..AAAA',
    'v2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    'v1.' + 'A'.repeat(60),
    'v1.%E2%98%83',
    'v1.' + 'A'.repeat(5000),
    'junk',
  ];

  test('is no session: every page answers, and the cookie is cleared', async ({ request }) => {
    for (const value of garbage) {
      for (const path of ['/', '/login', '/promotions']) {
        const response = await request.get(path, { headers: { cookie: `${COOKIE}=${value}` }, maxRedirects: 0 });
        expect(response.status(), `${path} with ${value.slice(0, 20)}`).toBe(200);
        expect(cleared(response, COOKIE), `${path} with ${value.slice(0, 20)}`).toBe(true);
        expect(response.headers()['cache-control']).toBe('private, no-store');
      }
      // A guarded page sends the visitor to log in, as for anyone without a session.
      const member = await request.get('/member', { headers: { cookie: `${COOKIE}=${value}` }, maxRedirects: 0 });
      expect(member.status()).toBeLessThan(500);
      expect(cleared(member, COOKIE)).toBe(true);
    }
  });

  test('under the old name is cleared too', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'sid=v1.AAAAA' } });
    expect(response.status()).toBe(200);
    expect(cleared(response, 'sid')).toBe(true);
  });

  test('does not break /graphql', async ({ request }) => {
    const response = await request.post('/graphql', { data: { query: '{ ok }' }, headers: { cookie: `${COOKIE}=v1.AAAAA` } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(cleared(response, COOKIE)).toBe(true);
  });

  test('leaves the browser without it, on a page that works', async ({ page, context }) => {
    await withoutAnnouncementPopup(page);
    // Set as a page would (CDP refuses a __Host- cookie for an http URL; the browser counts 127.0.0.1
    // as secure), from the offline page: it runs no scripts, so no request of its own carries the
    // cookie back and has it cleared before the check below (the home page's did once in CI).
    await page.goto('/offline');
    await page.evaluate((name) => {
      document.cookie = `${name}=v1.AAAAA; Path=/; Secure; SameSite=Lax`;
    }, COOKIE);
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value).toBe('v1.AAAAA');
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)).toBeUndefined();
  });
});

test('a GraphQL syntax error is a 400 with a GraphQL error', async ({ request }) => {
  for (const query of ['{ brand {', 'query {{', '}']) {
    const response = await request.post('/graphql', { data: { query } });
    expect(response.status(), query).toBe(400);
    const body = await response.json();
    expect(body.errors[0].message, query).toMatch(/Syntax Error/);
  }
});

test.describe('a post whose body is not a form', () => {
  // Every page with a form, as a guest and as a member (so guarded actions reach their parsing).
  const GUEST_FORMS = ['/login', '/register', '/forgot-password', '/reset-password?token=probe-token-0001', '/agent', '/language'];
  const MEMBER_FORMS = [
    '/member/depositv2',
    '/member/withdraw',
    '/member/transferFund',
    '/member/transferUpline',
    '/member/securityCenter',
    '/member/security',
    '/member/messageV2',
    '/member/rewardCenter',
    '/member/manualRebate',
    '/member/missionLeaderboard',
    '/member/contract',
    '/change-password',
    '/feedback',
    '/pointMall',
    '/promotions',
    '/chat',
    '/lottery',
    '/resources/favorite',
  ];
  const BODIES: { name: string; headers: Record<string, string>; data?: string }[] = [
    { name: 'no body, no content type', headers: {} },
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, data: 'amount=10' },
    { name: 'JSON', headers: { 'content-type': 'application/json' }, data: '{"amount":"10"}' },
    {
      name: 'broken multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      data: '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10',
    },
    { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, data: 'amount=10' },
  ];

  async function probe(post: (path: string, body: (typeof BODIES)[number]) => Promise<APIResponse>, paths: string[]) {
    for (const path of paths)
      for (const body of BODIES) {
        const response = await post(path, body);
        expect([400, 415], `${path} with ${body.name}: ${response.status()}`).toContain(response.status());
      }
  }

  test('answers 400 or 415 with a clear page, as a guest', async ({ request }) => {
    await probe((path, body) => request.post(path, { headers: body.headers, data: body.data, maxRedirects: 0 }), GUEST_FORMS);
    const page = await request.post('/login', { headers: { 'content-type': 'text/plain', 'accept-language': 'ko' }, data: 'x' });
    expect(page.status()).toBe(415);
    expect(await page.text()).toContain('양식을 읽을 수 없습니다');
  });

  test('answers 400 or 415 and changes nothing, as a member', async ({ page }) => {
    await asAccount(page, demo.member, '/member/withdraw');
    const balance = await page.request.get('/resources/balance');
    await probe((path, body) => page.request.post(path, { headers: body.headers, data: body.data, maxRedirects: 0 }), MEMBER_FORMS);
    expect(await (await page.request.get('/resources/balance')).text()).toBe(await balance.text());
  });
});

test.describe('the session cookie', () => {
  test('is __Host-sid, and pages of a logged-in visitor are never cached', async ({ page, context }) => {
    await withoutAnnouncementPopup(page);
    await logIn(page, demo.member);
    const session = (await context.cookies()).find((cookie) => cookie.name === COOKIE);
    expect(session).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect((await context.cookies()).find((cookie) => cookie.name === 'sid')).toBeUndefined();
    for (const path of ['/', '/member']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('under the old name moves to the new one, and the session goes on', async ({ page, context, baseURL }) => {
    await withoutAnnouncementPopup(page);
    await logIn(page, demo.member);
    const sealed = (await context.cookies()).find((cookie) => cookie.name === COOKIE)!.value;
    await context.clearCookies();
    await context.addCookies([{ name: 'sid', value: sealed, url: baseURL!, secure: true, httpOnly: true }]);
    await page.goto('/member');
    await expect(accountMenuButton(page)).toContainText('Demo Member');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === COOKIE)?.value).toMatch(/^v1\./);
  });

  test("is written by /graphql's login and cleared by its logout", async ({ request }) => {
    const login = await request.post('/graphql', {
      data: { query: LOGIN, variables: { input: { username: demo.down1.username, password: demo.down1.password } } },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).data.login).toEqual({ ok: true, errors: [] });
    const written = setCookies(login).find((cookie) => cookie.startsWith(`${COOKIE}=v1.`));
    expect(written).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    expect(written).not.toMatch(/Domain=/i);
    expect(login.headers()['cache-control']).toBe('private, no-store');
    const cookie = written!.split(';')[0];

    const me = await request.post('/graphql', { data: { query: '{ me { account } }' }, headers: { cookie } });
    expect((await me.json()).data.me.account).toBe(demo.down1.username);
    expect(me.headers()['cache-control']).toBe('private, no-store');

    const logout = await request.post('/graphql', { data: { query: 'mutation { logout }' }, headers: { cookie } });
    expect((await logout.json()).data.logout).toBe(true);
    expect(cleared(logout, COOKIE)).toBe(true);
  });
});

test('platform SVGs are served with a policy that runs no script', async ({ request }) => {
  const response = await request.get('/media/avatars/1.svg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/svg/);
  const policy = response.headers()['content-security-policy'];
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain('sandbox');
  expect(policy).not.toMatch(/script-src/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  // Cached at the edge: the second answer carries the same policy.
  const again = await request.get('/media/avatars/1.svg');
  expect(again.headers()['content-security-policy']).toBe(policy);
});
