/**
 * What the Worker answers over HTTP alone, whatever a browser would do with it: a session cookie
 * that does not open is no session (and is cleared), a GraphQL syntax error is a 400, personal
 * answers are never cached, the session cookie carries the __Host- prefix (and the old name moves to
 * it), /graphql's login and logout write and clear it, platform SVGs cannot run script, a post whose
 * body is not a form or that comes from another site is refused, every page carries a strict
 * nonce-based policy that reports its refusals and is never cached, and the rest of OWASP's headers;
 * the CSP report endpoint, the logout's Clear-Site-Data, the agent page's cookie and a post to a page
 * without an action. (Moved from the browser tier: none of it needs one.)
 */
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE, usePortal, type Answer } from './portal';

const cleared = (answer: Answer, name: string) => answer.cookies.some((cookie) => cookie.startsWith(`${name}=;`) && /Max-Age=0/i.test(cookie));

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok errors { code } } }`;

const graphql = (query: string, variables?: Record<string, unknown>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

describe('HTTP', () => {
  const portal = usePortal({ accounts: true });

  describe('a session cookie that does not open', () => {
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

    it('is no session: every page answers, and the cookie is cleared', async () => {
      for (const value of garbage) {
        for (const path of ['/', '/login', '/promotions']) {
          const answer = await portal.get(path, { cookie: `${SESSION_COOKIE}=${value}` });
          expect(answer.status, `${path} with ${value.slice(0, 20)}`).toBe(200);
          expect(cleared(answer, SESSION_COOKIE), `${path} with ${value.slice(0, 20)}`).toBe(true);
          expect(answer.headers.get('cache-control')).toBe('private, no-store');
        }
        // A guarded page sends the visitor to log in, as for anyone without a session.
        const member = await portal.get('/member', { cookie: `${SESSION_COOKIE}=${value}` });
        expect(member.status).toBeLessThan(500);
        expect(cleared(member, SESSION_COOKIE)).toBe(true);
      }
    });

    it('under the old name is cleared too', async () => {
      const answer = await portal.get('/', { cookie: 'sid=v1.AAAAA' });
      expect(answer.status).toBe(200);
      expect(cleared(answer, 'sid')).toBe(true);
    });

    it('does not break /graphql', async () => {
      const answer = await portal.fetch('/graphql', { ...graphql('{ ok }'), cookie: `${SESSION_COOKIE}=v1.AAAAA` });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ data: { ok: true } });
      expect(cleared(answer, SESSION_COOKIE)).toBe(true);
    });
  });

  it('a GraphQL syntax error is a 400 with a GraphQL error', async () => {
    for (const query of ['{ brand {', 'query {{', '}']) {
      const answer = await portal.fetch('/graphql', graphql(query));
      expect(answer.status, query).toBe(400);
      expect(JSON.parse(answer.text).errors[0].message, query).toMatch(/Syntax Error/);
    }
  });

  describe('a post whose body is not a form', () => {
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
    const BODIES: { name: string; headers: Record<string, string>; body?: string }[] = [
      { name: 'no body, no content type', headers: {} },
      { name: 'text/plain', headers: { 'content-type': 'text/plain' }, body: 'amount=10' },
      { name: 'JSON', headers: { 'content-type': 'application/json' }, body: '{"amount":"10"}' },
      {
        name: 'broken multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10',
      },
      { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'amount=10' },
    ];

    async function expectRefused(paths: string[], as?: string) {
      for (const path of paths)
        for (const { name, headers, body } of BODIES) {
          const answer = await portal.fetch(path, { method: 'POST', headers, body, as });
          expect([400, 415], `${path} with ${name}: ${answer.status}`).toContain(answer.status);
        }
    }

    it('answers 400 or 415 with a clear page, as a guest', async () => {
      await expectRefused(GUEST_FORMS);
      const korean = await portal.fetch('/login', { method: 'POST', headers: { 'content-type': 'text/plain', 'accept-language': 'ko' }, body: 'x' });
      expect(korean.status).toBe(415);
      expect(korean.text).toContain('양식을 읽을 수 없습니다');
    });

    it('answers 400 or 415 and changes nothing, as a member', async () => {
      const balance = (await portal.get('/resources/balance', { as: 'demo_member' })).text;
      await expectRefused(MEMBER_FORMS, 'demo_member');
      expect((await portal.get('/resources/balance', { as: 'demo_member' })).text).toBe(balance);
    });
  });

  it('a form posted from another site is refused (no login CSRF)', async () => {
    const refused = await portal.fetch('/login', {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo_member', password: 'Member2024' }).toString(),
    });
    expect(refused.status).toBe(403);
    const sameSite = await portal.post('/login', { username: '', password: '' });
    expect(sameSite.status).toBe(400);
  });

  describe('the session cookie', () => {
    it("is written by /graphql's login as __Host-sid, keeps logged-in pages out of every cache, and is cleared by the logout", async () => {
      const login = await portal.fetch('/graphql', graphql(LOGIN, { input: { username: 'demo_down1', password: 'Down2024' } }));
      expect(login.status).toBe(200);
      expect(JSON.parse(login.text).data.login).toEqual({ ok: true, errors: [] });
      const written = login.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=v1.`));
      expect(written).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax/);
      expect(written).not.toMatch(/Domain=/i);
      expect(login.headers.get('cache-control')).toBe('private, no-store');
      const cookie = written!.split(';')[0]!;

      const me = await portal.fetch('/graphql', { ...graphql('{ me { account } }'), cookie });
      expect(JSON.parse(me.text).data.me.account).toBe('demo_down1');
      expect(me.headers.get('cache-control')).toBe('private, no-store');
      for (const path of ['/', '/member']) {
        const page = await portal.get(path, { cookie });
        expect(page.status, path).toBeLessThan(400);
        expect(page.headers.get('cache-control'), path).toBe('private, no-store');
      }

      const logout = await portal.fetch('/graphql', { ...graphql('mutation { logout }'), cookie });
      expect(JSON.parse(logout.text).data.logout).toBe(true);
      expect(cleared(logout, SESSION_COOKIE)).toBe(true);
    });

    it('under the old name moves to the new one, and the session goes on', async () => {
      const sealed = (await portal.sessionOf('demo_member')).split('=')[1]!;
      const answer = await portal.get('/member/securityCenter', { cookie: `sid=${sealed}` });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Demo Member');
      expect(cleared(answer, 'sid')).toBe(true);
      expect(answer.cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/^__Host-sid=v1\./);
    });
  });

  it("/favicon.ico sends the browser on to the brand's favicon, which answers", async () => {
    const answer = await portal.get('/favicon.ico');
    expect(answer.status).toBe(302);
    const icon = answer.headers.get('location')!;
    expect(icon).toMatch(/^\/.+\.(svg|png|ico)(\?.*)?$/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const image = await portal.get(icon);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('platform SVGs are served with a policy that runs no script', async () => {
    const answer = await portal.get('/media/avatars/1.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/svg/);
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).not.toMatch(/script-src/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // Cached at the edge: the second answer carries the same policy.
    expect((await portal.get('/media/avatars/1.svg')).headers.get('content-security-policy')).toBe(policy);
  });

  describe('security headers', () => {
    it('HTML carries a strict nonce-based CSP, and the nonce never reaches loader data', async () => {
      const answer = await portal.get('/');
      const csp = answer.headers.get('content-security-policy')!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      // Scripts carry the nonce; the serialized loader data does not contain it.
      expect(answer.text).toMatch(new RegExp(`<script nonce="${nonce}"`));
      expect(answer.text.replace(/nonce="[^"]*"/g, '')).not.toContain(nonce);
    });

    it('a fresh nonce per response', async () => {
      const a = (await portal.get('/')).headers.get('content-security-policy');
      const b = (await portal.get('/')).headers.get('content-security-policy');
      expect(a).not.toEqual(b);
    });

    // OWASP's Permissions-Policy list: every one refused but the two the game frame uses.
    const OWASP_FEATURES = [
      'accelerometer',
      'autoplay',
      'camera',
      'cross-origin-isolated',
      'display-capture',
      'encrypted-media',
      'fullscreen',
      'geolocation',
      'gyroscope',
      'keyboard-map',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'picture-in-picture',
      'publickey-credentials-get',
      'screen-wake-lock',
      'sync-xhr',
      'usb',
      'web-share',
      'xr-spatial-tracking',
      'clipboard-read',
      'clipboard-write',
      'gamepad',
      'hid',
      'idle-detection',
      'interest-cohort',
      'serial',
      'unload',
    ];

    it('every answer carries the rest of OWASP’s headers; a page denies every feature it does not use', async () => {
      for (const path of ['/', '/login', '/graphql?query=%7Bok%7D', '/no-such-page']) {
        const answer = await portal.get(path);
        expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
        expect(answer.headers.get('x-permitted-cross-domain-policies'), path).toBe('none');
      }
      const policy = (await portal.get('/')).headers.get('permissions-policy')!;
      const features = new Map(policy.split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
      for (const feature of OWASP_FEATURES) expect(features.has(feature), feature).toBe(true);
      for (const [feature, allowed] of features) {
        if (feature === 'fullscreen' || feature === 'autoplay') expect(allowed, feature).toMatch(/^\(self( "https?:\/\/[^"]+")*\)$/);
        else if (feature === 'clipboard-write') expect(allowed).toBe('(self)');
        else expect(allowed, feature).toBe('()');
      }
    });

    it('a page’s policy reports to the report endpoint, and the page is never stored with its nonce', async () => {
      const home = await portal.get('/');
      const csp = home.headers.get('content-security-policy')!;
      expect(csp).toMatch(/; report-uri \/__csp-report; report-to csp-endpoint$/);
      expect(home.headers.get('reporting-endpoints')).toBe('csp-endpoint="/__csp-report"');
      // A public page the service worker keeps for reading offline: revalidated, never replayed by a cache.
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect((await portal.get('/login')).headers.get('cache-control')).toBe('no-store');
      expect((await portal.get('/member', { as: 'demo_member' })).headers.get('cache-control')).toBe('private, no-store');
      // Platform pictures: public, and loaded by the brand's other hosts (its image CDN).
      const picture = await portal.get('/media/avatars/1.svg');
      expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(picture.headers.get('content-security-policy')).not.toContain('report-to');
    });
  });

  describe('the CSP report endpoint', () => {
    const report = (type: string, body: BodyInit, address = '203.0.113.60') =>
      portal.fetch('/__csp-report', { method: 'POST', headers: { 'content-type': type, 'X-Test-Client-IP': address }, body });
    const violation = {
      type: 'csp-violation',
      age: 10,
      url: 'https://aurora-play.example/hot?token=secret',
      user_agent: 'test',
      body: {
        documentURL: 'https://aurora-play.example/hot?token=secret',
        blockedURL: 'https://evil.example/x.js?q=1',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'https://aurora-play.example/assets/root.js',
        lineNumber: 12,
      },
    };

    it('logs one line per report of either kind and answers 204', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const batch = await report(
          'application/reports+json',
          JSON.stringify([violation, { ...violation, body: { ...violation.body, blockedURL: 'inline' } }]),
        );
        expect(batch.status).toBe(204);
        const legacy = await report(
          'application/csp-report',
          JSON.stringify({
            'csp-report': { 'document-uri': 'https://aurora-play.example/', 'blocked-uri': 'eval', 'violated-directive': "script-src 'self'\nforged line" },
          }),
        );
        expect(legacy.status).toBe(204);
        const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith('csp-report'));
        expect(lines).toHaveLength(3);
        expect(lines[0]).toMatch(
          /^csp-report #\d+: script-src-elem blocked https:\/\/evil\.example\/x\.js on https:\/\/aurora-play\.example\/hot \(enforce\) at https:\/\/aurora-play\.example\/assets\/root\.js:12$/,
        );
        expect(lines[1]).toContain('blocked inline');
        expect(lines[2]).toMatch(/script-src 'self'forged line blocked eval on https:\/\/aurora-play\.example\/ \(enforce\)$/);
        // Nothing of a query reaches the log.
        expect(lines.join('\n')).not.toMatch(/secret|q=1/);
      } finally {
        warn.mockRestore();
      }
    });

    it('answers 400 to what is not a report, never 500, and refuses other methods, types and sizes', async () => {
      for (const [type, body] of [
        ['application/reports+json', '{not json'],
        ['application/reports+json', '{"type":"csp-violation"}'],
        ['application/reports+json', '[]'],
        ['application/reports+json', '[{"type":"csp-violation","body":"x"}]'],
        ['application/csp-report', '{"csp-report":[1]}'],
        ['application/csp-report', 'null'],
        ['application/csp-report', ''],
      ])
        expect((await report(type!, body!, '203.0.113.61')).status, `${type} ${body}`).toBe(400);
      // Not UTF-8.
      expect((await report('application/csp-report', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), '203.0.113.61')).status).toBe(400);
      expect((await report('text/plain', JSON.stringify([violation]), '203.0.113.62')).status).toBe(415);
      expect((await report('application/reports+json', JSON.stringify([violation]).padEnd(70_000), '203.0.113.62')).status).toBe(413);
      const get = await portal.get('/__csp-report');
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    });

    it('refuses an address past its reports for the minute, and no other', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 22; i += 1) statuses.push((await report('application/reports+json', JSON.stringify([violation]), '203.0.113.63')).status);
        expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
        expect(statuses.slice(20)).toEqual([429, 429]);
        expect((await report('application/reports+json', JSON.stringify([violation]), '203.0.113.64')).status).toBe(204);
        // One line for the address over its limit, not one a post.
        expect(warn.mock.calls.filter((call) => String(call[0]).includes('203.0.113.63 sent more'))).toHaveLength(1);
      } finally {
        warn.mockRestore();
      }
    });
  });

  it('a logout through the form asks the browser to clear its cache of the site, and only that', async () => {
    // A session of its own (the file's cached sessions stay alive).
    const login = await portal.fetch('/graphql', graphql(LOGIN, { input: { username: 'demo_down1', password: 'Down2024' } }));
    const cookie = login.cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=v1.`))!.split(';')[0]!;
    const logout = await portal.post('/logout', {}, { cookie });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('clear-site-data')).toBe('"cache"');
    expect(cleared(logout, SESSION_COOKIE)).toBe(true);
  });

  it('the agent centre remembers its page in a Secure __Host- cookie, and moves one under the old name', async () => {
    const page = await portal.get('/agentHome/registerCenter', { as: 'demo_agent', cookie: 'agentPage=agentAnnouncement' });
    expect(page.status).toBe(200);
    expect(page.cookies).toContain('__Host-agentPage=registerCenter; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(cleared(page, 'agentPage')).toBe(true);
    const opening = await portal.get('/agentHome', { as: 'demo_agent', cookie: '__Host-agentPage=registerCenter' });
    expect(opening.location).toBe('/agentHome/registerCenter');
  });

  it('a post to a page that takes none is a 405 logged as one line, not an error with a stack', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await portal.post('/hot?token=secret', { x: '1' });
      expect(answer.status).toBe(405);
      expect(error).not.toHaveBeenCalled();
      const lines = warn.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.startsWith('405'));
      expect(lines).toEqual(['405 POST /hot: Method Not Allowed']);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
