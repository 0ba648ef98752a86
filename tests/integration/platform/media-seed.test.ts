import { beforeAll, describe, expect, it } from 'vitest';
import { buildGames, buildSeedSql } from '#platform/seed/index';
import { applySeed, type SeededPlatform } from '../support/platform';
import { call, platform } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('/media', () => {
  it('serves deterministic SVG artwork for games, vendors, banners and promotions', async () => {
    const game = await p.env.DB.prepare('SELECT node_id, name_en FROM games ORDER BY node_id LIMIT 1').first<any>();
    for (const path of [
      `/media/games/${game.node_id}.svg`,
      '/media/vendors/PP.svg',
      '/media/vendors/TCG_LOTTO_VN.svg',
      '/media/banners/5001.svg',
      '/media/promotions/3001.svg',
    ]) {
      const res = await call(p, path, { rawHeaders: new Headers() });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
      const svg = await res.text();
      expect(svg.startsWith('<svg')).toBe(true);
      // Nothing external: the only URL is the SVG namespace.
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=/);
      const again = await (await call(p, path, { rawHeaders: new Headers() })).text();
      expect(again).toBe(svg);
    }
    const gameSvg = await (await call(p, `/media/games/${game.node_id}.svg`, { rawHeaders: new Headers() })).text();
    expect(gameSvg).toContain(game.name_en.split(' ')[0]);
    const a = await (await call(p, '/media/vendors/PP.svg', { rawHeaders: new Headers() })).text();
    const b = await (await call(p, '/media/vendors/EVO.svg', { rawHeaders: new Headers() })).text();
    expect(a.match(/hsl\([^)]*\)/)?.[0]).not.toBe(b.match(/hsl\([^)]*\)/)?.[0]);
  });

  it('answers 404 for unknown artwork and #459 for other methods', async () => {
    for (const path of ['/media/games/1.svg', '/media/vendors/NOPE.svg', '/media/promotions/1001.svg', '/media/other/1.svg', '/media/games/abc.png']) {
      expect((await call(p, path, { rawHeaders: new Headers() })).status, path).toBe(404);
    }
    expect((await call(p, '/media/vendors/PP.svg', { method: 'POST', body: {}, rawHeaders: new Headers() })).status).toBe(405);
  });
});

describe('seed', () => {
  it('is deterministic and each statement stays under 90 KB', () => {
    const first = buildSeedSql();
    const second = buildSeedSql();
    expect(second).toEqual(first);
    const encoder = new TextEncoder();
    for (const statement of first) expect(encoder.encode(statement).length).toBeLessThan(90_000);
  });

  it('generates about 10,000 slots (10,210: PG and JDB came later) and a few hundred other games', () => {
    const games = buildGames();
    const slots = games.filter((g) => g.gameType === 'RNG');
    expect(slots).toHaveLength(10_210);
    const others = games.length - slots.length;
    expect(others).toBeGreaterThan(200);
    expect(others).toBeLessThan(600);
    expect(new Set(slots.map((g) => g.nameEn)).size).toBe(slots.length);
    const hot = games.filter((g) => g.hotRank !== null).length / games.length;
    const fresh = games.filter((g) => g.isNew === 1).length / games.length;
    expect(hot).toBeGreaterThan(0.04);
    expect(hot).toBeLessThan(0.06);
    expect(fresh).toBeGreaterThan(0.04);
    expect(fresh).toBeLessThan(0.06);
    expect(slots.every((g) => g.minBet >= 1 && g.minBet <= 500 && g.lineNum >= 1 && g.lineNum <= 243)).toBe(true);
    expect(slots.filter((g) => g.supportPlay === 0).length / slots.length).toBeGreaterThan(0.8);
    expect(games.filter((g) => g.gameType === 'LIVE').every((g) => g.supportPlay === 1)).toBe(true);
  });

  it('is stored in D1 and can be applied again without changing anything', async () => {
    const counts = async () => {
      const { results } = await p.env.DB.prepare(
        `SELECT (SELECT COUNT(*) FROM games WHERE game_type = 'RNG') AS rng, (SELECT COUNT(*) FROM games) AS games,
                (SELECT COUNT(*) FROM vendors) AS vendors, (SELECT COUNT(*) FROM winners WHERE merchant_code = 'DEMO') AS winners,
                (SELECT COUNT(*) FROM announcements WHERE merchant_code = 'DEMO') AS announcements,
                (SELECT COUNT(*) FROM banners WHERE merchant_code = 'DEMO') AS banners,
                (SELECT COUNT(*) FROM banners WHERE merchant_code = 'JADE') AS jadeBanners,
                (SELECT COUNT(*) FROM help_articles WHERE merchant_code = 'JADE') AS jadeHelp,
                (SELECT COUNT(DISTINCT vassalage) FROM games WHERE game_type = 'RNG') AS rngVendors`,
      ).all<any>();
      return results[0];
    };
    const before = await counts();
    expect(before).toMatchObject({ rng: 10_210, winners: 60, announcements: 41, banners: 7 });
    // The second brand (seed/jade.ts) has content of its own, under ids of its own (help in English and Thai).
    expect(before).toMatchObject({ jadeBanners: 7, jadeHelp: 40 });
    expect(before.rngVendors).toBeGreaterThan(10);
    await applySeed(p.env.DB);
    expect(await counts()).toEqual(before);
  });
});
