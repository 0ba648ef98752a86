/**
 * Jackpots through the gateway against the reference platform (docs/decisions/064): the brand's pools
 * with their rules and amounts, one pool with its winners, the pools a game feeds on its card, and a
 * platform without the extension (or a brand that switched its pools off, or one that may not show
 * an amount that cannot be won) answering what the home page must show instead, never failing.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness();

const BOARD = `{ jackpots { decorative pools { code name amount seed contributionBasisPoints trigger mustDropBy ceiling oddsStake gameTypes { code name } vendors { code } games { id } lastWin { amount } wins { amount } } } }`;
const ONE = `query ($code: String!) { jackpot(code: $code) { code name amount wins { amount wonAt gameName winner } } }`;
const CARDS = `{ hotGames(limit: 4) { id gameType jackpots { code amount } jackpotCode jackpotAmount } }`;

/** The platform's info block with some of its fields changed, as a platform would answer it. */
const infoWith = (change: Record<string, unknown>) => async (endpoint: string, response: Response) => {
  if (endpoint !== '/wps/system/info') return response;
  const envelope = (await response.json()) as { value: Record<string, unknown> };
  const value = { ...envelope.value, ...change };
  for (const [key, replacement] of Object.entries(change)) if (replacement === undefined) delete value[key];
  return Response.json({ ...envelope, value });
};

describe('jackpots through the gateway', () => {
  it("lists the brand's pools with their rules and amounts, and no decorative counter beside them", async () => {
    const { result } = await h.run(BOARD);
    expect(result.errors).toBeUndefined();
    const { decorative, pools } = result.data.jackpots;
    expect(decorative).toBe(false);
    expect(pools.map((p: { code: string }) => p.code)).toEqual(['MEGA', 'MINI']);
    expect(pools[0]).toMatchObject({
      name: 'Mega Jackpot',
      seed: 2_500_000,
      contributionBasisPoints: 100,
      trigger: 'MUST_DROP',
      mustDropBy: 5_000_000,
      ceiling: null,
      oddsStake: null,
      gameTypes: [{ code: 'RNG', name: 'Slots' }],
      vendors: [],
      games: [],
      wins: [],
    });
    expect(pools[0].amount).toBeGreaterThanOrEqual(2_500_000);
    expect(pools[1]).toMatchObject({ trigger: 'RANDOM', ceiling: 500_000, oddsStake: 20_000_000, contributionBasisPoints: 50 });
  });

  it('reads one pool by its code in any case; an unknown or malformed code is null', async () => {
    const mega = (await h.run(ONE, { code: ' mega ' }, { locale: 'ko' })).result;
    expect(mega.errors).toBeUndefined();
    expect(mega.data.jackpot).toMatchObject({ code: 'MEGA', name: '메가 잭팟', wins: [] });
    for (const code of ['NOPE', '../x', '', 'A'.repeat(40), 'MEGA;DROP']) {
      const { result } = await h.run(ONE, { code });
      expect(result.errors, code).toBeUndefined();
      expect(result.data.jackpot, code).toBeNull();
    }
  });

  it("names on a slot's card the pools it feeds, largest first, from one read of the pools", async () => {
    const { result } = await h.run(CARDS);
    expect(result.errors).toBeUndefined();
    for (const game of result.data.hotGames.filter((g: { gameType: string }) => g.gameType === 'RNG')) {
      expect(game.jackpots.map((j: { code: string }) => j.code)).toEqual(['MEGA', 'MINI']);
      // The card's own two fields: the largest pool.
      expect({ code: game.jackpotCode, amount: game.jackpotAmount }).toEqual(game.jackpots[0]);
    }
    expect(h.binding.endpoints().filter((e) => e === '/wps/jackpot/pools')).toHaveLength(1);
  });

  it('on a platform without the extension: no pools and the spec’s counter, never a failure', async () => {
    for (const answer of [
      () => Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' }),
      () => new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      await h.reset();
      h.binding.intercept = (endpoint, response) => (endpoint === '/wps/jackpot/pools' ? answer() : response);
      const { result } = await h.run(`{ jackpots { decorative pools { code } } hotGames(limit: 2) { jackpots { code } } }`);
      expect(result.errors).toBeUndefined();
      expect(result.data.jackpots).toEqual({ decorative: true, pools: [] });
      expect(result.data.hotGames.every((g: { jackpots: unknown[] }) => g.jackpots.length === 0)).toBe(true);
    }
    // An info block without our fields (the spec's): the counter, and no pools asked for. (The
    // isolate saw this brand's pools on in the tests before: its first read here may ask once and
    // drop the answer, as for a switch turned off since; from then on, never.)
    await h.reset();
    h.binding.intercept = infoWith({ jackpotPools: undefined, decorativeJackpot: undefined });
    await h.run(`{ jackpots { decorative } }`);
    for (let i = 0; i < 2; i++) {
      await h.reset();
      h.binding.intercept = infoWith({ jackpotPools: undefined, decorativeJackpot: undefined });
      expect((await h.run(`{ jackpots { decorative pools { code } } }`)).result.data.jackpots).toEqual({ decorative: true, pools: [] });
      expect(h.binding.endpoints()).toContain('/wps/system/info');
      expect(h.binding.endpoints()).not.toContain('/wps/jackpot/pools');
    }
  });

  it("reads the pools beside the brand's information once it has seen them on: one platform round trip (ADR 069)", async () => {
    await h.run(`{ jackpots { decorative } }`);
    await h.reset();
    const { result } = await h.run(`{ brand { name } jackpots { decorative pools { code } } hotGames(limit: 2) { jackpots { code } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.jackpots.pools.map((p: { code: string }) => p.code)).toEqual(['MEGA', 'MINI']);
    expect(h.binding.rounds).toBe(1);
  });

  it('a brand that may not show an amount that cannot be won shows no counter; a platform that fails shows none either', async () => {
    h.binding.intercept = infoWith({ jackpotPools: false, decorativeJackpot: false });
    expect((await h.run(`{ jackpots { decorative pools { code } } }`)).result.data.jackpots).toEqual({ decorative: false, pools: [] });
    await h.reset();
    h.binding.intercept = (endpoint, response) => (endpoint === '/wps/jackpot/pools' ? new Response('busy', { status: 503 }) : response);
    const { result } = await h.run(`{ jackpots { decorative } banners(group: "w_home") { id } }`);
    expect(result.data.jackpots).toBeNull();
    expect(result.data.banners.length).toBeGreaterThan(0);
  });
});
