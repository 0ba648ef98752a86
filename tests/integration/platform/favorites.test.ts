/**
 * Favourites and recent games (docs/platform-protocol.md "Favourites and recent games"): add,
 * remove, idempotent add and remove, the id list (all, or which of some ids), paging newest first,
 * an unknown game refused, a token needed, the per-member limit; recent games read newest first;
 * and the game list's search filters across every game type (free trial, provider, English and
 * Korean names whatever the request language).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_LIMIT } from '#platform/src/modules/games/favorites';
import { accountsPlatform, authed, env, loginOk, MEMBER, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson, qs } from './client';

let p: AccountsPlatform;
let token: string;
let accountId: number;
let other: string;

const IP = '198.51.100.61';
const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';
const RECENT = '/wps/relay/GCS_recentGame';

const add = (nodeId: number | string, t = token) => callJson(p, ADD, { method: 'POST', body: { nodeId }, headers: authed(t) });
const remove = (nodeId: number, t = token) => callJson(p, `${REMOVE}?nodeId=${nodeId}`, { method: 'DELETE', headers: authed(t) });
const ids = async (t = token, nodeIds?: number[]) => {
  const { status, body } = await callJson(p, nodeIds ? `${IDS}?nodeIds=${nodeIds.join(',')}` : IDS, { headers: authed(t) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.list as number[];
};
const list = async (query: Record<string, number> = {}, language = 'EN') => {
  const { status, body } = await callJson(p, `${LIST}?${qs(query)}`, { headers: authed(token, { Language: language }) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value;
};

async function someGames(n: number): Promise<{ node_id: number; name_en: string; name_ko: string; game_type: string; vassalage: string }[]> {
  const { results } = await env.DB.prepare('SELECT node_id, name_en, name_ko, game_type, vassalage FROM games ORDER BY node_id LIMIT ?1').bind(n).all<{
    node_id: number;
    name_en: string;
    name_ko: string;
    game_type: string;
    vassalage: string;
  }>();
  return results;
}

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  token = (await loginOk(p, MEMBER.username, MEMBER.password, IP)).token as string;
  other = (await loginOk(p, 'demo_agent', 'Agent2024', IP)).token as string;
  accountId = (await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = ?1").bind(MEMBER.username).first<{ id: number }>())!
    .id;
  await env.DB.prepare('DELETE FROM favorite_games WHERE account_id = ?1').bind(accountId).run();
});

describe('favourites', () => {
  it('adds, lists newest first, and removes', async () => {
    const [a, b, c] = await someGames(3);
    for (const game of [a!, b!, c!]) {
      const { status, body } = await add(game.node_id);
      expect(status).toBe(200);
      expect(body.value).toEqual({ nodeId: game.node_id, favorite: true });
    }
    // Same millisecond is possible: the order is added_at then node id, both descending.
    expect(await ids()).toEqual([c!.node_id, b!.node_id, a!.node_id]);
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.content.map((g: { nodeId: number }) => g.nodeId)).toEqual([c!.node_id, b!.node_id, a!.node_id]);
    expect(page.content[0]).toMatchObject({ nodeId: c!.node_id, gameName: c!.name_en, iconUrl: `/media/games/${c!.node_id}.svg` });
    expect(typeof page.content[0].addedAt).toBe('number');
    expect((await list({}, 'KO')).content[0].gameName).toBe(c!.name_ko);

    // The spec's payload (nodeId, vendor, gameType): a vendor or type that is not the game's names no game.
    const [d] = await someGames(4).then((games) => games.slice(3));
    const full = await callJson(p, ADD, { method: 'POST', body: { nodeId: d!.node_id, vendor: d!.vassalage, gameType: d!.game_type }, headers: authed(token) });
    expect(full.body.value).toEqual({ nodeId: d!.node_id, favorite: true });
    const wrong = await callJson(p, ADD, { method: 'POST', body: { nodeId: a!.node_id, vendor: 'NOPE', gameType: a!.game_type }, headers: authed(token) });
    expect(wrong.body.errorCode).toBe('game.not_found');
    await remove(d!.node_id);

    expect((await remove(b!.node_id)).body.value).toEqual({ nodeId: b!.node_id, favorite: false });
    expect(await ids()).toEqual([c!.node_id, a!.node_id]);
    // Another member's favourites are their own.
    expect(await ids(other)).toEqual([]);
    await remove(a!.node_id);
    await remove(c!.node_id);
    expect(await ids()).toEqual([]);
  });

  it('is idempotent: adding twice keeps one favourite with its first time, removing twice answers the same', async () => {
    const [game] = await someGames(1);
    await add(game!.node_id);
    const first = (await list()).content[0].addedAt;
    const again = await add(game!.node_id);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({ nodeId: game!.node_id, favorite: true });
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.content[0].addedAt).toBe(first);
    expect((await remove(game!.node_id)).status).toBe(200);
    const twice = await remove(game!.node_id);
    expect(twice.status).toBe(200);
    expect(twice.body.value.favorite).toBe(false);
    expect(await ids()).toEqual([]);
  });

  it('pages 20 per page by default, newest first, with the totals', async () => {
    const games = await someGames(45);
    const t0 = 1_700_000_000_000;
    await env.DB.batch(
      games.map((g, i) =>
        env.DB.prepare("INSERT INTO favorite_games (merchant_code, account_id, node_id, added_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(
          accountId,
          g.node_id,
          t0 + i,
        ),
      ),
    );
    const newestFirst = [...games].reverse().map((g) => g.node_id);
    const first = await list();
    expect(first).toMatchObject({ pageNum: 1, pageSize: 20, total: 45, totalPages: 3 });
    expect(first.content.map((g: { nodeId: number }) => g.nodeId)).toEqual(newestFirst.slice(0, 20));
    const third = await list({ pageNo: 3 });
    expect(third.content.map((g: { nodeId: number }) => g.nodeId)).toEqual(newestFirst.slice(40));
    expect((await list({ pageNo: 4 })).content).toEqual([]);
    expect((await ids(token, [games[0]!.node_id, 999_999_999, games[1]!.node_id])).sort()).toEqual([games[0]!.node_id, games[1]!.node_id].sort());
    const bad = await callJson(p, `${LIST}?pageSize=101`, { headers: authed(token) });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    await env.DB.prepare('DELETE FROM favorite_games WHERE account_id = ?1').bind(accountId).run();
  });

  it('refuses an unknown game and a malformed id', async () => {
    const unknown = await add(999_999_999);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('game.not_found');
    const malformed = await add('abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('request_param_err');
    expect(await ids()).toEqual([]);
  });

  it('needs a token on every favourite and recent call', async () => {
    for (const [path, method] of [
      [IDS, 'GET'],
      [LIST, 'GET'],
      [ADD, 'POST'],
      [`${REMOVE}?nodeId=1`, 'DELETE'],
      [RECENT, 'GET'],
    ] as const) {
      const res = await callJson(p, path, { method, body: method === 'POST' ? { nodeId: 1 } : undefined });
      expect(res.status, path).toBe(401);
      expect(res.body.errorCode, path).toBe('login.not.session');
      const ended = await callJson(p, path, { method, body: method === 'POST' ? { nodeId: 1 } : undefined, headers: authed('not-a-session') });
      expect(ended.status, path).toBe(401);
    }
  });

  it(`refuses more than ${FAVORITE_LIMIT} favourites`, async () => {
    const games = await someGames(FAVORITE_LIMIT + 1);
    const stmts = games
      .slice(0, FAVORITE_LIMIT)
      .map((g, i) =>
        env.DB.prepare("INSERT INTO favorite_games (merchant_code, account_id, node_id, added_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(accountId, g.node_id, i),
      );
    await env.DB.batch(stmts);
    const refused = await add(games[FAVORITE_LIMIT]!.node_id);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('favorite.limit_reached');
    // Adding one that is already a favourite still answers success.
    expect((await add(games[0]!.node_id)).status).toBe(200);
    await env.DB.prepare('DELETE FROM favorite_games WHERE account_id = ?1').bind(accountId).run();
  });
});

describe('recent games', () => {
  it('reads the launches newest first, paged', async () => {
    const games = await someGames(25);
    await env.DB.prepare('DELETE FROM recent_games WHERE account_id = ?1').bind(accountId).run();
    await env.DB.batch(
      games.map((g, i) =>
        env.DB.prepare("INSERT INTO recent_games (merchant_code, account_id, node_id, played_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(
          accountId,
          g.node_id,
          1_700_000_000_000 + i * 1000,
        ),
      ),
    );
    // Played again later: it moves to the front.
    await env.DB.prepare('UPDATE recent_games SET played_at = ?3 WHERE account_id = ?1 AND node_id = ?2')
      .bind(accountId, games[0]!.node_id, 1_800_000_000_000)
      .run();
    const { status, body } = await callJson(p, RECENT, { headers: authed(token) });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ pageNum: 1, pageSize: 20, total: 25, totalPages: 2 });
    expect(body.value.list[0]).toMatchObject({ nodeId: games[0]!.node_id, playedAt: 1_800_000_000_000 });
    expect(body.value.list[1].nodeId).toBe(games[24]!.node_id);
    const second = await callJson(p, `${RECENT}?pageNo=2`, { headers: authed(token) });
    expect(second.body.value.list.map((g: { nodeId: number }) => g.nodeId)).toEqual(
      games
        .slice(1, 6)
        .reverse()
        .map((g) => g.node_id),
    );
    expect((await callJson(p, RECENT, { headers: authed(other) })).body.value.total).toBe(0);
  });
});

describe('search across every game type', () => {
  const search = async (query: Record<string, string | number>, language = 'EN') => {
    const { status, body } = await callJson(p, `/wps/relay/GCSGAME_gameList?${qs({ pageSize: 100, ...query })}`, { headers: { Language: language } });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.value as { total: number; games: { nodeId: number; gameType: string; supportPlay: number; vassalage: string; gameName: string }[] };
  };
  const count = async (where: string, ...binds: unknown[]) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM games g WHERE ${where}`)
      .bind(...binds)
      .first<{ n: number }>())!.n;

  it('filters by free trial across all types', async () => {
    const withTrial = await search({ supportPlay: 0 });
    expect(withTrial.total).toBe(await count('support_play = 0'));
    expect(withTrial.games.every((g) => g.supportPlay === 0)).toBe(true);
    expect(new Set(withTrial.games.map((g) => g.gameType)).size).toBeGreaterThan(1);
    const without = await search({ supportPlay: 1 });
    expect(without.total + withTrial.total).toBe(await count('1'));
  });

  it('combines a provider, a type, a free trial and a name', async () => {
    const v = await search({ vassalage: 'PP', supportPlay: 0, gameName: 'a', gameType: 'RNG' });
    expect(v.total).toBe(await count("vassalage = 'PP' AND support_play = 0 AND game_type = 'RNG' AND instr(lower(name_en), 'a') > 0"));
    expect(v.games.every((g) => g.vassalage === 'PP' && g.supportPlay === 0 && g.gameType === 'RNG')).toBe(true);
  });

  it('finds a game by its Korean name from an English page and by its English name from a Korean page (allLanguages)', async () => {
    const [game] = await someGames(1);
    const korean = game!.name_ko;
    const fromEnglish = await search({ gameName: korean, allLanguages: 1 });
    expect(fromEnglish.games.map((g) => g.nodeId)).toContain(game!.node_id);
    expect(fromEnglish.total).toBe(await count('(instr(lower(name_en), lower(?1)) > 0 OR instr(lower(name_ko), lower(?1)) > 0)', korean));
    // In the page's language only (the default), the Korean needle finds nothing on an English page.
    expect((await search({ gameName: korean })).total).toBe(await count('instr(lower(name_en), lower(?1)) > 0', korean));
    const fromKorean = await search({ gameName: game!.name_en, allLanguages: 1 }, 'KO');
    expect(fromKorean.games.map((g) => g.nodeId)).toContain(game!.node_id);
    expect(fromKorean.games.find((g) => g.nodeId === game!.node_id)!.gameName).toBe(game!.name_ko);
  });

  it('refuses a malformed free-trial flag', async () => {
    const { status, body } = await callJson(p, '/wps/relay/GCSGAME_gameList?supportPlay=2');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });
});
