import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GatewayConfig } from '#gateway/env';
import { CHAT_PAGES } from '#gateway/modules/chat/pages';
import { forwardPage, PAGE_ANSWER_HEADERS, type PlatformPages } from './forward';
import { GAME_PAGES } from './game-pages';
import { PROVIDER_PAGES } from './provider';

const PORTAL = 'https://portal.test';

/** A platform that records what reached it and answers `answer` (a fresh copy each time). */
function platform(answer: () => Response = () => new Response('page', { headers: { 'content-type': 'text/html' } })) {
  const seen: Request[] = [];
  const fetcher = {
    fetch: async (request: Request) => {
      seen.push(request);
      return answer();
    },
  } as unknown as Fetcher;
  return { seen, fetcher };
}

function config(fetcher: Fetcher, overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    environment: 'test',
    merchant: 'DEMO',
    platform: { kind: 'binding', fetcher },
    encryptionScheme: 'modern',
    blockedRegions: [],
    devTools: false,
    upstreamTimeoutMs: 4000,
    corsOrigins: [],
    brandTimeZone: 'UTC',
    gameOrigins: [],
    ...overrides,
  };
}

/** A small kind for the rules themselves: one open route, one behind the development tools, one with the session. */
const PAGES: PlatformPages = {
  prefix: '/kind/',
  routes: [
    { path: /^\/kind\/page$/, on: 'referencePlatform' },
    { path: /^\/kind\/tools$/, on: 'devTools', platformPath: (pathname) => pathname.replace('/kind/', '/__dev/kind/') },
    { path: /^\/kind\/mine$/, on: 'referencePlatform', session: true },
  ],
  methods: ['GET', 'HEAD', 'POST'],
  requestHeaders: ['accept'],
  answerHeaders: PAGE_ANSWER_HEADERS,
  caching: 'platform',
  maxBodyBytes: 16,
  query: true,
  webSocket: false,
  framed: true,
};

const forward = (pages: PlatformPages, cfg: GatewayConfig, path: string, init: RequestInit = {}, session?: () => Promise<string | null>) =>
  forwardPage(pages, cfg, new Request(PORTAL + path, init), new URL(PORTAL + path), { language: 'ko', session });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('forwardPage: which paths, and when', () => {
  it('refuses a path outside the routes with a 404 that is never stored, without asking the platform', async () => {
    const p = platform();
    for (const path of ['/kind/other', '/kind/page/more', '/kind/../wps/member/info', '/kind/']) {
      const res = await forward(PAGES, config(p.fetcher, { devTools: true }), path);
      expect([res.status, res.headers.get('cache-control')], path).toEqual([404, 'no-store']);
    }
    expect(p.seen).toHaveLength(0);
  });

  it('forwards a reference-platform route over the binding in any environment, by URL only with the development tools', async () => {
    const p = platform();
    expect((await forward(PAGES, config(p.fetcher, { environment: 'production' }), '/kind/page')).status).toBe(200);
    expect(p.seen[0]!.url).toBe('https://platform.internal/kind/page');

    const live = vi.fn(async () => new Response('page'));
    vi.stubGlobal('fetch', live);
    const byUrl = (devTools: boolean) => config(p.fetcher, { devTools, platform: { kind: 'url', baseUrl: 'https://platform.example/gw' } });
    expect((await forward(PAGES, byUrl(false), '/kind/page')).status).toBe(404);
    expect(live).not.toHaveBeenCalled();
    expect((await forward(PAGES, byUrl(true), '/kind/page?x=1')).status).toBe(200);
    expect(live).toHaveBeenCalledWith('https://platform.example/gw/kind/page?x=1', expect.objectContaining({ method: 'GET', redirect: 'manual' }));
  });

  it('forwards a development route only with the development tools, to its own platform path', async () => {
    const p = platform();
    expect((await forward(PAGES, config(p.fetcher), '/kind/tools')).status).toBe(404);
    expect(p.seen).toHaveLength(0);
    expect((await forward(PAGES, config(p.fetcher, { devTools: true }), '/kind/tools?after=3')).status).toBe(200);
    expect(p.seen[0]!.url).toBe('https://platform.internal/__dev/kind/tools?after=3');
  });

  it('drops the query when the kind takes none', async () => {
    const p = platform();
    await forward({ ...PAGES, query: false }, config(p.fetcher), '/kind/page?return=https://evil.example');
    expect(p.seen[0]!.url).toBe('https://platform.internal/kind/page');
  });
});

describe('forwardPage: methods', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s with 405 and Allow, without asking the platform', async (method) => {
    const p = platform();
    const res = await forward(PAGES, config(p.fetcher), '/kind/page', { method });
    expect([res.status, res.headers.get('allow'), res.headers.get('cache-control')]).toEqual([405, 'GET, HEAD, POST', 'no-store']);
    expect(p.seen).toHaveLength(0);
  });

  it('passes only the methods the kind lists', async () => {
    const p = platform();
    const readOnly = { ...PAGES, methods: ['GET', 'HEAD'] as const };
    expect((await forward(readOnly, config(p.fetcher), '/kind/page', { method: 'POST', body: 'a=1' })).status).toBe(405);
    expect((await forward(readOnly, config(p.fetcher), '/kind/page', { method: 'HEAD' })).status).toBe(200);
    expect(p.seen.map((r) => r.method)).toEqual(['HEAD']);
  });
});

describe('forwardPage: request headers', () => {
  it("sends the brand, the page's language and the portal's origin, and only the browser headers the kind lists", async () => {
    const p = platform();
    await forward(PAGES, config(p.fetcher), '/kind/page', {
      headers: {
        Accept: 'application/json',
        Cookie: '__Host-sid=sealed',
        Authorization: 'Bearer from-the-browser',
        'X-Forwarded-For': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        Merchant: 'OTHER',
        Referer: `${PORTAL}/member`,
        'User-Agent': 'test',
        'Content-Type': 'text/plain',
      },
    });
    expect(Object.fromEntries(p.seen[0]!.headers)).toEqual({
      accept: 'application/json',
      merchant: 'DEMO',
      language: 'KO',
      'x-forwarded-host': 'portal.test',
      'x-forwarded-proto': 'https',
    });
  });

  it('sends the member session only on a route that needs it, and asks for it only then', async () => {
    const p = platform();
    const session = vi.fn(async () => 'platform-token');
    await forward(PAGES, config(p.fetcher), '/kind/page', {}, session);
    expect(session).not.toHaveBeenCalled();
    expect(p.seen[0]!.headers.get('authorization')).toBeNull();
    await forward(PAGES, config(p.fetcher), '/kind/mine', {}, session);
    expect(session).toHaveBeenCalledTimes(1);
    expect(p.seen[1]!.headers.get('authorization')).toBe('platform-token');
    await forward(PAGES, config(p.fetcher), '/kind/mine', {}, async () => null);
    expect(p.seen[2]!.headers.get('authorization')).toBeNull();
  });

  it("sends a post's body with its type, a form's type when it has none", async () => {
    const p = platform();
    const form = new URLSearchParams({ a: '1' });
    await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: form });
    expect(p.seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(await p.seen[0]!.text()).toBe('a=1');
    await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: new Uint8Array([97, 61, 50]) });
    expect(p.seen[1]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await p.seen[1]!.text()).toBe('a=2');
  });
});

describe('forwardPage: the body limit', () => {
  it('takes a body of exactly the limit', async () => {
    const p = platform();
    expect((await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: 'x'.repeat(16) })).status).toBe(200);
  });

  it('refuses a larger declared length before reading, and counts bytes (not characters) when none is declared', async () => {
    const p = platform();
    const declared = await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: 'x', headers: { 'Content-Length': '17' } });
    expect([declared.status, declared.headers.get('cache-control')]).toEqual([413, 'no-store']);
    expect((await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: 'x'.repeat(17) })).status).toBe(413);
    // Six characters, eighteen bytes.
    expect((await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: '한국어한국어' })).status).toBe(413);
    expect((await forward(PAGES, config(p.fetcher), '/kind/page', { method: 'POST', body: 'x', headers: { 'Content-Length': 'lots' } })).status).toBe(413);
    expect(p.seen).toHaveLength(0);
  });

  it('holds the real limits of the three kinds', () => {
    expect([PROVIDER_PAGES.maxBodyBytes, GAME_PAGES.maxBodyBytes, CHAT_PAGES.maxBodyBytes]).toEqual([4096, 4096, 5 * 1024 * 1024 + 16 * 1024]);
  });
});

describe('forwardPage: answer headers', () => {
  const answer =
    (headers: Record<string, string>, status = 200) =>
    () =>
      new Response(status === 303 ? null : 'page', { status, headers });

  it("passes back only the kind's answer headers: never the platform's cookies or anything else", async () => {
    const p = platform(
      answer({
        'content-type': 'text/html',
        'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'set-cookie': 'platform=1',
        server: 'platform',
        'access-control-allow-origin': '*',
      }),
    );
    const res = await forward(PAGES, config(p.fetcher), '/kind/page');
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'text/html',
      'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(
      (await forward({ ...PAGES, answerHeaders: [...PAGE_ANSWER_HEADERS, 'content-disposition'] }, config(p.fetcher), '/kind/page')).headers.get(
        'content-disposition',
      ),
    ).toBe('inline');
  });

  it("keeps the platform's Cache-Control only where the kind trusts it, else no-store", async () => {
    const p = platform(answer({ 'content-type': 'text/css', 'cache-control': 'public, max-age=3600' }));
    expect((await forward(PAGES, config(p.fetcher), '/kind/page')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await forward({ ...PAGES, caching: 'no-store' }, config(p.fetcher), '/kind/page')).headers.get('cache-control')).toBe('no-store');
    const silent = platform(answer({ 'content-type': 'text/html' }));
    expect((await forward(PAGES, config(silent.fetcher), '/kind/page')).headers.get('cache-control')).toBe('no-store');
  });

  it('passes a redirect to a path on the portal, and refuses one anywhere else', async () => {
    const redirect = (location: string) => forward(PAGES, config(platform(answer({ location }, 303)).fetcher), '/kind/page', { method: 'POST', body: 'a=1' });
    const ok = await redirect('/kind/page?round=7');
    expect([ok.status, ok.headers.get('location')]).toEqual([303, '/kind/page?round=7']);
    for (const location of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'https://platform.internal/kind/page', 'javascript:alert(1)']) {
      const res = await redirect(location);
      expect([res.status, res.headers.get('location'), res.headers.get('cache-control')], location).toEqual([502, null, 'no-store']);
    }
  });
});

describe('forwardPage: a platform out of reach', () => {
  it('answers a connection lost on the way with a 502 that is never stored, not a 500', async () => {
    const fetcher = {
      fetch: async () => {
        throw new Error('Network connection lost.');
      },
    } as unknown as Fetcher;
    const response = await forward(PAGES, config(fetcher), '/kind/page');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Bad gateway');
  });
});

describe('forwardPage: WebSocket upgrades', () => {
  const sockets = { ...PAGES, webSocket: true };

  it("passes an upgrade from the portal's own pages (or a client that names no origin), and refuses another origin's", async () => {
    const p = platform();
    await forward(sockets, config(p.fetcher), '/kind/mine', { headers: { Upgrade: 'websocket', Origin: PORTAL } });
    await forward(sockets, config(p.fetcher), '/kind/mine', { headers: { Upgrade: 'websocket' } });
    expect(p.seen.map((r) => r.headers.get('upgrade'))).toEqual(['websocket', 'websocket']);
    const session = vi.fn(async () => 'platform-token');
    const refused = await forward(sockets, config(p.fetcher), '/kind/mine', { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } }, session);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([403, 'no-store']);
    expect(session).not.toHaveBeenCalled();
    expect(p.seen).toHaveLength(2);
  });

  it('never passes an upgrade for a kind without sockets', async () => {
    const p = platform();
    const res = await forward(PAGES, config(p.fetcher), '/kind/page', { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(p.seen[0]!.headers.get('upgrade')).toBeNull();
  });
});

describe('the three kinds', () => {
  const on = (fetcher: Fetcher, devTools: boolean) => config(fetcher, { devTools });

  it('payment provider: its pages only, only with the development tools, never a query, never stored', async () => {
    const p = platform(() => new Response('css', { headers: { 'content-type': 'text/css', 'cache-control': 'public, max-age=3600' } }));
    expect((await forward(PROVIDER_PAGES, on(p.fetcher, false), '/provider/provider.css')).status).toBe(404);
    expect((await forward(PROVIDER_PAGES, on(p.fetcher, true), '/provider/callback', { method: 'POST', body: '{}' })).status).toBe(404);
    const css = await forward(PROVIDER_PAGES, on(p.fetcher, true), '/provider/provider.css?v=1');
    expect([css.status, css.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(p.seen.map((r) => r.url)).toEqual(['https://platform.internal/provider/provider.css']);
    for (const path of ['/provider/pay/AbCdEf123456', '/provider/qr/AbCdEf123456.svg'])
      expect((await forward(PROVIDER_PAGES, on(p.fetcher, true), path)).status).toBe(200);
    expect(PROVIDER_PAGES.framed).toBe(false);
  });

  it('game server: game and lottery pages and stylesheets, with their query, framed by the portal', async () => {
    const p = platform();
    expect((await forward(GAME_PAGES, on(p.fetcher, false), '/rgs/game/abcdefghij?round=3')).status).toBe(200);
    expect((await forward(GAME_PAGES, on(p.fetcher, false), '/rgs/lottery/abcdefghij?placed=1')).status).toBe(200);
    expect((await forward(GAME_PAGES, on(p.fetcher, false), '/rgs/admin')).status).toBe(404);
    expect(p.seen.map((r) => r.url)).toEqual([
      'https://platform.internal/rgs/game/abcdefghij?round=3',
      'https://platform.internal/rgs/lottery/abcdefghij?placed=1',
    ]);
    expect(GAME_PAGES.framed).toBe(true);
  });

  it("chat: the room with the member's session, its files without, the console only with the development tools and without", async () => {
    const p = platform();
    const room = `/cs/room/${'a'.repeat(43)}`;
    const session = async () => 'platform-token';
    await forward(CHAT_PAGES, on(p.fetcher, false), `${room}/messages?after=4`, { headers: { Accept: 'application/json' } }, session);
    await forward(CHAT_PAGES, on(p.fetcher, false), '/cs/chat.js', {}, session);
    expect((await forward(CHAT_PAGES, on(p.fetcher, false), '/cs/console', {}, session)).status).toBe(404);
    await forward(CHAT_PAGES, on(p.fetcher, true), '/cs/console/12', {}, session);
    expect(p.seen.map((r) => [new URL(r.url).pathname + new URL(r.url).search, r.headers.get('authorization'), r.headers.get('accept')])).toEqual([
      [`${room}/messages?after=4`, 'platform-token', 'application/json'],
      ['/cs/chat.js', null, null],
      ['/__dev/cs/console/12', null, null],
    ]);
    expect([CHAT_PAGES.webSocket, CHAT_PAGES.framed]).toEqual([true, true]);
  });
});
