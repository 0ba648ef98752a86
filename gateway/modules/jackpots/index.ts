import type { GameResolvers, JackpotPoolResolvers, Resolvers } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import type { GameDto } from '#gateway/upstream/dto/index';
import { jackpotBoard, poolCovers } from './board';
import { jackpot } from './resolvers/Query/jackpot';
import { jackpots } from './resolvers/Query/jackpots';

/** The pools a game feeds, largest first: from the page's one read of the brand's pools. */
async function feeds(game: GameDto, ctx: GatewayContext) {
  const { pools } = await jackpotBoard(ctx);
  return pools
    .filter((pool) => poolCovers(pool, game))
    .sort((a, b) => b.amount - a.amount)
    .map((pool) => ({ code: pool.code, amount: pool.amount }));
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
