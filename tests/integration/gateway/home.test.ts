/** Home page data through the gateway, against the seeded reference platform. */
import { describe, expect, it } from 'vitest';
import { demoImageCdnFor, lanesWithoutFirstPages, useHarness, type Harness } from './harness';

const h = useHarness();

const GAME_FIELDS = 'id gameCode gameType vendor name iconUrl hasFreeTrial isHot isNew classify minBet lines launchKind';

/** Runs a query and fails on any error. */
async function data(query: string, variables?: Record<string, unknown>, options?: Parameters<Harness['run']>[2]) {
  const { result } = await h.run(query, variables, options);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data;
}

const gameList = (params: Record<string, string | number>, language = 'EN') =>
  h.platformValue(`/wps/relay/GCSGAME_gameList?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`, { language });

describe('gameNavigation', () => {
  it('follows the platform sorting, with its vendors in menu order', async () => {
    const { gameNavigation } = await data(`{ gameNavigation { gameType name hasVendorMenu largeVendorMenu vendors { code name logoUrl } } }`);
    const menus = await h.platformValue('/lgw/games/game_menus');
    expect(gameNavigation.map((c: any) => c.gameType)).toEqual(menus.sorting.map((s: any) => s.gameCategory));
    expect(gameNavigation.length).toBe(11);
    for (const [i, category] of gameNavigation.entries()) {
      const source = menus.sorting[i];
      expect(category.name).toBe(source.name);
      expect(category.vendors.map((v: any) => v.code)).toEqual(source.vendors.map((v: any) => v.vassalage));
      expect(category.largeVendorMenu).toBe(source.vendors.length > 10);
      expect(category.hasVendorMenu).toBe(source.vendors.length > 0);
      for (const vendor of category.vendors)
        expect(vendor.logoUrl.startsWith(`${demoImageCdnFor()}/media/vendors/`) && vendor.logoUrl.endsWith('.svg')).toBe(true);
    }
  });

  it('gives slots (more than 10 vendors) the large vendor menu', async () => {
    const { gameNavigation } = await data(`{ gameNavigation { gameType largeVendorMenu hasVendorMenu vendors { code } } }`);
    const rng = gameNavigation.find((c: any) => c.gameType === 'RNG');
    expect(rng.vendors.length).toBeGreaterThan(10);
    expect(rng).toMatchObject({ largeVendorMenu: true, hasVendorMenu: true });
    expect(rng.vendors.map((v: any) => v.code)).toContain('PP');
    const live = gameNavigation.find((c: any) => c.gameType === 'LIVE');
    expect(live.vendors.map((v: any) => v.code)).toEqual(expect.arrayContaining(['EVO', 'EG3', 'EG4', 'EG7']));
  });

  it('never gives PP, EVO, HOT or PROMO categories a vendor menu', async () => {
    h.binding.intercept = async (endpoint, response) => {
      if (endpoint !== '/lgw/games/game_menus') return response;
      const body = (await response.json()) as any;
      const vendors = body.value.sorting.find((s: any) => s.gameCategory === 'RNG').vendors;
      body.value.sorting.push(
        { gameCategory: 'PP', name: 'Pragmatic Play', vendors: vendors.slice(0, 3) },
        { gameCategory: 'evo', name: 'Evolution', vendors: vendors.slice(0, 12) },
        { gameCategory: 'HOT', name: 'Hot', vendors: vendors.slice(0, 2) },
        { gameCategory: 'PROMO', name: 'Promotions', vendors: vendors.slice(0, 2) },
        { gameCategory: 'EMPTY', name: 'Empty', vendors: [] },
      );
      return Response.json(body);
    };
    const { gameNavigation } = await data(`{ gameNavigation { gameType hasVendorMenu largeVendorMenu } }`);
    const byType = Object.fromEntries(gameNavigation.map((c: any) => [c.gameType, c]));
    expect(byType.PP.hasVendorMenu).toBe(false);
    expect(byType.evo.hasVendorMenu).toBe(false);
    expect(byType.HOT.hasVendorMenu).toBe(false);
    expect(byType.PROMO.hasVendorMenu).toBe(false);
    expect(byType.EMPTY.hasVendorMenu).toBe(false);
    expect(byType.RNG.hasVendorMenu).toBe(true);
  });

  it('names categories in the request language', async () => {
    const ko = await data(`{ gameNavigation { gameType name } }`, undefined, { locale: 'ko' });
    const menus = await h.platformValue('/lgw/games/game_menus', { language: 'KO' });
    expect(ko.gameNavigation.map((c: any) => c.name)).toEqual(menus.sorting.map((s: any) => s.name));
    const en = await data(`{ gameNavigation { name } }`);
    expect(ko.gameNavigation.map((c: any) => c.name)).not.toEqual(en.gameNavigation.map((c: any) => c.name));
  });
});

describe('hotGames', () => {
  it('answers 12 games in hotness order with what Play needs', async () => {
    const { hotGames } = await data(`{ hotGames { ${GAME_FIELDS} } }`);
    const hot = await h.platformValue('/wps/relay/GCSGAME_hotGamesV2', {
      body: { merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
    });
    expect(hotGames).toHaveLength(12);
    expect(hotGames.map((g: any) => g.id)).toEqual(hot.list.slice(0, 12).map((g: any) => String(g.nodeId)));
    for (const [i, game] of hotGames.entries()) {
      const source = hot.list[i];
      expect(game).toMatchObject({
        gameCode: source.gameCode,
        gameType: source.gameType,
        vendor: source.vassalage,
        name: source.gameName,
        iconUrl: `${demoImageCdnFor()}/media/games/${source.nodeId}.svg`,
        hasFreeTrial: source.supportPlay === 0,
        isHot: true,
        launchKind: source.isGame === 'VASSALAGE' ? 'VENDOR_LOBBY' : 'GAME',
        minBet: Math.round(source.minBet * 100),
      });
      expect(Number.isSafeInteger(game.minBet)).toBe(true);
    }
  });

  it('filters by vendor and honours the limit', async () => {
    const { hotGames } = await data(`{ hotGames(vendor: "PP", limit: 5) { vendor } }`);
    expect(hotGames.length).toBeGreaterThan(0);
    expect(hotGames.length).toBeLessThanOrEqual(5);
    expect(hotGames.every((g: any) => g.vendor === 'PP')).toBe(true);
  });
});

describe('games', () => {
  const GAMES = `query Games($filter: GameFilter!, $offset: Int!, $limit: Int!) {
    games(filter: $filter, offset: $offset, limit: $limit) { offset total hasMore items { id name vendor classify minBet lines } }
  }`;

  it('slices 10, then exactly the next 12 distinct games in platform order', async () => {
    const first = (await data(GAMES, { filter: { gameType: 'RNG' }, offset: 0, limit: 10 })).games;
    const second = (await data(GAMES, { filter: { gameType: 'RNG' }, offset: 10, limit: 12 })).games;
    const reference = await gameList({ gameType: 'RNG', pageNo: 1, pageSize: 22 });
    const ids = reference.games.map((g: any) => String(g.nodeId));

    expect(first.items.map((g: any) => g.id)).toEqual(ids.slice(0, 10));
    expect(second.items.map((g: any) => g.id)).toEqual(ids.slice(10, 22));
    expect(new Set([...first.items, ...second.items].map((g: any) => g.id)).size).toBe(22);
    expect(first).toMatchObject({ offset: 0, total: reference.total, hasMore: true });
    expect(second).toMatchObject({ offset: 10, total: reference.total, hasMore: true });
    expect(reference.total).toBeGreaterThan(9500);
  });

  it('says hasMore false at the end of the list', async () => {
    const all = (await data(GAMES, { filter: { gameType: 'FISH' }, offset: 0, limit: 10 })).games;
    const tail = (await data(GAMES, { filter: { gameType: 'FISH' }, offset: all.total - 5, limit: 12 })).games;
    expect(tail.items).toHaveLength(5);
    expect(tail).toMatchObject({ offset: all.total - 5, total: all.total, hasMore: false });
    const reference = await gameList({ gameType: 'FISH', pageNo: 1, pageSize: 100 });
    expect(tail.items.map((g: any) => g.id)).toEqual(reference.games.slice(all.total - 5).map((g: any) => String(g.nodeId)));
  });

  it('clamps the limit to 100', async () => {
    const { games } = await data(GAMES, { filter: { gameType: 'RNG' }, offset: 0, limit: 5000 });
    expect(games.items).toHaveLength(100);
  });

  it('filters by vendor, a parent vendor including its sub-vendors', async () => {
    const pp = (await data(GAMES, { filter: { gameType: 'RNG', vendor: 'PP' }, offset: 0, limit: 50 })).games;
    expect(pp.items.every((g: any) => g.vendor === 'PP')).toBe(true);
    expect(pp.total).toBe((await gameList({ gameType: 'RNG', vassalage: 'PP', pageSize: 1 })).total);
    const evo = (await data(GAMES, { filter: { gameType: 'LIVE', vendor: 'EVO' }, offset: 0, limit: 100 })).games;
    expect(new Set(evo.items.map((g: any) => g.vendor))).toEqual(new Set(['EVO', 'EG3', 'EG4', 'EG7']));
  });

  it('filters by class', async () => {
    const jp = (await data(GAMES, { filter: { gameType: 'RNG', classify: 'JP' }, offset: 0, limit: 40 })).games;
    expect(jp.total).toBeGreaterThan(0);
    expect(jp.items.every((g: any) => g.classify === 'JP')).toBe(true);
  });

  it('filters by name in English and in Korean', async () => {
    const en = (await data(GAMES, { filter: { gameType: 'RNG', name: '  golden DRAGON ' }, offset: 0, limit: 100 })).games;
    expect(en.total).toBeGreaterThan(0);
    expect(en.items.every((g: any) => g.name.toLowerCase().includes('golden dragon'))).toBe(true);
    const ko = (await data(GAMES, { filter: { gameType: 'RNG', name: '황금 용' }, offset: 0, limit: 100 }, { locale: 'ko' })).games;
    expect(ko.total).toBe(en.total);
    expect(ko.items.every((g: any) => g.name.includes('황금 용'))).toBe(true);
    expect(new Set(ko.items.map((g: any) => g.id))).toEqual(new Set(en.items.map((g: any) => g.id)));
  });

  it('filters by minimum bet (minor units) and minimum lines', async () => {
    const all = (await data(GAMES, { filter: { gameType: 'RNG' }, offset: 0, limit: 1 })).games;
    const rich = (await data(GAMES, { filter: { gameType: 'RNG', minBet: 100 }, offset: 0, limit: 100 })).games;
    expect(rich.total).toBeGreaterThan(0);
    expect(rich.total).toBeLessThan(all.total);
    expect(rich.items.every((g: any) => Number.isSafeInteger(g.minBet) && g.minBet >= 100)).toBe(true);
    expect(rich.total).toBe((await gameList({ gameType: 'RNG', minBet: '1.00', pageSize: 1 })).total);

    const lines = (await data(GAMES, { filter: { gameType: 'RNG', minLines: 25 }, offset: 0, limit: 100 })).games;
    expect(lines.total).toBeGreaterThan(0);
    expect(lines.total).toBeLessThan(all.total);
    expect(lines.items.every((g: any) => g.lines >= 25)).toBe(true);
  });
});

describe('gameSections', () => {
  const SECTIONS = `query Sections($expand: SectionState) {
    gameSections(expand: $expand) { vendor category { gameType } games { offset total hasMore items { id vendor } } }
  }`;

  it('gives every category its first 10 games', async () => {
    const { gameSections } = await data(SECTIONS);
    const menus = await h.platformValue('/lgw/games/game_menus');
    expect(gameSections.map((s: any) => s.category.gameType)).toEqual(menus.sorting.map((s: any) => s.gameCategory));
    for (const section of gameSections) {
      expect(section.vendor).toBeNull();
      expect(section.games.items).toHaveLength(Math.min(10, section.games.total));
      expect(section.games.hasMore).toBe(section.games.total > 10);
    }
    const rng = gameSections.find((s: any) => s.category.gameType === 'RNG');
    const reference = await gameList({ gameType: 'RNG', pageNo: 1, pageSize: 10 });
    expect(rng.games.items.map((g: any) => g.id)).toEqual(reference.games.map((g: any) => String(g.nodeId)));
  });

  it("reads the sections from the spec's vendor lanes, and from the navigation when a platform has none", async () => {
    const lanes = await h.platformValue('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    h.binding.reset();
    const first = (await data(`{ gameSections { category { gameType name vendors { code } } } }`)).gameSections;
    // The spec's call, with our extension's parameters (ADR 071), which the spec's platform ignores.
    expect(h.binding.requests.find((r) => r.endpoint === 'GCSGAME_newGameVendor')?.path).toBe(
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&firstPage=10&language=EN',
    );
    expect(first.map((s: any) => s.category.gameType)).toEqual(lanes.data.lanes.map((l: any) => l.gameType));
    expect(first.map((s: any) => s.category.name)).toEqual(lanes.data.lanes.map((l: any) => l.title));
    expect(first[0].category.vendors.map((v: any) => v.code)).toEqual(lanes.data.lanes[0].cards.map((c: any) => c.vassalage));

    // A live platform without the call: the home keeps its sections, from the game menus.
    await h.reset();
    h.binding.intercept = (endpoint, response) =>
      endpoint === 'GCSGAME_newGameVendor'
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'not available', value: null }, { status: 404 })
        : response;
    const fallback = await h.run(`{ gameSections { category { gameType } games { total } } }`);
    expect(fallback.result.errors).toBeUndefined();
    const menus = await h.platformValue('/lgw/games/game_menus');
    expect(fallback.result.data.gameSections.map((s: any) => s.category.gameType)).toEqual(menus.sorting.map((s: any) => s.gameCategory));
  });

  it('expands one section to a vendor and a count, leaving the others alone', async () => {
    const { gameSections } = await data(SECTIONS, { expand: { gameType: 'RNG', vendor: 'PP', shown: 22 } });
    const rng = gameSections.find((s: any) => s.category.gameType === 'RNG');
    expect(rng.vendor).toBe('PP');
    expect(rng.games.items).toHaveLength(22);
    expect(rng.games.items.every((g: any) => g.vendor === 'PP')).toBe(true);
    const reference = await gameList({ gameType: 'RNG', vassalage: 'PP', pageNo: 1, pageSize: 22 });
    expect(rng.games.items.map((g: any) => g.id)).toEqual(reference.games.map((g: any) => String(g.nodeId)));
    const live = gameSections.find((s: any) => s.category.gameType === 'LIVE');
    expect(live.vendor).toBeNull();
    expect(live.games.items).toHaveLength(10);
  });

  it("asks for the sections' first pages beside the lanes once it knows them: one platform round trip (ADR 070)", async () => {
    // A platform whose lanes carry no games (the spec's): the sections ask for their lists.
    h.binding.intercept = lanesWithoutFirstPages;
    await data(SECTIONS);
    await h.reset();
    h.binding.intercept = lanesWithoutFirstPages;
    const { gameSections } = await data(SECTIONS);
    expect(gameSections.length).toBeGreaterThan(5);
    for (const section of gameSections) expect(section.games.items).toHaveLength(Math.min(10, section.games.total));
    expect(h.binding.rounds).toBe(1);
    const lists = h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_gameList');
    // Each section's list asked for once (the resolver's own call found the early one), batches within the protocol's 20 parts.
    expect(lists).toHaveLength(gameSections.length);
    expect(h.binding.sent).toBe(Math.ceil(h.binding.requests.length / 20));

    // An operation that reads only which sections there are asks for no list.
    await h.reset();
    h.binding.intercept = lanesWithoutFirstPages;
    await data(`{ gameSections { category { gameType } } }`);
    expect(h.binding.endpoints()).toContain('GCSGAME_newGameVendor');
    expect(h.binding.endpoints()).not.toContain('GCSGAME_gameList');

    // An expanded section is asked for with its own vendor and length, never also as a first page.
    await h.reset();
    h.binding.intercept = lanesWithoutFirstPages;
    await data(SECTIONS, { expand: { gameType: 'RNG', vendor: 'PP', shown: 22 } });
    const rng = h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_gameList' && r.path.includes('gameType=RNG'));
    expect(rng.map((r) => new URL(r.path, 'https://p.test').searchParams.get('vassalage'))).toEqual(['PP']);
  });

  it("takes each section's first games from the lanes that carry them: one platform call for all the sections (ADR 071)", async () => {
    // Once this isolate has seen the lanes carry their games, it asks for no list early (ADR 070).
    await data(SECTIONS);
    await h.reset();
    const { gameSections } = await data(SECTIONS);
    expect(h.binding.endpoints()).toEqual(['GCSGAME_newGameVendor']);
    for (const section of gameSections) {
      const reference = await gameList({ gameType: section.category.gameType, pageNo: 1, pageSize: 10 });
      expect(section.games.items.map((g: any) => g.id)).toEqual(reference.games.map((g: any) => String(g.nodeId)));
      expect(section.games.total).toBe(reference.total);
      expect(section.games.hasMore).toBe(reference.total > 10);
    }
    // In the visitor's language, as the lists are.
    await h.reset();
    const korean = (await h.run(`{ gameSections { games { items { name } } } }`, {}, { locale: 'ko' })).result.data.gameSections;
    const rng = await gameList({ gameType: 'RNG', pageNo: 1, pageSize: 10 }, 'KO');
    expect(korean[0].games.items.map((g: any) => g.name)).toEqual(rng.games.map((g: any) => g.gameName));

    // A section shown further ("more") or by a vendor pages on with the lists.
    await h.reset();
    const more = await data(SECTIONS, { expand: { gameType: 'RNG', shown: 20 } });
    expect(more.gameSections.find((s: any) => s.category.gameType === 'RNG').games.items).toHaveLength(20);
    expect(h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_gameList').map((r) => r.path)).toEqual([expect.stringContaining('gameType=RNG')]);

    // A platform that refuses the extension's parameters is asked the spec's call; its sections ask for their lists.
    await h.reset();
    const refusing = h.binding.fetch.bind(h.binding);
    let refused = 0;
    h.binding.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = init?.body ? String(init.body) : input instanceof Request ? await input.clone().text() : '';
      if (url.search.includes('firstPage=') || body.includes('"firstPage"')) {
        refused += 1;
        return Response.json({ success: false, errorCode: 'request_param_err', message: 'firstPage: unknown parameter', value: null }, { status: 400 });
      }
      return refusing(input, init);
    };
    try {
      const spec = await h.run(SECTIONS);
      expect(spec.result.errors).toBeUndefined();
      expect(spec.result.data.gameSections.every((s: any) => s.games.items.length > 0)).toBe(true);
      expect(h.binding.endpoints()).toContain('GCSGAME_gameList');
      expect(refused).toBe(1);
      // The next page (in another language: nothing cached) asks the spec's call at once, not the refused one again.
      const korean = await h.run(SECTIONS, {}, { locale: 'ko' });
      expect(korean.result.errors).toBeUndefined();
      expect(korean.result.data.gameSections.every((s: any) => s.games.items.length > 0)).toBe(true);
      expect(refused).toBe(1);
    } finally {
      h.binding.fetch = refusing;
    }
  });

  it('a lane whose first games do not read as games asks for its list; the others keep theirs', async () => {
    await data(SECTIONS);
    await h.reset();
    h.binding.intercept = async (endpoint, response) => {
      if (endpoint !== 'GCSGAME_newGameVendor' || response.status !== 200) return response;
      const envelope = (await response.json()) as { value: { data: { lanes: { gameType: string; firstPage?: unknown }[] } } };
      const live = envelope.value.data.lanes.find((lane) => lane.gameType === 'LIVE')!;
      live.firstPage = { games: [{ nodeId: 'not a game' }], total: 1 };
      return Response.json(envelope);
    };
    const { result } = await h.run(SECTIONS);
    expect(result.errors).toBeUndefined();
    const lists = h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_gameList');
    expect(lists.map((r) => new URL(r.path, 'https://p.test').searchParams.get('gameType'))).toEqual(['LIVE']);
    const live = result.data.gameSections.find((s: any) => s.category.gameType === 'LIVE');
    const reference = await gameList({ gameType: 'LIVE', pageNo: 1, pageSize: 10 });
    expect(live.games.items.map((g: any) => g.id)).toEqual(reference.games.map((g: any) => String(g.nodeId)));
    expect(result.data.gameSections.every((s: any) => s.games.items.length > 0)).toBe(true);
  });

  it('ignores a vendor the category does not have, and clamps the count', async () => {
    const { gameSections } = await data(SECTIONS, { expand: { gameType: 'RNG', vendor: 'NOPE', shown: 5000 } });
    const rng = gameSections.find((s: any) => s.category.gameType === 'RNG');
    expect(rng.vendor).toBeNull();
    expect(rng.games.items).toHaveLength(100);
  });
});

describe('winnerBoard', () => {
  it('lists the winners with amounts in integer minor units', async () => {
    const { winnerBoard } = await data(`{ winnerBoard { id customerName gameName iconUrl winAmount game { id gameCode vendor launchKind } } }`);
    const board = await h.platformValue('/wps/relay/ODSFE2_getWinnerBoard', { body: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
    expect(winnerBoard).toHaveLength(20);
    expect(new Set(winnerBoard.map((w: any) => w.id)).size).toBe(20);
    for (const [i, winner] of winnerBoard.entries()) {
      const vo = board.list[i].vo;
      expect(Number.isSafeInteger(winner.winAmount)).toBe(true);
      expect(winner.winAmount).toBe(Math.round(vo.winAmount * 100));
      expect(winner.customerName).toBe(vo.customerName);
      expect(winner.customerName).toContain('***');
      expect(winner.game).toMatchObject({ id: String(vo.nodeId), gameCode: vo.gameCode, vendor: vo.vassalage });
    }
  });

  it('honours category and limit', async () => {
    const { winnerBoard } = await data(`{ winnerBoard(limit: 5) { id } all: winnerBoard(limit: 500) { id } }`);
    expect(winnerBoard).toHaveLength(5);
    const { result } = await h.run(`{ all: winnerBoard(limit: 500) { id } }`);
    expect(result.data.all.length).toBeLessThanOrEqual(50);
  });
});

describe('announcements', () => {
  const PAGE = `query A($page: Int!) { announcements(page: $page) { page totalPages total items { id title content execution timestamp promotionType } } }`;

  it('pages 8 at a time, newest first, execution B only for anonymous visitors', async () => {
    const source = await h.platformValue('/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W&execution=B');
    const expected = [...source.player].sort((a: any, b: any) => b.timestamp - a.timestamp);
    expect(expected.length).toBeGreaterThan(8);

    const one = (await data(PAGE, { page: 1 })).announcements;
    const two = (await data(PAGE, { page: 2 })).announcements;
    expect(one).toMatchObject({ page: 1, total: expected.length, totalPages: Math.ceil(expected.length / 8) });
    expect(one.items).toHaveLength(8);
    expect(two.items).toHaveLength(Math.min(8, expected.length - 8));
    const items = [...one.items, ...two.items];
    expect(items.map((a: any) => a.id)).toEqual(expected.slice(0, items.length).map((a: any) => String(a.id)));
    expect(items.every((a: any) => a.execution === 'B')).toBe(true);
    const stamps = items.map((a: any) => a.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));

    const announcementCall = h.binding.requests.find((r) => r.endpoint === 'MCSFE_getListAnnouncements');
    expect(new URL(announcementCall!.path, 'https://x').searchParams.get('execution')).toBe('B');
  });

  it('clamps the page into range', async () => {
    const last = (await data(PAGE, { page: 99 })).announcements;
    expect(last.page).toBe(last.totalPages);
    const first = (await data(PAGE, { page: -3 })).announcements;
    expect(first.page).toBe(1);
  });

  it('lists popups for anonymous visitors', async () => {
    const { announcements } = await data(`{ announcements(kind: POPUP, pageSize: 50) { total items { execution } } }`);
    expect(announcements.total).toBeGreaterThan(0);
    expect(announcements.items.every((a: any) => a.execution === 'B')).toBe(true);
  });
});

describe('banners, notices, promotions', () => {
  it('separates the home and login banner groups', async () => {
    const { home, login } = await data(`{
      home: banners { id group title imageUrl linkType linkUrl }
      login: banners(group: "w_login") { id group title linkType linkUrl }
    }`);
    expect(home).toHaveLength(5);
    expect(login).toHaveLength(2);
    expect(home.every((b: any) => b.group === 'w_home')).toBe(true);
    expect(login.every((b: any) => b.group === 'w_login')).toBe(true);
    for (const banner of home) {
      expect(banner.imageUrl.startsWith(`${demoImageCdnFor()}/media/banners/`)).toBe(true);
      if (banner.linkType === 'NONE') expect(banner.linkUrl).toBeNull();
      else expect(banner.linkUrl).toBeTruthy();
      if (banner.linkType === 'URL') expect(banner.linkUrl.startsWith('/')).toBe(true);
    }
    expect(home.map((b: any) => b.linkType)).toEqual(expect.arrayContaining(['PROMOTION', 'URL', 'GAME', 'NONE']));
    // Both groups and the notices come from one platform call.
    expect(h.binding.endpoints().filter((e) => e === 'MCSFE_getListAnnouncements')).toHaveLength(1);
  });

  it('lists notices newest first, in the request language', async () => {
    const en = (await data(`{ notices { id title content timestamp } }`)).notices;
    const ko = (await data(`{ notices { id title } }`, undefined, { locale: 'ko' })).notices;
    expect(en).toHaveLength(5);
    const stamps = en.map((n: any) => n.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    expect(ko.map((n: any) => n.id)).toEqual(en.map((n: any) => n.id));
    expect(ko[0].title).not.toBe(en[0].title);
    expect(/[\uac00-\ud7a3]/.test(ko[0].title)).toBe(true);
  });

  it('lists promotions newest first', async () => {
    const { promotions } = await data(`{ promotions { id title promotionType imageUrl timestamp } }`);
    expect(promotions).toHaveLength(6);
    const stamps = promotions.map((p: any) => p.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });
});

describe('brand, features, help', () => {
  const BRAND = `{ brand { name merchant mainDomain licenceText currencySymbol timeZone languages { code name currencySymbol isDefault }
    customerService { type url } socialLinks { network url } downloads { platform url } } }`;

  it('describes the brand: English default first, symbols per language', async () => {
    const en = (await data(BRAND)).brand;
    const ko = (await data(BRAND, undefined, { locale: 'ko' })).brand;
    expect(en.name).toBe('Aurora Play');
    expect(en.merchant).toBe('DEMO');
    expect(en.languages[0]).toMatchObject({ code: 'en', isDefault: true, currencySymbol: '$' });
    expect(en.languages.filter((l: any) => l.isDefault)).toHaveLength(1);
    expect(en.languages.find((l: any) => l.code === 'ko')).toMatchObject({ currencySymbol: '₩', isDefault: false });
    expect(en.currencySymbol).toBe('$');
    expect(ko.currencySymbol).toBe('₩');
    expect(ko.languages[0].code).toBe('en');
    expect(en.licenceText.length).toBeGreaterThan(0);
    // The platform's brand information carries the zone (docs/decisions/015).
    expect(en.timeZone).toBe('Asia/Seoul');
  });

  it('gives the footer the licence, the seal on the image CDN path, the helpline in the request language, the age, and the idle minutes', async () => {
    const SAFER = `{ brand { licence { licensee address number authority sealUrl verifyUrl } helpline { name phone url } minimumAge inactivityMinutes sessionFigures } }`;
    const en = (await data(SAFER)).brand;
    expect(en.licence).toMatchObject({ licensee: 'Aurora Play Demo N.V.', number: 'DEMO/2026/001', authority: 'Curaçao Gaming Authority' });
    expect(en.licence.sealUrl).toMatch(/\/media\/seals\/DEMO\.svg$/);
    expect(en.licence.verifyUrl).toBe('https://licensing.aurora-play.example/verify/DEMO-2026-001');
    expect(en.helpline).toEqual({ name: 'GamCare', phone: '+448088020133', url: 'https://www.gamcare.org.uk' });
    expect(en).toMatchObject({ minimumAge: 18, inactivityMinutes: 30, sessionFigures: true });
    const ko = (await data(SAFER, undefined, { locale: 'ko' })).brand;
    expect(ko.helpline.phone).toBe('1336');
    expect(ko.licence.authority).toBe('퀴라소 게이밍 당국');
  });

  it('shows only the social links the platform has (no Twitter)', async () => {
    const { brand } = await data(BRAND);
    const info = await h.platformValue('/wps/system/info');
    const social = info.resources.filter((r: any) => r.resourceType === 'SOCIAL' && r.url);
    expect(brand.socialLinks).toEqual(social.map((r: any) => ({ network: r.labelNameEn, url: r.url })));
    expect(brand.socialLinks.map((l: any) => l.network)).not.toContain('Twitter');
    expect(brand.socialLinks.map((l: any) => l.network)).toEqual(expect.arrayContaining(['Facebook', 'KakaoTalk']));
    expect(brand.downloads.map((d: any) => d.platform).sort()).toEqual(['ANDROID', 'IOS', 'IOS_PROFILE']);
    expect(brand.customerService.length).toBe(info.customerService.length);
  });

  it('turns the whitelabel tree into named booleans', async () => {
    const { features } = await data(`{ features { chat directRegistration usernameRegistration mobileRegistration passwordResetByMail
      verificationCodeLogin googleLogin facebookLogin favorites points missions graphiql freePlay } }`);
    expect(features).toEqual({
      chat: true,
      directRegistration: true,
      usernameRegistration: true,
      mobileRegistration: true,
      passwordResetByMail: true,
      verificationCodeLogin: true,
      googleLogin: true,
      facebookLogin: true,
      favorites: true,
      points: true,
      missions: true,
      graphiql: false,
      freePlay: true,
    });
  });

  it('switches children off with their parent', async () => {
    await h.platform.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'REG3'`).run();
    try {
      const { features } = await data(`{ features { directRegistration usernameRegistration mobileRegistration registrationMobileVerification chat } }`);
      expect(features).toEqual({
        directRegistration: false,
        usernameRegistration: false,
        mobileRegistration: false,
        registrationMobileVerification: false,
        chat: true,
      });
    } finally {
      await h.platform.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'REG3'`).run();
    }
  });

  it('lists help articles by category, in the request language, in order', async () => {
    const all = (await data(`{ helpArticles { id category title content } }`)).helpArticles;
    const faq = (await data(`{ helpArticles(category: FAQ) { id category } }`)).helpArticles;
    const ko = (await data(`{ helpArticles(category: FAQ) { id title } }`, undefined, { locale: 'ko' })).helpArticles;
    const source = await h.platformValue('/wps/system/helpCenter');
    expect(all).toHaveLength(source.list.length);
    expect(new Set(all.map((a: any) => a.category))).toEqual(new Set(['FAQ', 'RULES', 'ACCOUNT', 'TERMS', 'PRIVACY']));
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((a: any) => a.category === 'FAQ')).toBe(true);
    expect(faq.map((a: any) => a.id)).toEqual(all.filter((a: any) => a.category === 'FAQ').map((a: any) => a.id));
    const sorts = new Map(source.list.map((a: any) => [String(a.id), a.sort ?? 0]));
    const order = all.map((a: any) => sorts.get(a.id));
    expect(order).toEqual([...order].sort((a: any, b: any) => a - b));
    expect(ko).toHaveLength(faq.length);
    expect(/[\uac00-\ud7a3]/.test(ko[0].title)).toBe(true);
  });
});
