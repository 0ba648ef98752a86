/**
 * A game's information through the gateway (docs/decisions/059): the figures in GraphQL's units
 * (basis points, hundredths, minor units) in the visitor's language, asked once per game and kept
 * at the edge; null on a live platform without the extension and for a game it no longer lists; any
 * other failure an error of the field alone (the game itself still answers).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness();

const INFO = `query ($id: ID!) { game(id: $id) { id name info { returns { bet basisPoints atMost } minStake maxStake payTable { outcome paysHundredths chance } rules } } }`;

const gameOf = async (where: string) => {
  const row = await env.DB.prepare(`SELECT node_id FROM games WHERE ${where} ORDER BY node_id LIMIT 1 OFFSET ?1`).bind(0).first<{ node_id: number }>();
  return String(row!.node_id);
};

describe('Game.info', () => {
  it('answers a slot in minor units, basis points and hundredths, and keeps it at the edge', async () => {
    const id = await gameOf(`game_type = 'RNG'`);
    const platform = await h.platformValue(`/wps/game/info?gameId=${id}`);
    const { result } = await h.run(INFO, { id });
    expect(result.errors).toBeUndefined();
    const info = result.data.game.info;
    expect(info.returns).toEqual([{ bet: null, basisPoints: 9600, atMost: false }]);
    expect(info.minStake).toBe(Math.round(platform.minBet * 100));
    expect(info.maxStake).toBe(Math.round(platform.maxBet * 100));
    expect(info.payTable[0]).toEqual({ outcome: 'Three × crown', paysHundredths: 50_000, chance: 0.0002 });
    expect(info.rules.length).toBeGreaterThan(1);
    // Asked again: from the edge cache, not the platform.
    h.binding.requests = [];
    await h.run(INFO, { id });
    expect(h.binding.endpoints().filter((e) => e === '/wps/game/info')).toEqual([]);
  });

  it('speaks the visitor’s language', async () => {
    const id = await gameOf(`game_type = 'LIVE'`);
    const { result } = await h.run(INFO, { id }, { locale: 'ko' });
    expect(result.errors).toBeUndefined();
    expect(result.data.game.info.returns.map((r: { bet: string }) => r.bet)).toEqual(['플레이어', '뱅커', '타이']);
    expect(result.data.game.info.returns.map((r: { basisPoints: number }) => r.basisPoints)).toEqual([9876, 9894, 8564]);
  });

  it("is null, never failed, on a live platform without this project's extension, and for a game it no longer lists", async () => {
    const answers = [
      () => Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' }),
      () => new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      () => Response.json({ success: false, errorCode: 'game.not_found', message: 'game not found' }, { status: 400 }),
    ];
    let offset = 1;
    for (const answer of answers) {
      const row = await env.DB.prepare(`SELECT node_id FROM games WHERE game_type = 'FISH' ORDER BY node_id LIMIT 1 OFFSET ?1`)
        .bind(offset++)
        .first<{ node_id: number }>();
      h.binding.intercept = (endpoint, response) => (endpoint === '/wps/game/info' ? answer() : response);
      const { result } = await h.run(INFO, { id: String(row!.node_id) });
      expect(result.errors).toBeUndefined();
      expect(result.data.game).toMatchObject({ id: String(row!.node_id), info: null });
    }
  });

  it('fails the field alone when the platform cannot answer', async () => {
    const id = await gameOf(`game_type = 'PVP'`);
    h.binding.intercept = (endpoint, response) => (endpoint === '/wps/game/info' ? new Response('busy', { status: 503 }) : response);
    const { result } = await h.run(INFO, { id });
    expect(result.errors?.[0]?.path).toEqual(['game', 'info']);
    expect(result.data.game).toMatchObject({ id, info: null });
  });
});
