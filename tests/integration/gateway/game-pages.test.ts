/**
 * The portal's forwarding of the stand-in game server's pages (/rgs/*, gateway/upstream/game-pages.ts):
 * only game paths, only to the reference platform, with the portal's origin allowed to frame them,
 * and a round's post answered by its 303 untouched.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from '#gateway/env';
import { forwardGamePage, isGamePagePath } from '#gateway/upstream/game-pages';
import { platformHeaders, seededPlatform, type SeededPlatform } from '../support/platform';

const PORTAL = 'https://portal.test';
let platform: SeededPlatform;
let gameUrl: string;

function config(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    environment: 'test',
    merchant: 'DEMO',
    platform: {
      kind: 'binding',
      fetcher: { fetch: (input: RequestInfo | URL, init?: RequestInit) => platform.fetch(new Request(input as RequestInfo, init)) } as Fetcher,
    },
    encryptionScheme: 'legacy',
    blockedRegions: [],
    devTools: false,
    upstreamTimeoutMs: 5000,
    corsOrigins: [],
    brandTimeZone: 'UTC',
    gameOrigins: [],
    ...overrides,
  };
}

beforeAll(async () => {
  platform = await seededPlatform(env);
  const game = await env.DB.prepare(
    "SELECT node_id, game_code, game_type, vassalage FROM games WHERE game_type = 'RNG' AND support_play = 0 ORDER BY node_id LIMIT 1",
  ).first<{
    node_id: number;
    game_code: string;
    game_type: string;
    vassalage: string;
  }>();
  const res = await platform.fetch(
    new Request('https://platform.test/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      headers: platformHeaders(),
      body: JSON.stringify({ gameType: game!.game_type, vassalage: game!.vassalage, gameId: game!.game_code, nodeId: game!.node_id }),
    }),
  );
  gameUrl = ((await res.json()) as { value: { content: { game_url: string } } }).value.content.game_url;
});

describe('forwardGamePage', () => {
  it('forwards a game page to the reference platform, framable by the portal', async () => {
    const res = await forwardGamePage(config(), new Request(PORTAL + gameUrl), new URL(PORTAL + gameUrl), 'ko');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="roundId"');
    expect(res.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PORTAL}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("a game page opened on the brand's launch CDN may be framed by the brand's own portals (ADR 047)", async () => {
    const ancestors = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')![1]!.split(' ');
    const cdn = 'https://launch.aurora-play.example';
    const onCdn = ancestors(await forwardGamePage(config(), new Request(cdn + gameUrl), new URL(cdn + gameUrl), 'en'));
    // The brand's domain routes (its DOMAIN rows) and main domain, as https origins; nothing of this machine.
    expect(onCdn).toEqual(
      expect.arrayContaining(["'self'", cdn, 'https://aurora-play.example', 'https://www.aurora-play.example', 'https://m.aurora-play.example']),
    );
    expect(onCdn.filter((source) => /localhost|127\.0\.0\.1/.test(source))).toEqual([]);
    // A launch CDN on this machine (the demo's and the tests' portals) is framed by the portal under any of its names, at its port only.
    const here = 'http://aurora.localhost:8788';
    const local = ancestors(await forwardGamePage(config(), new Request(here + gameUrl), new URL(here + gameUrl), 'en'));
    expect(local).toEqual(expect.arrayContaining([here, 'http://localhost:8788', 'http://*.localhost:8788', 'http://127.0.0.1:8788']));
    expect(local.filter((source) => /localhost|127\.0\.0\.1/.test(source) && !source.endsWith(':8788'))).toEqual([]);
  });

  it("forwards a round's post and passes its 303 back", async () => {
    const page = await (await forwardGamePage(config(), new Request(PORTAL + gameUrl), new URL(PORTAL + gameUrl), 'en')).text();
    const roundId = /name="roundId" value="([^"]+)"/.exec(page)![1]!;
    const stake = /<option value="(\d+)"/.exec(page)![1]!;
    const body = new URLSearchParams({ roundId, stake }).toString();
    const post = new Request(PORTAL + gameUrl, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const res = await forwardGamePage(config(), post, new URL(PORTAL + gameUrl), 'en');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${gameUrl}?round=${roundId}`);
    const result = await forwardGamePage(config(), new Request(`${PORTAL}${gameUrl}?round=${roundId}`), new URL(`${PORTAL}${gameUrl}?round=${roundId}`), 'en');
    expect(await result.text()).toContain('role="status"');
  });

  it('forwards only game paths, and nothing to a live platform in production', async () => {
    expect(isGamePagePath('/rgs/game/abcdefghijklmnopqrstuvwxyz')).toBe(true);
    expect(isGamePagePath('/rgs/rgs.css')).toBe(true);
    expect(isGamePagePath('/rgs/rgs.js')).toBe(true);
    expect(isGamePagePath('/rgs/../wps/member/info')).toBe(false);
    expect(isGamePagePath('/rgs/game/a/b')).toBe(false);
    const other = await forwardGamePage(config(), new Request(`${PORTAL}/rgs/admin`), new URL(`${PORTAL}/rgs/admin`), 'en');
    expect(other.status).toBe(404);
    const live = config({ environment: 'production', platform: { kind: 'url', baseUrl: 'https://platform.invalid' } });
    expect((await forwardGamePage(live, new Request(PORTAL + gameUrl), new URL(PORTAL + gameUrl), 'en')).status).toBe(404);
  });
});
