import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { callJson, platform, qs, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

const list = (params: Record<string, string | number>, headers?: Record<string, string>) =>
  value(p, `/wps/relay/GCSGAME_gameList?${qs({ clientType: 3, platform: 'html5-desktop', merchant: 'DEMO', ...params })}`, { headers });

const GAME_KEYS = [
  'nodeId',
  'gameCode',
  'gameType',
  'vassalage',
  'gameName',
  'iconUrl',
  'supportPlay',
  'isHot',
  'isNew',
  'gameClassify',
  'minBet',
  'lineNum',
  'roomId',
  'isGame',
].sort();

describe('GCSGAME_gameList', () => {
  it('pages the slot list with totals', async () => {
    const v = await list({ gameType: 'RNG', pageNo: 1, pageSize: 20 });
    expect(v.games).toHaveLength(20);
    expect(v.pageNum).toBe(1);
    expect(v.pageSize).toBe(20);
    expect(v.total).toBeGreaterThan(9500);
    expect(v.totalPages).toBe(Math.ceil(v.total / 20));
    const game = v.games[0];
    expect(Object.keys(game).sort()).toEqual(GAME_KEYS);
    expect(game.iconUrl).toBe(`/media/games/${game.nodeId}.svg`);
    expect(game.gameType).toBe('RNG');
    expect(Number.isInteger(game.minBet * 100)).toBe(true);
  });

  it('orders hot games by rank first, then by name', async () => {
    const v = await list({ gameType: 'RNG', pageSize: 100 });
    const hot = v.games.filter((g: any) => g.isHot === 1);
    expect(v.games[0].isHot).toBe(1);
    const firstCold = v.games.findIndex((g: any) => g.isHot === 0);
    if (firstCold >= 0) expect(v.games.slice(firstCold).every((g: any) => g.isHot === 0)).toBe(true);
    expect(hot.length).toBeGreaterThan(0);
    const last = await list({ gameType: 'RNG', pageSize: 100, pageNo: v.totalPages });
    const names = last.games.map((g: any) => g.gameName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const one = await list({ gameType: 'FISH', pageSize: 10, pageNo: 1 });
    const two = await list({ gameType: 'FISH', pageSize: 10, pageNo: 2 });
    const ids = new Set(one.games.map((g: any) => g.nodeId));
    expect(two.games.some((g: any) => ids.has(g.nodeId))).toBe(false);
    const beyond = await list({ gameType: 'FISH', pageSize: 10, pageNo: one.totalPages + 1 });
    expect(beyond.games).toEqual([]);
    expect(beyond.total).toBe(one.total);
  });

  it('filters by vendor, and a parent vendor includes its sub-vendors', async () => {
    const pp = await list({ gameType: 'RNG', vassalage: 'PP', pageSize: 100 });
    expect(pp.games.every((g: any) => g.vassalage === 'PP')).toBe(true);
    expect(pp.total).toBeGreaterThan(500);
    const evo = await list({ gameType: 'LIVE', vassalage: 'EVO', pageSize: 100 });
    expect(new Set(evo.games.map((g: any) => g.vassalage))).toEqual(new Set(['EVO', 'EG3', 'EG4', 'EG7']));
    const eg3 = await list({ gameType: 'LIVE', vassalage: 'EG3', pageSize: 100 });
    expect(eg3.games.every((g: any) => g.vassalage === 'EG3' && g.roomId)).toBe(true);
  });

  it('filters by class, hot and new', async () => {
    const jp = await list({ gameType: 'RNG', gameClassify: 'JP', pageSize: 50 });
    expect(jp.total).toBeGreaterThan(0);
    expect(jp.games.every((g: any) => g.gameClassify === 'JP')).toBe(true);
    const hot = await list({ isHot: 1, pageSize: 100 });
    expect(hot.games.every((g: any) => g.isHot === 1)).toBe(true);
    const fresh = await list({ gameType: 'RNG', isNew: 1, pageSize: 100 });
    expect(fresh.total).toBeGreaterThan(200);
    expect(fresh.games.every((g: any) => g.isNew === 1)).toBe(true);
  });

  it('searches names case-insensitively in the request language', async () => {
    const en = await list({ gameType: 'RNG', gameName: 'golden DRAGON', pageSize: 100 });
    expect(en.total).toBeGreaterThan(0);
    expect(en.games.every((g: any) => g.gameName.toLowerCase().includes('golden dragon'))).toBe(true);
    const ko = await list({ gameType: 'RNG', gameName: '황금 용', pageSize: 100 }, { Language: 'KO' });
    expect(ko.total).toBe(en.total);
    expect(ko.games.every((g: any) => g.gameName.includes('황금 용'))).toBe(true);
    // The query's `language` names the language too.
    const viaQuery = await list({ gameType: 'RNG', gameName: '황금 용', language: 'KO', pageSize: 1 });
    expect(viaQuery.total).toBe(en.total);
    const none = await list({ gameType: 'RNG', gameName: 'no such game 100%_' });
    expect(none).toMatchObject({ games: [], total: 0, totalPages: 0 });
  });

  it('filters by minimum bet and minimum lines', async () => {
    const v = await list({ gameType: 'RNG', minBet: 1, minLineNum: 25, pageSize: 100 });
    expect(v.total).toBeGreaterThan(500);
    expect(v.games.every((g: any) => g.minBet >= 1 && g.lineNum >= 25)).toBe(true);
    const all = await list({ gameType: 'RNG', pageSize: 1 });
    const manyLines = await list({ gameType: 'RNG', minLineNum: 25, pageSize: 1 });
    expect(manyLines.total / all.total).toBeGreaterThan(0.4);
    expect(manyLines.total / all.total).toBeLessThan(0.6);
    const cents = await list({ gameType: 'RNG', minBet: '0.25', pageSize: 100 });
    expect(cents.games.every((g: any) => g.minBet >= 0.25)).toBe(true);
  });

  it('refuses bad parameters with request_param_err', async () => {
    for (const params of [
      { gameType: 'RNG', pageSize: 0 },
      { gameType: 'RNG', pageSize: 101 },
      { gameType: 'RNG', pageNo: 0 },
      { gameType: 'RNG', pageNo: 'abc' },
      { gameType: 'NOPE' },
      { gameType: 'RNG', gameClassify: 'ZZ' },
      { gameType: 'RNG', minBet: '1.234' },
      { gameType: 'RNG', minLineNum: 'many' },
    ]) {
      const { status, body } = await callJson(p, `/wps/relay/GCSGAME_gameList?${qs(params as any)}`);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
      expect(body.success).toBe(false);
    }
  });

  it('pages through a list with every filter at once: each game once, each meeting them all', async () => {
    // (Its speed is the bench's to measure, never a test's: machines of this kind differ 3–5×.)
    const seen = new Set<string>();
    for (let page = 1; page <= 10; page++) {
      const v = await list({ gameType: 'RNG', minBet: 1, minLineNum: 25, gameClassify: 'SC', pageNo: page, pageSize: 20 });
      expect(
        v.games.every((g: any) => g.minBet >= 1 && g.lineNum >= 25 && g.gameClassify === 'SC'),
        `page ${page}`,
      ).toBe(true);
      for (const g of v.games as { nodeId: string }[]) {
        expect(seen.has(g.nodeId), g.nodeId).toBe(false);
        seen.add(g.nodeId);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('returns at most 50 hot games by rank, optionally for one vendor', async () => {
    const body = { merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' };
    const v = await value(p, '/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', body });
    expect(v.list).toHaveLength(50);
    expect(v.list.every((g: any) => g.isHot === 1)).toBe(true);
    const pp = await value(p, '/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', body: { ...body, vassalage: 'PP' } });
    expect(pp.list.length).toBeGreaterThan(0);
    expect(pp.list.every((g: any) => g.vassalage === 'PP')).toBe(true);
    const ko = await value(p, '/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', body: { ...body, language: 'KO' } });
    expect(ko.list.map((g: any) => g.nodeId)).toEqual(v.list.map((g: any) => g.nodeId));
    expect(ko.list[0].gameName).toMatch(/[가-힣]/);
  });

  it('refuses a malformed body', async () => {
    const { status, body } = await callJson(p, '/wps/relay/GCSGAME_hotGamesV2', { method: 'POST', body: '{not json' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });
});

describe('menus, lanes and vendors', () => {
  it('game_menus lists every category with games and its vendors', async () => {
    const v = await value(p, '/lgw/games/game_menus');
    expect(v.sorting.map((s: any) => s.gameCategory)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'BINGO',
      'MINI',
    ]);
    const rng = v.sorting[0];
    expect(rng.vendors.length).toBeGreaterThan(10);
    expect(rng.vendors[0]).toEqual({ vassalage: 'PP', displayName: 'Pragmatic Play', lagerIcon: '/media/vendors/PP.svg' });
    for (const s of v.sorting.slice(1)) expect(s.vendors.length, s.gameCategory).toBeLessThanOrEqual(10);
    const live = v.sorting.find((s: any) => s.gameCategory === 'LIVE');
    expect(live.vendors.map((x: any) => x.vassalage)).toEqual(expect.arrayContaining(['EVO', 'EG3', 'EG4', 'EG7']));
    const lott = v.sorting.find((s: any) => s.gameCategory === 'LOTT');
    expect(lott.vendors.map((x: any) => x.vassalage)).toEqual(expect.arrayContaining(['TCG', 'TCG_SEA']));
    expect(v.mapping.RNG.map((c: any) => c.gameClassify)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(v.mapping.RNG[0].vendors.PP).toEqual({ displayName: 'Pragmatic Play' });
    expect(v.mapping.LIVE).toEqual([]);
  });

  it('newGameVendor has one lane per game type', async () => {
    const v = await value(p, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop', { headers: { Language: 'KO' } });
    expect(v.data.lanes).toHaveLength(11);
    const rng = v.data.lanes[0];
    expect(rng).toMatchObject({ title: '슬롯', gameType: 'RNG' });
    expect(rng.cards[0]).toEqual({ vassalage: 'PP', lagerIcon: '/media/vendors/PP.svg', displayName: '프라그마틱 플레이' });
    expect(rng.gameClassify.map((c: any) => c.key)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(rng.gameClassify[0].vendors).toContain('PP');
  });

  it("newGameVendor with firstPage carries each lane's first games, as gameList's first page in the language asked (our extension)", async () => {
    const plain = await value(p, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    expect(plain.data.lanes.every((lane: any) => lane.firstPage === undefined)).toBe(true);
    const v = await value(p, '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&firstPage=10&language=KO');
    expect(v.data.lanes.map((lane: any) => lane.gameType)).toEqual(plain.data.lanes.map((lane: any) => lane.gameType));
    for (const lane of v.data.lanes) {
      const page = await list({ gameType: lane.gameType, pageNo: 1, pageSize: 10, language: 'KO' });
      expect(lane.firstPage, lane.gameType).toEqual({ games: page.games, total: page.total });
    }
    for (const bad of ['0', '21', 'x', '-1']) {
      const answer = await callJson(p, `/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&firstPage=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.errorCode, bad).toBe('request_param_err');
    }
  });

  it('getVassGameType lists vendors with their game types', async () => {
    const v = await value(p, '/wps/relay/GCSGAME_getVassGameType');
    const pp = v.list.find((x: any) => x.vassalage === 'PP');
    expect(pp).toEqual({ vassalage: 'PP', displayName: 'Pragmatic Play', gameTypes: ['RNG', 'LIVE'] });
    expect(v.list.find((x: any) => x.vassalage === 'TCG_LOTTO_VN').gameTypes).toEqual(['ELOTT']);
  });

  it('launches sports, esports and cockfight through one lobby per vendor', async () => {
    for (const gameType of ['SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      const v = await list({ gameType, pageSize: 100 });
      expect(v.games.length, gameType).toBeGreaterThan(0);
      expect(
        v.games.every((g: any) => g.isGame === 'VASSALAGE' && g.supportPlay === 1),
        gameType,
      ).toBe(true);
      expect(new Set(v.games.map((g: any) => g.vassalage)).size).toBe(v.games.length);
    }
  });
});

describe('ODSFE2_getWinnerBoard', () => {
  it('returns the newest winners with their names masked to the first and last letters', async () => {
    const v = await value(p, '/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } });
    expect(v.list).toHaveLength(20);
    const vo = v.list[0].vo;
    expect(Object.keys(vo).sort()).toEqual(
      ['customerId', 'customerName', 'gameCode', 'gameName', 'gameType', 'iconUrl', 'isGame', 'nodeId', 'vassalage', 'winAmount'].sort(),
    );
    expect(v.list.every((e: any) => /^[^*]\*{1,6}[^*]$/.test(e.vo.customerName))).toBe(true);
    expect(vo.iconUrl).toBe(`/media/games/${vo.nodeId}.svg`);
    expect(Number.isInteger(Math.round(vo.winAmount * 100))).toBe(true);
    const live = await value(p, '/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body: { gameCategory: 'LIVE', limitNum: 50 } });
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((e: any) => e.vo.gameType === 'LIVE')).toBe(true);
  });

  it('refuses limits outside 1..50 and unknown categories', async () => {
    for (const body of [
      { gameCategory: 'ALL', limitNum: 0 },
      { gameCategory: 'ALL', limitNum: 51 },
      { gameCategory: 'NOPE', limitNum: 5 },
    ]) {
      const res = await callJson(p, '/wps/relay/ODSFE2_getWinnerBoard', { method: 'POST', body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('request_param_err');
    }
  });
});
