/**
 * The per-isolate configuration cache (platform/src/http/configCache.ts), switched on as in
 * wrangler.toml: a /__dev write is seen by the very next request, a write behind the platform's
 * back is not seen until the entry expires.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { callJson, platform, value } from './client';

const dev = (p: SeededPlatform, path: string, body?: unknown, method = 'PUT') => callJson(p, path, { method, body, rawHeaders: new Headers() });
const gameTypes = (p: SeededPlatform) => callJson(p, '/wps/relay/GCSGAME_getVassGameType', { headers: { ModuleId: 'GAMELOFAV3' } });

let cached: SeededPlatform;
beforeAll(async () => {
  cached = await platform({ vars: { BRAND_CONFIG_CACHE_MS: '3000' } });
});
afterAll(async () => {
  await dev(cached, '/__dev/whitelabel', { modId: 'GAMELO3', enabled: true });
  await dev(cached, '/__dev/status', { status: 0 });
  await dev(cached, '/__dev/faults', undefined, 'DELETE');
});

// A status change is told to every shard of the brand's hub (64 Durable Objects, each made anew in
// this runtime): under a second alone; it took more than 20 s late in a run before the test pool's
// patch (docs/decisions/073).
describe('configuration cache', () => {
  it('serves a direct D1 change only after the entry expires', async () => {
    expect((await gameTypes(cached)).status).toBe(200);
    await cached.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'GAMELO3'`).run();
    try {
      // Still the cached tree: proof that the brand is not re-read on every request.
      expect((await gameTypes(cached)).status).toBe(200);
      const shortLived = await platform({ vars: { BRAND_CONFIG_CACHE_MS: '50' } });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await gameTypes(shortLived)).status).toBe(400);
    } finally {
      await cached.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'GAMELO3'`).run();
      await dev(cached, '/__dev/faults', undefined, 'DELETE');
    }
  });

  it('sees a whitelabel switch made through /__dev at once', async () => {
    expect((await gameTypes(cached)).status).toBe(200);
    await dev(cached, '/__dev/whitelabel', { modId: 'GAMELO3', enabled: false });
    expect((await gameTypes(cached)).body.errorCode).toBe('function.not.available');
    await dev(cached, '/__dev/whitelabel', { modId: 'GAMELO3', enabled: true });
    expect((await gameTypes(cached)).status).toBe(200);
  });

  it('sees a status change made through /__dev at once', async () => {
    expect((await value(cached, '/wps/system/status')).status).toBe(0);
    await dev(cached, '/__dev/status', { status: 1 });
    expect((await value(cached, '/wps/system/status')).status).toBe(1);
    await dev(cached, '/__dev/status', { status: 0 });
    expect((await value(cached, '/wps/system/status')).status).toBe(0);
  });

  it('sees faults set and cleared through /__dev at once', async () => {
    expect((await callJson(cached, '/wps/system/status')).status).toBe(200);
    await dev(cached, '/__dev/faults', { endpoint: '/wps/system/status', errorRate: 1 });
    expect((await callJson(cached, '/wps/system/status')).status).toBe(500);
    await dev(cached, '/__dev/faults', undefined, 'DELETE');
    expect((await callJson(cached, '/wps/system/status')).status).toBe(200);
  });

  it('holds the site rows every shell reads with the brand (domain routes, the info block)', async () => {
    const routes = async (p: SeededPlatform) => (await value<{ domains: string[] }>(p, '/wps/system/domainRoute')).domains;
    const before = await routes(cached);
    const service = (await value<{ customerService: { type: string }[] }>(cached, '/wps/system/info')).customerService.length;
    const line = await cached.env.DB.prepare(`SELECT url, sort FROM customer_service_links WHERE merchant_code = 'DEMO' AND type = 'LINE'`).first<{
      url: string;
      sort: number;
    }>();
    expect(line).not.toBeNull();
    await cached.env.DB.prepare(`INSERT INTO domain_routes (merchant_code, kind, url, sort) VALUES ('DEMO', 'DOMAIN', 'https://late.example', 99)`).run();
    await cached.env.DB.prepare(`DELETE FROM customer_service_links WHERE merchant_code = 'DEMO' AND type = 'LINE'`).run();
    try {
      // Read with the brand in the same round trip, so cached with it: a write behind the platform's back waits for the entry to expire.
      expect(await routes(cached)).toEqual(before);
      expect((await value<{ customerService: unknown[] }>(cached, '/wps/system/info')).customerService).toHaveLength(service);
      const shortLived = await platform({ vars: { BRAND_CONFIG_CACHE_MS: '50' } });
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await routes(shortLived)).toEqual([...before, 'https://late.example']);
      expect((await value<{ customerService: unknown[] }>(shortLived, '/wps/system/info')).customerService).toHaveLength(service - 1);
    } finally {
      await cached.env.DB.prepare(`DELETE FROM domain_routes WHERE merchant_code = 'DEMO' AND url = 'https://late.example'`).run();
      await cached.env.DB.prepare(`INSERT INTO customer_service_links (merchant_code, type, url, sort) VALUES ('DEMO', 'LINE', ?1, ?2)`)
        .bind(line?.url, line?.sort)
        .run();
      await dev(cached, '/__dev/faults', undefined, 'DELETE');
    }
  });

  it('sees a theme set through /__dev at once', async () => {
    const accent = async () => (await value<{ colors: { accent: string } }>(cached, '/wps/system/theme')).colors.accent;
    const original = await accent();
    await dev(cached, '/__dev/theme', { colors: { accent: '#12ab34' } });
    try {
      expect(await accent()).toBe('#12ab34');
    } finally {
      await dev(cached, '/__dev/theme', { colors: { accent: original } });
    }
    expect(await accent()).toBe(original);
  });

  it('sees a register field switched through /__dev at once', async () => {
    const captcha = async () => {
      const v = await value<{ list: { field: string; enabled: boolean; required: boolean }[] }>(cached, '/wps/system/setting/register');
      return v.list.find((f) => f.field === 'captcha');
    };
    await dev(cached, '/__dev/register-field', { field: 'captcha', enabled: true, required: true });
    expect(await captcha()).toMatchObject({ enabled: true, required: true });
    await dev(cached, '/__dev/register-field', { field: 'captcha', enabled: false, required: false });
    expect(await captcha()).toMatchObject({ enabled: false, required: false });
  });
});
