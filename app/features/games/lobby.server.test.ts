import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { loadLobby, SLOT_MIN_BET_MINOR, SLOT_MIN_LINES } from './lobby.server';

/** A context whose gateway records the filter a lobby page asks for. */
function recording() {
  const asked: Record<string, unknown>[] = [];
  const context = {
    graphql: async (_document: unknown, variables: Record<string, unknown>) => {
      asked.push(variables.filter as Record<string, unknown>);
      return { data: { gameNavigation: [], games: { total: 0, items: [] } } };
    },
  } as unknown as AppLoadContext;
  return { asked, context };
}

describe('the slots lobby filters (minimum bet 1, 25 lines or more)', () => {
  it('are offered on slots and narrow the game list', async () => {
    const { asked, context } = recording();
    const data = await loadLobby(new Request('https://portal.test/rng?minBet=1&lines=25'), context, { title: 'Slots', filter: { gameType: 'RNG' } });
    expect(data).toMatchObject({ slotFilters: true, minBet: true, manyLines: true });
    expect(asked[0]).toMatchObject({ gameType: 'RNG', minBet: SLOT_MIN_BET_MINOR, minLines: SLOT_MIN_LINES });
  });

  it('are neither offered nor applied elsewhere, and ignore other values', async () => {
    const { asked, context } = recording();
    const live = await loadLobby(new Request('https://portal.test/live?minBet=1&lines=25'), context, { title: 'Live', filter: { gameType: 'LIVE' } });
    expect(live).toMatchObject({ slotFilters: false, minBet: false, manyLines: false });
    expect(asked[0]).toMatchObject({ minBet: undefined, minLines: undefined });
    await loadLobby(new Request('https://portal.test/rng?minBet=5&lines=9'), context, { title: 'Slots', filter: { gameType: 'RNG' } });
    expect(asked[1]).toMatchObject({ minBet: undefined, minLines: undefined });
  });
});

describe('a named route whose provider the brand lacks', () => {
  it('says so (the page links to the providers) instead of an empty list', async () => {
    const context = {
      graphql: async () => ({
        data: {
          gameNavigation: [{ gameType: 'RNG', name: 'Slots', vendors: [{ code: 'PP', name: 'Pragmatic Play' }], classes: [] }],
          games: { total: 0, items: [] },
        },
      }),
    } as unknown as AppLoadContext;
    const lacking = await loadLobby(new Request('https://portal.test/pg'), context, { title: 'PG', filter: { vendor: 'PG' }, anyType: true });
    expect(lacking.unknownVendor).toBe(true);
    const known = await loadLobby(new Request('https://portal.test/pp'), context, { title: 'PP', filter: { gameType: 'RNG', vendor: 'PP' } });
    expect(known.unknownVendor).toBe(false);
  });
});
