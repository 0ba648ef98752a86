import { describe, expect, it, vi } from 'vitest';
import { envForHost, readConfig, type PortalBindings } from './env';

const fetcher = { fetch: async () => new Response('{}') } as unknown as Fetcher;
const base: PortalBindings = { MERCHANT: 'DEMO', PLATFORM_URL: 'binding', PLATFORM: fetcher, ENVIRONMENT: 'development' };

describe('readConfig', () => {
  it('never turns development tools on in production', () => {
    expect(readConfig({ ...base, ENVIRONMENT: 'production', DEV_TOOLS: '1' }).devTools).toBe(false);
    // A missing ENVIRONMENT means production.
    expect(readConfig({ ...base, ENVIRONMENT: undefined, DEV_TOOLS: '1' })).toMatchObject({ environment: 'production', devTools: false });
  });

  it('turns development tools on only for "1" outside production', () => {
    expect(readConfig({ ...base, DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(readConfig({ ...base, ENVIRONMENT: 'test', DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(readConfig({ ...base, DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(readConfig({ ...base, DEV_TOOLS: 'true' }).devTools).toBe(false);
    expect(readConfig({ ...base }).devTools).toBe(false);
  });

  it('refuses an unknown environment', () => {
    expect(() => readConfig({ ...base, ENVIRONMENT: 'staging' })).toThrow();
  });

  it('parses blocked regions: trimmed, upper-cased, empty entries dropped', () => {
    expect(readConfig({ ...base, BLOCKED_REGIONS: ' us, kr ,,jp, ' }).blockedRegions).toEqual(['US', 'KR', 'JP']);
    expect(readConfig({ ...base, BLOCKED_REGIONS: '' }).blockedRegions).toEqual([]);
    expect(readConfig({ ...base }).blockedRegions).toEqual([]);
  });

  it('parses CORS_ORIGINS as exact origins, https only in production', () => {
    expect(readConfig({ ...base }).corsOrigins).toEqual([]);
    expect(readConfig({ ...base, CORS_ORIGINS: ' https://partner.example.com, http://127.0.0.1:5173/ ,, ' }).corsOrigins).toEqual([
      'https://partner.example.com',
      'http://127.0.0.1:5173',
    ]);
    expect(readConfig({ ...base, ENVIRONMENT: 'production', CORS_ORIGINS: 'https://partner.example.com' }).corsOrigins).toEqual([
      'https://partner.example.com',
    ]);
    expect(() => readConfig({ ...base, ENVIRONMENT: 'production', CORS_ORIGINS: 'http://partner.example.com' })).toThrow(/CORS_ORIGINS/);
    for (const bad of ['*', 'https://*.example.com', 'partner.example.com', 'https://partner.example.com/app', 'null', 'javascript:alert(1)']) {
      expect(() => readConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('parses GAME_ORIGINS with the same origin-list rules when the configuration is read', () => {
    expect(readConfig({ ...base }).gameOrigins).toEqual([]);
    expect(readConfig({ ...base, GAME_ORIGINS: 'https://games.example.com/, http://127.0.0.1:9000' }).gameOrigins).toEqual([
      'https://games.example.com',
      'http://127.0.0.1:9000',
    ]);
    expect(() => readConfig({ ...base, ENVIRONMENT: 'production', GAME_ORIGINS: 'http://games.example.com' })).toThrow(/GAME_ORIGINS.*https only/);
    expect(() => readConfig({ ...base, GAME_ORIGINS: 'https://games.example.com/play' })).toThrow(/GAME_ORIGINS: "https:\/\/games.example.com\/play"/);
  });

  it('takes BRAND_TIME_ZONE as an IANA zone (UTC when unset) and refuses anything else', () => {
    expect(readConfig({ ...base }).brandTimeZone).toBe('UTC');
    expect(readConfig({ ...base, BRAND_TIME_ZONE: ' Asia/Seoul ' }).brandTimeZone).toBe('Asia/Seoul');
    for (const bad of ['Mars/Olympus', 'GMT+25', '']) expect(() => readConfig({ ...base, BRAND_TIME_ZONE: bad }), bad).toThrow(/BRAND_TIME_ZONE/);
    // Names Intl knows that its list of zones may lack (IANA's current names where the runtime's
    // canonical one is older, and Etc/ zones): found by building a formatter in them.
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (const zone of ['Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Etc/GMT-9']) {
      const listed = Intl.supportedValuesOf('timeZone').includes(zone);
      built.mockClear();
      expect(readConfig({ ...base, BRAND_TIME_ZONE: zone }).brandTimeZone, zone).toBe(zone);
      expect(built.mock.calls.length, zone).toBe(listed ? 0 : 1);
    }
    // A listed name needs no formatter.
    built.mockClear();
    expect(readConfig({ ...base, BRAND_TIME_ZONE: 'Europe/Lisbon' }).brandTimeZone).toBe('Europe/Lisbon');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('uses the service binding when PLATFORM_URL is "binding"', () => {
    const config = readConfig(base);
    expect(config.platform).toEqual({ kind: 'binding', fetcher });
    expect(readConfig({ ...base, PLATFORM_URL: undefined }).platform.kind).toBe('binding');
  });

  it('refuses "binding" without a PLATFORM binding', () => {
    expect(() => readConfig({ ...base, PLATFORM: undefined })).toThrow(/PLATFORM/);
  });

  it('uses a live platform URL without its trailing slash, query or fragment', () => {
    expect(readConfig({ ...base, PLATFORM_URL: 'https://api.example.com/' }).platform).toEqual({ kind: 'url', baseUrl: 'https://api.example.com' });
    expect(readConfig({ ...base, PLATFORM_URL: ' https://api.example.com/gw/?x=1#y ', PLATFORM: undefined }).platform).toEqual({
      kind: 'url',
      baseUrl: 'https://api.example.com/gw',
    });
  });

  it('refuses a PLATFORM_URL that is neither "binding" nor a URL', () => {
    expect(() => readConfig({ ...base, PLATFORM_URL: 'platform.example.com' })).toThrow();
  });

  it('requires a merchant', () => {
    expect(() => readConfig({ ...base, MERCHANT: undefined })).toThrow();
    expect(() => readConfig({ ...base, MERCHANT: '   ' })).toThrow(/MERCHANT/);
    expect(readConfig({ ...base, MERCHANT: ' DEMO ' }).merchant).toBe('DEMO');
  });

  it('reads the upstream timeout within 100..30000 ms, 4000 by default', () => {
    expect(readConfig(base).upstreamTimeoutMs).toBe(4000);
    expect(readConfig({ ...base, UPSTREAM_TIMEOUT_MS: '300' }).upstreamTimeoutMs).toBe(300);
    expect(() => readConfig({ ...base, UPSTREAM_TIMEOUT_MS: '50' })).toThrow();
    expect(() => readConfig({ ...base, UPSTREAM_TIMEOUT_MS: '60000' })).toThrow();
    expect(() => readConfig({ ...base, UPSTREAM_TIMEOUT_MS: 'soon' })).toThrow();
  });

  it('reads the encryption scheme, modern by default', () => {
    expect(readConfig(base).encryptionScheme).toBe('modern');
    expect(readConfig({ ...base, ENCRYPTION_SCHEME: 'legacy' }).encryptionScheme).toBe('legacy');
    expect(() => readConfig({ ...base, ENCRYPTION_SCHEME: 'none' })).toThrow();
  });
});

describe('envForHost (development: more brands by host)', () => {
  const env: PortalBindings = { ...base, DEV_TOOLS: '1', DEV_BRAND_HOSTS: 'aurora.localhost=DEMO, jade.localhost=JADE' };

  it('serves a listed host as its brand, the same bindings object each time', () => {
    const jade = envForHost(env, 'jade.localhost');
    expect(jade.MERCHANT).toBe('JADE');
    expect(jade.DEV_TOOLS).toBe('1');
    expect(envForHost(env, 'JADE.localhost')).toBe(jade);
    expect(readConfig(jade).merchant).toBe('JADE');
  });

  it('leaves every other host, and every host in production or without development tools, to MERCHANT', () => {
    expect(envForHost(env, '127.0.0.1')).toBe(env);
    expect(envForHost({ ...env, DEV_BRAND_HOSTS: 'jade.example.com=JADE' }, 'jade.example.com').MERCHANT).toBe('DEMO');
    expect(envForHost(env, 'aurora.localhost')).toBe(env);
    expect(envForHost({ ...env, ENVIRONMENT: 'production' }, 'jade.localhost').MERCHANT).toBe('DEMO');
    expect(envForHost({ ...env, DEV_TOOLS: '0' }, 'jade.localhost').MERCHANT).toBe('DEMO');
    expect(envForHost({ ...env, DEV_BRAND_HOSTS: 'jade.localhost=JA DE;x' }, 'jade.localhost').MERCHANT).toBe('DEMO');
  });
});
