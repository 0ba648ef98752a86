/**
 * The gameList name filter through the trigram FTS table (migration 0006): the same answers as a
 * plain case-insensitive substring scan, for long and short needles and FTS syntax characters,
 * and the index follows the games table when names change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { platform, qs, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

const search = (gameName: string, extra: Record<string, string | number> = {}, language = 'EN') =>
  value(p, `/wps/relay/GCSGAME_gameList?${qs({ gameName, pageSize: 100, ...extra })}`, { headers: { Language: language } });

async function scanCount(column: 'name_en' | 'name_ko', needle: string): Promise<number> {
  const row = await p.env.DB.prepare(`SELECT COUNT(*) AS n FROM games WHERE instr(lower(${column}), lower(?1)) > 0`).bind(needle).first<{ n: number }>();
  return row?.n ?? 0;
}

describe('gameList name search', () => {
  it.each(['dragon', 'DrAgOn', 'golden dragon', 'ra', 'a', 'x', 'of the', 'no such name'])('finds what a substring scan finds for "%s"', async (needle) => {
    const v = await search(needle);
    expect(v.total).toBe(await scanCount('name_en', needle));
    expect(v.games.every((g: { gameName: string }) => g.gameName.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
  });

  it.each(['황금', '황금 용', '드래곤', '용'])('finds what a substring scan finds for Korean "%s"', async (needle) => {
    expect((await search(needle, {}, 'KO')).total).toBe(await scanCount('name_ko', needle));
  });

  it('treats FTS syntax as plain text', async () => {
    for (const needle of ['"dragon', 'dragon"', 'a OR b', 'name_en : x', '*ra*', 'NEAR(a b)', "o'", '100%_']) {
      const v = await search(needle);
      expect(v.total, needle).toBe(await scanCount('name_en', needle));
    }
  });

  it('keeps the index in step with renamed, added and removed games', async () => {
    const game = await p.env.DB.prepare('SELECT node_id, name_en FROM games ORDER BY node_id LIMIT 1').first<{ node_id: number; name_en: string }>();
    if (!game) throw new Error('no games seeded');
    await p.env.DB.prepare('UPDATE games SET name_en = ?2 WHERE node_id = ?1').bind(game.node_id, 'Quokka Quasar Quest').run();
    try {
      expect((await search('quokka quasar')).games.map((g: { nodeId: number }) => g.nodeId)).toEqual([game.node_id]);
      expect((await search(game.name_en)).games.map((g: { nodeId: number }) => g.nodeId)).not.toContain(game.node_id);
    } finally {
      await p.env.DB.prepare('UPDATE games SET name_en = ?2 WHERE node_id = ?1').bind(game.node_id, game.name_en).run();
    }
    expect((await search('quokka quasar')).total).toBe(0);
    expect((await search(game.name_en)).games.map((g: { nodeId: number }) => g.nodeId)).toContain(game.node_id);

    await p.env.DB.prepare(
      `INSERT INTO games (node_id, game_code, game_type, vassalage, name_en, name_ko) SELECT 999001, 'zz_test', game_type, vassalage, 'Wombat Wonders', '웜뱃 원더스' FROM games WHERE node_id = ?1`,
    )
      .bind(game.node_id)
      .run();
    expect((await search('wombat won')).total).toBe(1);
    await p.env.DB.prepare('DELETE FROM games WHERE node_id = 999001').run();
    expect((await search('wombat won')).total).toBe(0);
  });

  it('pages a search in the list order', async () => {
    const first = await search('a', { pageSize: 50, pageNo: 1 });
    const second = await search('a', { pageSize: 50, pageNo: 2 });
    const both = await search('a', { pageSize: 100, pageNo: 1 });
    expect([...first.games, ...second.games].map((g: { nodeId: number }) => g.nodeId)).toEqual(both.games.map((g: { nodeId: number }) => g.nodeId));
  });
});
