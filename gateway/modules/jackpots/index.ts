import type { GameResolvers, JackpotPoolResolvers, Resolvers } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import type { GameDto } from '#gateway/upstream/dto/index';
import { jackpotBoard, poolCovers } from './board';
import { jackpot } from './resolvers/Query/jackpot';
import { jackpots } from './resolvers/Query/jackpots';

type Feeds = Promise<{ code: string; amount: number }[]>;
/**
 * Each game's pools, worked out once a request for its three fields (a card asks for two of them);
 * kept per request, since a game's object may come from the isolate's cache and the amounts move.
 */
const fed = new WeakMap<GatewayContext, WeakMap<GameDto, Feeds>>();

/** The pools a game feeds, largest first: from the page's one read of the brand's pools. */
function feeds(game: GameDto, ctx: GatewayContext): Feeds {
  const ofRequest = fed.get(ctx) ?? new WeakMap<GameDto, Feeds>();
  fed.set(ctx, ofRequest);
  const known = ofRequest.get(game);
  if (known) return known;
  const found = jackpotBoard(ctx).then(({ pools }) =>
    pools
      .filter((pool) => poolCovers(pool, game))
      .sort((a, b) => b.amount - a.amount)
      .map((pool) => ({ code: pool.code, amount: pool.amount })),
  );
  ofRequest.set(game, found);
  return found;
}

const gameJackpots: GameResolvers = {
  jackpots: (game, _args, ctx) => feeds(game, ctx),
  jackpotCode: async (game, _args, ctx) => (await feeds(game, ctx))[0]?.code ?? null,
  jackpotAmount: async (game, _args, ctx) => (await feeds(game, ctx))[0]?.amount ?? null,
};

const JackpotPool: JackpotPoolResolvers = {
  contributionBasisPoints: (pool) => Math.round(pool.contributionPercent * 100),
  gameTypes: (pool) => pool.games.types,
  vendors: (pool) => pool.games.vendors,
  games: (pool) => pool.games.games.map((game) => ({ id: String(game.id), name: game.name })),
  wins: (pool) => pool.wins ?? [],
};

/** Jackpots that can be won (docs/decisions/064-jackpot-pools.md; docs/platform-protocol.md "Jackpot pools"). */
export const jackpotsResolvers: Resolvers = {
  Query: { jackpots, jackpot },
  JackpotPool,
  Game: gameJackpots,
  SiteEvent: {
    // The amounts a JACKPOTS frame carried; on the stream's first event, the amounts as the stream
    // opens (a tab back from hidden catches up); null when the brand has no pools.
    jackpots: async (event, _args, ctx) => {
      if (event.kind === 'JACKPOTS') return event.jackpots ?? null;
      if (event.kind !== 'SNAPSHOT') return null;
      const { pools } = await jackpotBoard(ctx).catch(() => ({ pools: [] }));
      return pools.length ? pools.map((pool) => ({ code: pool.code, amount: pool.amount })) : null;
    },
  },
};
