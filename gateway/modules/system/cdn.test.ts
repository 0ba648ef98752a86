import { parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { cdnBases, cdnOrigins, cdnPageOrigins, chooseCdn, imageCdn, launchCdn, mediaFields, onCdn, withImageCdn } from './cdn';

describe('the image CDN list', () => {
  it('keeps https bases (and http on this machine only, when asked), without final slashes, each once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      cdnBases(
        [
          'https://img1.brand.example',
          'https://img1.brand.example/',
          ' https://cdn.brand.example/assets/ ',
          'http://img.brand.example',
          'http://localhost:8787',
          'http://aurora.localhost:8788/',
          'http://127.0.0.1:9000',
          'ftp://img.brand.example',
          'https://user:secret@img.brand.example',
          'https://img.brand.example/?v=1',
          'https://img.brand.example/#top',
          '/media',
          'not a url',
          '',
        ],
        { localHttp: true },
      ),
    ).toEqual([
      'https://img1.brand.example',
      'https://cdn.brand.example/assets',
      'http://localhost:8787',
      'http://aurora.localhost:8788',
      'http://127.0.0.1:9000',
    ]);
  });

  it('keeps no plain http base in production, and only origins where only origins may be bases', () => {
    const list = ['https://cdn.brand.example/assets/', 'https://launch.brand.example/', 'http://localhost:8787'];
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cdnBases(list, { localHttp: false })).toEqual(['https://cdn.brand.example/assets', 'https://launch.brand.example']);
    expect(cdnBases(list)).toEqual(['https://cdn.brand.example/assets', 'https://launch.brand.example']);
    expect(cdnBases(list, { originsOnly: true, localHttp: true })).toEqual(['https://launch.brand.example', 'http://localhost:8787']);
    vi.restoreAllMocks();
  });

  it('says once which plain-http entry it refuses, and under which list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = ['http://img9.brand.example/', 'https://img.brand.example', 'http://localhost:8799'];
    for (let i = 0; i < 3; i += 1) expect(cdnBases(list, { list: 'imageCdn' })).toEqual(['https://img.brand.example']);
    expect(warn.mock.calls).toEqual([
      ['domain routes: imageCdn entry "http://img9.brand.example/" is plain http and is not used (https only in production)'],
      ['domain routes: imageCdn entry "http://localhost:8799" is plain http and is not used (https only in production)'],
    ]);
    warn.mockRestore();
  });

  it('names each origin once for the CSP', () => {
    expect(cdnOrigins(['https://cdn.brand.example/a', 'https://cdn.brand.example/b', 'http://localhost:8787'])).toEqual([
      'https://cdn.brand.example',
      'http://localhost:8787',
    ]);
  });
});

describe('the choice of a CDN', () => {
  const bases = ['https://img1.brand.example', 'https://img2.brand.example', 'https://img3.brand.example'];

  it('is none for an empty list and the one base of a list of one', () => {
    expect(chooseCdn([], '203.0.113.7')).toBeNull();
    expect(chooseCdn(['https://img.brand.example'], '203.0.113.7')).toBe('https://img.brand.example');
  });

  it('stays the same for one visitor and spreads visitors over the whole list', () => {
    expect(chooseCdn(bases, '203.0.113.7')).toBe(chooseCdn(bases, '203.0.113.7'));
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      const chosen = chooseCdn(bases, `198.51.${Math.floor(i / 256)}.${i % 256}`)!;
      counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(bases);
    // Evenly enough: each base within a fifth of its fair share.
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });

  it('moves only the platform media paths', () => {
    const base = 'https://cdn.brand.example/assets';
    expect(onCdn('/media/games/101.svg', base)).toBe('https://cdn.brand.example/assets/media/games/101.svg');
    expect(onCdn('/media/games/101.svg', null)).toBe('/media/games/101.svg');
    expect(onCdn('https://vendor.example/logo.png', base)).toBe('https://vendor.example/logo.png');
    expect(onCdn('/brand/logo.svg', base)).toBe('/brand/logo.svg');
    expect(onCdn('//elsewhere.example/media/x.svg', base)).toBe('//elsewhere.example/media/x.svg');
  });
});

/** A context whose platform answers the domain routes (or fails to). */
function contextWith(imageCdnList: string[] | Error, ip = '203.0.113.7', launchCdnList: string[] = [], host = 'www.brand.example') {
  const call = vi.fn(async (endpoint: string) => {
    expect(endpoint).toBe('domainRoute');
    if (imageCdnList instanceof Error) throw imageCdnList;
    return { mainDomain: 'brand.example', domains: ['www.brand.example'], imageCdn: imageCdnList, launchCdn: launchCdnList };
  });
  const ctx = { platform: { call }, host, visitor: { ip, country: null }, config: { environment: 'production' } };
  return { ctx: ctx as unknown as GatewayContext, call };
}

describe('the @media fields', () => {
  const document = parse(`
    directive @media on FIELD_DEFINITION
    type Query { game: Game }
    type Game { name: String! iconUrl: String! @media art: String @media }
  `);

  it('are found in the schema, and only on String fields', () => {
    expect(mediaFields(document)).toEqual([
      ['Game', 'iconUrl'],
      ['Game', 'art'],
    ]);
    expect(() => mediaFields(parse(`directive @media on FIELD_DEFINITION type Game { size: Int @media }`))).toThrow(/Game\.size: it must be a String/);
  });

  it('answer the visitor’s CDN for a /media/ path, read once per request, and leave other values alone', async () => {
    const resolvers = withImageCdn(document, { Game: { art: (game: { art: string | null }) => game.art } }) as unknown as Record<
      string,
      Record<string, (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => Promise<unknown>>
    >;
    const { ctx, call } = contextWith(['https://img1.brand.example', 'https://img2.brand.example']);
    const chosen = chooseCdn(['https://img1.brand.example', 'https://img2.brand.example'], '203.0.113.7');
    const info = { fieldName: 'iconUrl' } as never;
    expect(await resolvers.Game!.iconUrl!({ iconUrl: '/media/games/7.svg' }, {}, ctx, info)).toBe(`${chosen}/media/games/7.svg`);
    expect(await resolvers.Game!.art!({ art: 'https://vendor.example/7.png' }, {}, ctx, info)).toBe('https://vendor.example/7.png');
    expect(await resolvers.Game!.art!({ art: null }, {}, ctx, info)).toBeNull();
    expect(await resolvers.Game!.iconUrl!({ iconUrl: '/media/games/8.svg' }, {}, ctx, info)).toBe(`${chosen}/media/games/8.svg`);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('stay on the portal’s /media/ when the domain routes cannot be read or list no usable CDN', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const list of [new Error('platform down'), [], ['http://img.brand.example', 'not a url']]) {
      const { ctx } = contextWith(list);
      expect(await imageCdn(ctx)).toEqual({ chosen: null, origins: [] });
      expect(await launchCdn(ctx)).toEqual({ chosen: null, origins: [] });
    }
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'domain routes unavailable; pictures and game pages stay on this site',
      'domain routes: imageCdn entry "http://img.brand.example" is plain http and is not used (https only in production)',
    ]);
    warn.mockRestore();
  });

  it('never name a plain-http CDN in production, not even on this machine', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ctx } = contextWith(
      ['http://localhost:8788', 'https://img.brand.example'],
      '203.0.113.7',
      ['http://127.0.0.1:8788', 'https://launch.brand.example'],
      'localhost',
    );
    expect(await cdnPageOrigins(ctx)).toEqual({ image: ['https://img.brand.example'], launch: ['https://launch.brand.example'] });
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'domain routes: imageCdn entry "http://localhost:8788" is plain http and is not used (https only in production)',
      'domain routes: launchCdn entry "http://127.0.0.1:8788" is plain http and is not used (https only in production)',
    ]);
    warn.mockRestore();
  });
});

describe('the launch CDN (ADR 047)', () => {
  it('is chosen from its own list by the same rules (origins only), in the same one read as the image CDN', async () => {
    const launches = ['https://launch1.brand.example/', 'https://launch2.brand.example', 'https://launch3.brand.example/g', 'ftp://launch4.brand.example'];
    const { ctx, call } = contextWith(['https://img.brand.example'], '198.51.100.4', launches);
    const bases = ['https://launch1.brand.example', 'https://launch2.brand.example'];
    expect(await launchCdn(ctx)).toEqual({ chosen: chooseCdn(bases, '198.51.100.4'), origins: bases });
    expect(await cdnPageOrigins(ctx)).toEqual({ image: ['https://img.brand.example'], launch: bases });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is none for a portal on a host the brand does not list (its game pages would not let it frame them)', async () => {
    const { ctx } = contextWith([], '198.51.100.4', ['https://launch1.brand.example'], 'brand.workers.dev');
    expect(await launchCdn(ctx)).toEqual({ chosen: null, origins: [] });
  });

  it('is none for a portal browsed at an IPv6 address, which no frame-ancestors can name; this machine by a name keeps it', async () => {
    const launches = ['https://launch1.brand.example'];
    for (const host of ['[::1]:8787', '[::1]']) {
      const { ctx } = contextWith([], '198.51.100.4', launches, host);
      expect(await launchCdn(ctx), host).toEqual({ chosen: null, origins: [] });
    }
    for (const host of ['127.0.0.1:8787', 'localhost:8787']) {
      const { ctx } = contextWith([], '198.51.100.4', launches, host);
      expect(await launchCdn(ctx), host).toEqual({ chosen: 'https://launch1.brand.example', origins: ['https://launch1.brand.example'] });
    }
  });
});
