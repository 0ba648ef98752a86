import type { MutationResolvers, QueryResolvers, Resolvers, TournamentResolvers } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { notOffered, unlessNotOffered, UpstreamError } from '#gateway/errors';
import { isRealMember } from '#gateway/session-guard';
import { userError, userErrorFrom } from '#gateway/user-errors';
import type { TournamentDto } from '#gateway/upstream/dto/index';
import { boardLines, standingModel, type StandingModel } from './models';

/** A run's code as the platform writes them. */
const RUN_CODE = /^[A-Z0-9-]{1,40}$/;

type Standings = { excluded: boolean; list: StandingModel[] };

/**
 * The member's standings, read once a request: all of their recent runs (the lobby asks each run for
 * its own), or one run by its code (a run's page: an older run than the recent list holds too).
 */
const standingsOf = new WeakMap<GatewayContext, Map<string, Promise<Standings>>>();

function memberStandings(ctx: GatewayContext, code: string | null = null): Promise<Standings> {
  const ofRequest = standingsOf.get(ctx) ?? new Map<string, Promise<Standings>>();
  standingsOf.set(ctx, ofRequest);
  const known = ofRequest.get(code ?? '');
  if (known) return known;
  const read = (async () => {
    if (!(await isRealMember(ctx))) return { excluded: false, list: [] };
    const answer = await unlessNotOffered(ctx.platform.call('memberTournaments', code ? { query: { code } } : {}));
    return answer ? { excluded: answer.excluded, list: answer.list.map(standingModel) } : { excluded: false, list: [] };
  })();
  ofRequest.set(code ?? '', read);
  return read;
}

/** One run with its board; null for a code the brand has no run for (malformed included) and on a platform without tournaments. */
async function runWithBoard(ctx: GatewayContext, code: string): Promise<TournamentDto | null> {
  const wanted = code.trim().toUpperCase();
  if (!RUN_CODE.test(wanted)) return null;
  try {
    return await ctx.platform.call('tournamentDetail', { query: { code: wanted } });
  } catch (error) {
    if (notOffered(error) || (error instanceof UpstreamError && error.platformCode === 'tournament.not_found')) return null;
    throw error;
  }
}

const tournaments: NonNullable<QueryResolvers['tournaments']> = async (_parent, _args, ctx) => {
  const answer = await unlessNotOffered(ctx.platform.call('tournamentList'));
  return answer ? answer.list : null;
};

const Tournament: TournamentResolvers = {
  // A cached answer may be seconds old: a run's times say where it stands, until the platform says it is settled.
  state: (run) => {
    if (run.state === 'FINISHED' || run.state === 'ENDED') return run.state;
    const now = Date.now();
    return now >= run.endsAt ? 'ENDED' : now >= run.startsAt ? 'RUNNING' : 'UPCOMING';
  },
  prizes: (run) =>
    run.prizes.map((prize) => ({
      fromRank: prize.fromRank,
      toRank: prize.toRank,
      kind: prize.kind,
      money: prize.kind === 'POINTS' ? null : prize.amount,
      points: prize.kind === 'POINTS' ? prize.amount : null,
      turnoverMultiplier: prize.kind === 'BONUS' ? prize.turnoverMultiplier : null,
    })),
  gameTypes: (run) => run.games.types,
  vendors: (run) => run.games.vendors,
  games: (run) => run.games.games.map((game) => ({ id: String(game.id), name: game.name })),
  // The lobby's runs come without their boards: a board asked of one is read with it.
  board: async (run, _args, ctx) => boardLines(run.scoring, run.board ?? (await runWithBoard(ctx, run.code))?.board ?? []),
  // A run read with its board is a run's page: its own standing is asked for by its code.
  mine: async (run, _args, ctx) => (await memberStandings(ctx, run.board ? run.code : null)).list.find((standing) => standing.code === run.code) ?? null,
};

const joinTournament: NonNullable<MutationResolvers['joinTournament']> = async (_parent, { code }, ctx) => {
  const wanted = code.trim().toUpperCase();
  if (!RUN_CODE.test(wanted)) return { ok: false, errors: [userError('NOT_FOUND', 'code')], tournament: null, buyIn: null };
  let buyIn: number;
  try {
    buyIn = (await ctx.platform.call('joinTournament', { body: { code: wanted } })).buyIn;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], tournament: null, buyIn: null };
  }
  standingsOf.delete(ctx);
  // Joined: a run that cannot be read back now is still joined (the answer says so, without the run).
  const tournament = await runWithBoard(ctx, wanted).catch(() => null);
  return { ok: true, errors: [], tournament, buyIn };
};

/** Tournaments and races (docs/decisions/066-tournaments.md; docs/platform-protocol.md "Tournaments"). */
export const tournamentsResolvers: Resolvers = {
  Query: {
    tournaments,
    tournament: (_parent, { code }, ctx) => runWithBoard(ctx, code),
    tournamentsExcluded: async (_parent, _args, ctx) => (await memberStandings(ctx)).excluded,
  },
  Mutation: { joinTournament },
  Tournament,
  SiteEvent: {
    leaderboard: (event) => (event.kind === 'LEADERBOARD' ? (event.leaderboard ?? null) : null),
  },
  LiveEvent: {
    tournaments: (event) => event.tournaments ?? null,
  },
};
