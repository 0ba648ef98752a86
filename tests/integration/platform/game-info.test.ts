/**
 * A game's information (our extension, GET /wps/game/info; docs/decisions/059): what it says is
 * what the game's own page offers and pays. The stakes are read off a free trial's page of the same
 * game; the returns and pay tables are the engines' (their figures are unit-tested against the
 * engines in platform/src/modules/play/game-info.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { callJson, platform, qs, value } from './client';
import { gameWhere, getPage, stakesIn, type CatalogueGame } from './play-support';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

const info = (gameId: number | string, language?: string) => value(p, `/wps/game/info?${qs({ gameId, ...(language ? { language } : {}) })}`);

/** A guest's free trial of the game, and the stakes its page offers. */
async function trialStakes(game: CatalogueGame): Promise<number[]> {
  const launched = await callJson(p, '/wps/relay/GCS_gameLaunchFB', {
    method: 'POST',
    headers: { 'X-Client-IP': '198.51.100.59' },
    body: { gameType: game.game_type, vassalage: game.vassalage, gameId: game.game_code, nodeId: game.node_id, platform: 'web', language: 'EN' },
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  return stakesIn((await getPage(p, launched.body.value.content.game_url)).html);
}

describe('GET /wps/game/info', () => {
  it('gives a slot its return, its pay table and the stakes its page offers', async () => {
    const slot = await gameWhere(`game_type = 'RNG' AND support_play = 0`);
    const v = await info(slot.node_id);
    expect(Object.keys(v).sort()).toEqual(['maxBet', 'minBet', 'nodeId', 'payTable', 'rtp', 'rules'].sort());
    expect(v.nodeId).toBe(slot.node_id);
    expect(v.rtp).toEqual([{ bet: null, percent: 96, atMost: false }]);
    const returned = v.payTable.reduce((sum: number, row: { pays: number; chance: number }) => sum + row.pays * row.chance, 0);
    expect(returned).toBeCloseTo(0.96, 4);
    const stakes = await trialStakes(slot);
    expect([v.minBet * 100, v.maxBet * 100]).toEqual([Math.min(...stakes), Math.max(...stakes)]);
    // It has a free trial, so the rules say what a trial pays.
    expect(v.rules.some((paragraph: string) => paragraph.includes('free trial'))).toBe(true);
  });

  it('answers in the language asked for, and the request language otherwise', async () => {
    const live = await gameWhere(`game_type = 'LIVE'`);
    const ko = await info(live.node_id, 'KO');
    expect(ko.rtp.map((r: { bet: string }) => r.bet)).toEqual(['플레이어', '뱅커', '타이']);
    expect(ko.rtp.map((r: { percent: number }) => r.percent)).toEqual([98.76, 98.94, 85.64]);
    expect(ko.rules[0]).toContain('바카라');
    const th = await value(p, `/wps/game/info?${qs({ gameId: live.node_id })}`, { headers: { Language: 'TH' } });
    expect(th.rules[0]).toContain('บาคาร่า');
  });

  it('gives a crash game and a sportsbook their own rules', async () => {
    const crashGame = await gameWhere(`game_type = 'MINI' AND vassalage IN ('SPX', 'CRM')`);
    const crash = await info(crashGame.node_id);
    expect(crash.rtp[0].percent).toBe(97);
    for (const row of crash.payTable) expect(row.pays * row.chance).toBeCloseTo(0.97, 4);
    const sports = await info((await gameWhere(`game_type = 'SPORTS'`)).node_id);
    expect(sports.rtp).toEqual([{ bet: null, percent: 95, atMost: true }]);
    expect(sports.payTable).toEqual([]);
  });

  it('refuses an unknown game and a malformed id, and is public', async () => {
    const unknown = await callJson(p, `/wps/game/info?gameId=999999999`);
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'game.not_found']);
    for (const gameId of ['abc', '0', '-1', '1e3', '']) {
      const bad = await callJson(p, `/wps/game/info?${qs({ gameId })}`);
      expect([bad.status, bad.body.errorCode], gameId).toEqual([400, 'request_param_err']);
    }
    const res = await callJson(p, `/wps/game/info?gameId=${(await gameWhere(`game_type = 'FISH'`)).node_id}`, { headers: { Authorization: '' } });
    expect(res.status).toBe(200);
  });
});
