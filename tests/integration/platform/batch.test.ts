/**
 * POST /wps/batch (docs/platform-protocol.md "Batched public reads"): each part answered exactly
 * as its own call, with its own faults, streamed in the order the parts finish.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { call, callJson, platform, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});
afterEach(async () => {
  await call(p, '/__dev/faults', { method: 'DELETE', rawHeaders: new Headers() });
});

const putFault = (body: Record<string, unknown>) => value(p, '/__dev/faults', { method: 'PUT', body, rawHeaders: new Headers() });

interface Line {
  i: number;
  status: number;
  body: string;
}

async function batch(calls: unknown[], headers: Record<string, string> = {}): Promise<{ response: Response; lines: Line[] }> {
  const response = await call(p, '/wps/batch', { method: 'POST', body: { calls }, headers: { ModuleId: 'COMM3', ...headers } });
  const text = new TextDecoder().decode(await response.arrayBuffer());
  const lines = response.headers.get('content-type')?.includes('ndjson')
    ? text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Line)
    : [];
  return { response, lines };
}

const byIndex = (lines: Line[]) => [...lines].sort((a, b) => a.i - b.i);
const GAME_LIST = {
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  query: { gameType: 'RNG', pageNo: '1', pageSize: '3', language: 'EN' },
  moduleId: 'GAMELO3',
};

describe('POST /wps/batch', () => {
  it('answers every part as its own call would, GET and POST reads alike', async () => {
    const hot = { merchantCode: 'DEMO', isPlatform: 2, platform: 'html5-desktop', language: 'EN' };
    const { response, lines } = await batch([
      { method: 'GET', path: '/wps/system/status', moduleId: 'COMM3' },
      GAME_LIST,
      { method: 'POST', path: '/wps/relay/GCSGAME_hotGamesV2', body: hot, moduleId: 'GAMELO3' },
      { method: 'GET', path: '/wps/no/such/call', moduleId: 'COMM3' },
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const [status, games, hotGames, unknown] = byIndex(lines);
    expect(lines).toHaveLength(4);
    expect([status!.status, games!.status, hotGames!.status, unknown!.status]).toEqual([200, 200, 200, 404]);
    // The same bodies as the calls made alone.
    expect(JSON.parse(status!.body)).toEqual(await (await call(p, '/wps/system/status')).json());
    const alone = await callJson(p, '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=3&language=EN', { headers: { ModuleId: 'GAMELO3' } });
    expect(JSON.parse(games!.body)).toEqual(alone.body);
    expect(JSON.parse(hotGames!.body)).toEqual((await callJson(p, '/wps/relay/GCSGAME_hotGamesV2', { body: hot, headers: { ModuleId: 'GAMELO3' } })).body);
    expect(JSON.parse(unknown!.body)).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('faults each part by its own key and scope; a slow part is answered last and holds up no other', async () => {
    await putFault({ endpoint: 'GCSGAME_gameList', errorRate: 1, scope: 'batch-a' });
    await putFault({ endpoint: '/wps/system/whitelabel', delayMs: 300, scope: 'batch-a' });
    const { lines } = await batch(
      [{ method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3' }, GAME_LIST, { method: 'GET', path: '/wps/system/info', moduleId: 'COMM3' }],
      { 'X-Fault-Scope': 'batch-a' },
    );
    expect(lines.map((line) => line.i).at(-1)).toBe(0);
    const [whitelabel, games, info] = byIndex(lines);
    expect(whitelabel!.status).toBe(200);
    expect(games!.status).toBe(500);
    expect(JSON.parse(games!.body)).toMatchObject({ success: false, errorCode: '#727' });
    expect(info!.status).toBe(200);
    // Another scope's batch is not faulted.
    const other = await batch([GAME_LIST, GAME_LIST], { 'X-Fault-Scope': 'batch-b' });
    expect(other.lines.map((line) => line.status)).toEqual([200, 200]);
  });

  it("passes the session only to a read that asks for it, checks each part's module, and refuses sealed calls alone", async () => {
    const gamesModule = (enabled: boolean) => value(p, '/__dev/whitelabel', { method: 'PUT', body: { modId: 'GAMELO3', enabled }, rawHeaders: new Headers() });
    await gamesModule(false);
    try {
      const { lines } = await batch(
        [
          GAME_LIST,
          { method: 'GET', path: '/wps/system/status', moduleId: 'COMM3' },
          { method: 'POST', path: '/wps/session/login', body: {}, moduleId: 'COMM3' },
        ],
        { Authorization: 'not-a-session' },
      );
      const [games, status, login] = byIndex(lines);
      expect(JSON.parse(games!.body)).toMatchObject({ success: false, errorCode: 'function.not.available' });
      expect(status!.status).toBe(200);
      expect(login!.status).toBe(400);
      expect(JSON.parse(login!.body)).toMatchObject({ success: false, message: 'a sealed call cannot be batched' });
    } finally {
      await gamesModule(true);
    }
    // A member's read with a token that is no session: the part alone is refused as the call would be.
    const member = await batch([{ method: 'GET', path: '/wps/member/info', moduleId: 'COMM3', auth: true }, GAME_LIST], { Authorization: 'not-a-session' });
    const [info, games] = byIndex(member.lines);
    expect(JSON.parse(info!.body)).toMatchObject({ success: false, errorCode: 'login.not.session' });
    expect(games!.status).toBe(200);
  });

  it('refuses a malformed batch as a whole, with the usual envelope', async () => {
    const refused = async (body: unknown, method = 'POST') => {
      const response = await call(p, '/wps/batch', { method, body, headers: { ModuleId: 'COMM3' } });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
    };
    await refused('not json');
    await refused({});
    await refused({ calls: [] });
    await refused({ calls: Array.from({ length: 21 }, () => GAME_LIST) });
    await refused({ calls: [{ ...GAME_LIST, path: '/wps/batch' }] });
    await refused({ calls: [{ ...GAME_LIST, path: '/__dev/faults' }] });
    await refused({ calls: [{ ...GAME_LIST, path: 'https://elsewhere.example/wps/x' }] });
    await refused({ calls: [{ ...GAME_LIST, method: 'DELETE' }] });
    await refused({ calls: [{ method: 'POST', path: '/wps/relay/MCS2_claimPromotion', body: {}, moduleId: 'COMM3', auth: true }] });
    await refused({ calls: [GAME_LIST], padding: 'x'.repeat(40_000) });
    const get = await call(p, '/wps/batch', { method: 'GET', headers: { ModuleId: 'COMM3' } });
    expect(get.status).toBe(400);
  });
});
