/**
 * Tournaments and races (this project's extension: docs/platform-protocol.md "Tournaments";
 * docs/decisions/066-tournaments.md):
 * - GET  /wps/tournament/list: the runs the lobby shows (running, coming, finished in the last week),
 *   each with its rules, prize table, schedule and number of entrants; public;
 * - GET  /wps/tournament/detail?code=: one run with its board (the top 20, names masked); public;
 * - GET  /wps/member/tournaments[?code=]: the member's standings (score, place, entrants, prize), and
 *   whether an exclusion keeps them out (then the pages invite them to nothing);
 * - POST /wps/member/tournament/join `{code}`: enters an OPT_IN or BUY_IN run (the buy-in from the
 *   main wallet), in the member's wallet lock.
 * Each read first settles the brand's runs that have ended, makes the current and next runs of its
 * series and tells of the tournaments that started (push.ts), so the pages are right without waiting
 * for the minute's sweep.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, okPrivate, PlatformError } from '../../http/envelope';
import { jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { poolGames, poolName } from '../jackpots/pools';
import { catalogueNames } from '../jackpots/store';
import { exclusionInForce } from '../responsible-gaming/store';
import { requireRealSession } from '../session/real-session';
import { moneyError } from '../transfer/wire';
import { walletGate } from '../wallet/wallet-gate';
import { prizesOf, prizeView, runState, type TournamentRow } from './rules';
import { settleEndedRuns } from './settle';
import { tellStarts } from './push';
import { board, ensureRuns, lobbyRuns, runByCode, standings } from './store';

const notFound = () => new PlatformError(404, 'tournament.not_found', 'tournament not found');

const Code = z.object({ code: z.string({ message: 'code: required' }).trim().min(1, 'code: required').max(40, 'code: at most 40 characters') });

/**
 * The brand's runs brought up to date: one ended run settled (the minute's sweep does the rest), the
 * current and next ones made, started tournaments told. A read never fails for it: a settlement that
 * cannot finish now is taken over later (settle.ts), and the page reads what is stored.
 */
async function upToDate(ctx: BrandContext, now: number): Promise<void> {
  const merchant = ctx.brand.row.merchant_code;
  try {
    await settleEndedRuns(ctx.env, now, merchant, 1);
    await ensureRuns(ctx.env.DB, merchant, now);
    await tellStarts(ctx.env, now, merchant);
  } catch (error) {
    console.warn('tournaments not brought up to date on a read', error instanceof Error ? error.message : error);
  }
}

/** Runs as the protocol answers them: names in the request's language, what they cover by name, amounts on the wire. */
async function runViews(ctx: BrandContext, runs: readonly (TournamentRow & { entrants: number })[], now: number) {
  const names = await catalogueNames(ctx, runs);
  return runs.map((run) => {
    const games = poolGames(run.games);
    return {
      code: run.code,
      kind: run.kind,
      name: poolName(run, ctx.text, ctx.brand.row.default_language),
      state: runState(run, now),
      startsAt: run.starts_at,
      endsAt: run.ends_at,
      entry: run.entry,
      buyIn: run.entry === 'BUY_IN' ? minorToAmount(run.buy_in_minor) : null,
      scoring: run.scoring,
      minStake: minorToAmount(run.min_stake_minor),
      prizes: prizesOf(run.prizes).map(prizeView),
      games: {
        types: games.types.map((code) => ({ code, name: names.types.get(code) ?? code })),
        vendors: games.vendors.map((code) => ({ code, name: names.vendors.get(code) ?? code })),
        games: games.games.map((id) => ({ id, name: names.games.get(String(id)) ?? String(id) })),
      },
      entrants: run.entrants,
    };
  });
}

async function list(ctx: BrandContext): Promise<Response> {
  const now = clock(ctx.env);
  await upToDate(ctx, now);
  const runs = await lobbyRuns(ctx.env.DB, ctx.brand.row.merchant_code, now);
  return ok({ list: await runViews(ctx, runs, now) });
}

async function detail(ctx: BrandContext): Promise<Response> {
  const { code } = parseWith(Code, queryObject(ctx.url));
  const now = clock(ctx.env);
  await upToDate(ctx, now);
  const run = await runByCode(ctx.env.DB, ctx.brand.row.merchant_code, code.toUpperCase());
  if (!run) throw notFound();
  const [[view], top] = await Promise.all([runViews(ctx, [run], now), board(ctx.env.DB, run)]);
  return ok({ ...view, board: top });
}

async function mine(ctx: BrandContext): Promise<Response> {
  const { code } = parseWith(Code.partial(), queryObject(ctx.url));
  const session = await requireRealSession(ctx);
  const now = clock(ctx.env);
  const merchant = ctx.brand.row.merchant_code;
  await upToDate(ctx, now);
  const [list, exclusion] = await Promise.all([
    standings(ctx.env.DB, merchant, session.account.id, now, code ? [code.toUpperCase()] : null),
    exclusionInForce(ctx.env.DB, session.account.id, now),
  ]);
  return okPrivate({ excluded: exclusion !== null, list });
}

async function join(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { code } = parseWith(Code, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  await upToDate(ctx, now);
  const result = await walletGate(ctx.env).execute({ op: 'tournament.join', merchant, accountId: session.account.id, code: code.toUpperCase() });
  if (!result.ok) {
    if (result.code === 'wallet.not_found') throw notFound();
    if (result.message === 'tournament.ended') throw new PlatformError(409, 'tournament.ended', 'this tournament has ended');
    if (result.message === 'tournament.automatic')
      throw new PlatformError(409, 'tournament.automatic', 'every member takes part in this tournament: there is nothing to join');
    throw moneyError(result.code, result.message, result.detail);
  }
  const [standing] = await standings(ctx.env.DB, merchant, session.account.id, now, [code.toUpperCase()]);
  const value = result.value as { joined: boolean; buyInMinor: number };
  return okPrivate({ joined: value.joined, buyIn: minorToAmount(value.buyInMinor), standing: standing ?? null });
}

export const tournamentRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/tournament/list', faultKey: '/wps/tournament/list', methods: { GET: list } },
  { kind: 'brand', path: '/wps/tournament/detail', faultKey: '/wps/tournament/detail', methods: { GET: detail } },
  { kind: 'brand', path: '/wps/member/tournaments', faultKey: '/wps/member/tournaments', methods: { GET: mine } },
  { kind: 'brand', path: '/wps/member/tournament/join', faultKey: '/wps/member/tournament/join', methods: { POST: join } },
];
