/**
 * Favourites, recent games and the lobby's search through the gateway against the reference
 * platform: Game.isFavorite with one platform call per list (false for guests), add/remove as
 * MutationPayloads with user errors (login needed, unknown game, malformed id), the favourite and
 * recent pages, the free-trial and provider filters across every game type, names in English and
 * Korean, the navigation's classes and the providers list.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoImageCdnFor, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const ADD = `mutation ($id: ID!) { addFavoriteGame(gameId: $id) { ok gameId isFavorite errors { code field } } }`;
const REMOVE = `mutation ($id: ID!) { removeFavoriteGame(gameId: $id) { ok gameId isFavorite errors { code field } } }`;
const GAMES = `query ($filter: GameFilter!, $limit: Int!) { games(filter: $filter, offset: 0, limit: $limit) { total hasMore items { id name gameType vendor hasFreeTrial isFavorite } } }`;
const FAVORITES = `query ($page: Int!) { favoriteGames(page: $page) { total offset hasMore items { id name isFavorite } } }`;
const RECENT = `query ($page: Int!) { recentGames(page: $page, pageSize: 20) { total offset hasMore items { id name } } }`;

let token = '';
let accountId = 0;
const member = () => ({ token });

beforeAll(async () => {
  const { context } = await h.run(LOGIN, { input: { username: 'demo_member', password: 'Member2024' } });
  token = (context.sessionChange as { token: string }).token;
  accountId = (await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_member'").first<{ id: number }>())!.id;
  await env.DB.prepare('DELETE FROM favorite_games WHERE account_id = ?1').bind(accountId).run();
});

async function data(query: string, variables: Record<string, unknown>, options = member()) {
  const { result } = await h.run(query, variables, options);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data;
}

describe('favourites through the gateway', () => {
  it('adds, shows the heart on every list with one platform call per list, lists and removes', async () => {
    const page = (await data(GAMES, { filter: { gameType: 'RNG' }, limit: 12 })).games;
    const [first, second] = page.items;
    expect(page.items.every((g: { isFavorite: boolean }) => g.isFavorite === false)).toBe(true);

    // The spec's payload carries the game's vendor and type: one that is not the game's names no game.
    const WITH_GAME = `mutation ($id: ID!, $vendor: String, $gameType: String) { addFavoriteGame(gameId: $id, vendor: $vendor, gameType: $gameType) { ok gameId isFavorite errors { code field } } }`;
    expect((await data(WITH_GAME, { id: first.id, vendor: 'NOPE', gameType: first.gameType })).addFavoriteGame).toMatchObject({ ok: false });
    expect((await data(WITH_GAME, { id: first.id, vendor: 'bad vendor!', gameType: first.gameType })).addFavoriteGame.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'vendor' },
    ]);
    expect((await data(WITH_GAME, { id: first.id, vendor: first.vendor, gameType: first.gameType })).addFavoriteGame).toEqual({
      ok: true,
      gameId: first.id,
      isFavorite: true,
      errors: [],
    });
    expect((await data(ADD, { id: second.id })).addFavoriteGame.ok).toBe(true);
    // Idempotent.
    expect((await data(ADD, { id: second.id })).addFavoriteGame).toMatchObject({ ok: true, isFavorite: true });

    h.binding.reset();
    const again = (await data(GAMES, { filter: { gameType: 'RNG' }, limit: 12 })).games;
    expect(
      again.items
        .filter((g: { isFavorite: boolean }) => g.isFavorite)
        .map((g: { id: string }) => g.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(h.binding.endpoints().filter((e) => e === 'MCSFE_getFavoriteGames')).toHaveLength(1);

    const favourites = (await data(FAVORITES, { page: 1 })).favoriteGames;
    expect(favourites).toMatchObject({ total: 2, offset: 0, hasMore: false });
    expect(favourites.items.map((g: { id: string }) => g.id)).toEqual([second.id, first.id]);
    expect(favourites.items.every((g: { isFavorite: boolean }) => g.isFavorite)).toBe(true);

    expect((await data(REMOVE, { id: second.id })).removeFavoriteGame).toEqual({ ok: true, gameId: second.id, isFavorite: false, errors: [] });
    expect((await data(REMOVE, { id: second.id })).removeFavoriteGame.ok).toBe(true);
    expect((await data(FAVORITES, { page: 1 })).favoriteGames.items.map((g: { id: string }) => g.id)).toEqual([first.id]);
    await data(REMOVE, { id: first.id });
  });

  it('a guest: hearts are false without asking the platform; changes and pages need a login', async () => {
    h.binding.reset();
    const page = (await data(GAMES, { filter: { gameType: 'RNG' }, limit: 5 }, { token: '' })).games;
    expect(page.items.every((g: { isFavorite: boolean }) => g.isFavorite === false)).toBe(true);
    expect(h.binding.endpoints()).not.toContain('MCSFE_getFavoriteGames');
    // The session guard (ADR 034): a mutation is refused with SESSION_ENDED, a page of favourites is null.
    const added = await h.run(ADD, { id: page.items[0].id });
    expect(added.result.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');
    expect(h.binding.endpoints()).not.toContain('MCSFE_addFavoriteGameV2');
    const { result } = await h.run(FAVORITES, { page: 1 });
    expect(result.data.favoriteGames).toBeNull();
    expect(h.binding.endpoints()).not.toContain('MCSFE_getFavoriteGamesList');
  });

  it('refuses an unknown game and a malformed id as user errors', async () => {
    expect((await data(ADD, { id: '999999999' })).addFavoriteGame).toMatchObject({ ok: false, errors: [{ code: 'NOT_FOUND', field: 'gameId' }] });
    expect((await data(ADD, { id: 'abc' })).addFavoriteGame).toMatchObject({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'gameId' }] });
  });

  it('pages favourites 20 at a time', async () => {
    const { results } = await env.DB.prepare('SELECT node_id FROM games ORDER BY node_id LIMIT 25').all<{ node_id: number }>();
    await env.DB.batch(
      results.map((g, i) =>
        env.DB.prepare("INSERT INTO favorite_games (merchant_code, account_id, node_id, added_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(
          accountId,
          g.node_id,
          1000 + i,
        ),
      ),
    );
    const first = (await data(FAVORITES, { page: 1 })).favoriteGames;
    expect(first).toMatchObject({ total: 25, offset: 0, hasMore: true });
    expect(first.items).toHaveLength(20);
    const second = (await data(FAVORITES, { page: 2 })).favoriteGames;
    expect(second).toMatchObject({ total: 25, offset: 20, hasMore: false });
    expect(second.items.map((g: { id: string }) => Number(g.id))).toEqual(
      results
        .slice(0, 5)
        .reverse()
        .map((g) => g.node_id),
    );
    await env.DB.prepare('DELETE FROM favorite_games WHERE account_id = ?1').bind(accountId).run();
  });
});

describe('the game list', () => {
  it("carries the member's token as the spec sends it, and its public answer is cached once for every visitor", async () => {
    // A filter no other test asks for, so the first read reaches the platform.
    const filter = { gameType: 'RNG', vendor: 'PP', minLines: 1 };
    h.binding.reset();
    const forMember = (await data(GAMES, { filter, limit: 7 })).games;
    const sent = h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_gameList');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Authorization')).toBe(token);

    // A guest asking the same list is answered from the cache the member's read filled: nothing is sent.
    h.binding.reset();
    const forGuest = (await data(GAMES, { filter, limit: 7 }, { token: '' })).games;
    expect(h.binding.endpoints()).not.toContain('GCSGAME_gameList');
    expect(forGuest.items.map((g: { id: string }) => g.id)).toEqual(forMember.items.map((g: { id: string }) => g.id));
  });
});

describe('recent games through the gateway', () => {
  it('reads what launches wrote, most recent first', async () => {
    const { results } = await env.DB.prepare('SELECT node_id FROM games ORDER BY node_id DESC LIMIT 3').all<{ node_id: number }>();
    await env.DB.prepare('DELETE FROM recent_games WHERE account_id = ?1').bind(accountId).run();
    await env.DB.batch(
      results.map((g, i) =>
        env.DB.prepare("INSERT INTO recent_games (merchant_code, account_id, node_id, played_at) VALUES ('DEMO', ?1, ?2, ?3)").bind(
          accountId,
          g.node_id,
          5000 + i,
        ),
      ),
    );
    const recent = (await data(RECENT, { page: 1 })).recentGames;
    expect(recent).toMatchObject({ total: 3, hasMore: false });
    expect(recent.items.map((g: { id: string }) => Number(g.id))).toEqual(results.map((g) => g.node_id).reverse());
    const { result } = await h.run(RECENT, { page: 1 });
    expect(result.data.recentGames).toBeNull();
  });
});

describe('lobby search through the gateway', () => {
  it('searches every game type by free trial and provider', async () => {
    const trial = (await data(GAMES, { filter: { hasFreeTrial: true }, limit: 100 })).games;
    expect(trial.items.every((g: { hasFreeTrial: boolean }) => g.hasFreeTrial)).toBe(true);
    expect(new Set(trial.items.map((g: { gameType: string }) => g.gameType)).size).toBeGreaterThan(1);
    const none = (await data(GAMES, { filter: { hasFreeTrial: false }, limit: 1 })).games;
    const all = (await data(GAMES, { filter: {}, limit: 1 })).games;
    expect(trial.total + none.total).toBe(all.total);
    const pp = (await data(GAMES, { filter: { vendor: 'PP', hasFreeTrial: true }, limit: 100 })).games;
    expect(pp.total).toBeGreaterThan(0);
    expect(pp.items.every((g: { vendor: string; hasFreeTrial: boolean }) => g.vendor === 'PP' && g.hasFreeTrial)).toBe(true);
  });

  it('finds a game by its Korean name on an English page and by its English name on a Korean page', async () => {
    const game = await env.DB.prepare("SELECT node_id, name_en, name_ko FROM games WHERE game_type = 'LIVE' ORDER BY node_id LIMIT 1").first<{
      node_id: number;
      name_en: string;
      name_ko: string;
    }>();
    const en = (await data(GAMES, { filter: { name: game!.name_ko }, limit: 100 })).games;
    expect(en.items.find((g: { id: string }) => g.id === String(game!.node_id))?.name).toBe(game!.name_en);
    const { result } = await h.run(GAMES, { filter: { name: game!.name_en }, limit: 100 }, { token, locale: 'ko' });
    expect(result.data.games.items.find((g: { id: string }) => g.id === String(game!.node_id))?.name).toBe(game!.name_ko);
  });

  it('lists the classes per category (BG only with the TY language) and every provider with its game types', async () => {
    const nav = (await data(`{ gameNavigation { gameType classes } }`, {})).gameNavigation;
    const rng = nav.find((c: { gameType: string }) => c.gameType === 'RNG');
    expect(rng.classes.length).toBeGreaterThan(0);
    expect(rng.classes.every((c: string) => ['SC', 'VP', 'JP', 'TG', 'AC'].includes(c))).toBe(true);
    expect(nav.find((c: { gameType: string }) => c.gameType === 'LIVE').classes).toEqual([]);
    const providers = (await data(`{ providers { vendor { code name logoUrl } gameTypes } }`, {})).providers;
    // The spec sends the member's token with GCSGAME_getVassGameType; its answer is the catalogue, cached for every visitor.
    expect(h.binding.requests.find((r) => r.endpoint === 'GCSGAME_getVassGameType')?.headers.get('Authorization')).toBe(token);
    const visitor = await h.run(`{ providers { vendor { code } } }`);
    expect(visitor.context.platform.calls.find((c) => c.endpoint === 'vendorGameTypes')?.cache).toBe('fresh');
    const codes = providers.map((p: { vendor: { code: string } }) => p.vendor.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('PP');
    expect(codes).toContain('EG3');
    const pp = providers.find((p: { vendor: { code: string } }) => p.vendor.code === 'PP');
    expect(pp.gameTypes).toContain('RNG');
    expect(pp.vendor.logoUrl).toBe(`${demoImageCdnFor()}/media/vendors/PP.svg`);
  });
});
