/**
 * The operator's tournament tools (DEV_TOOLS = "1"; docs/platform-protocol.md "Tournaments"):
 * - GET  /__dev/tournaments?merchant=: the brand's series and its runs (state, entrants, prizes paid);
 * - PUT  /__dev/tournaments `{merchant?, code, kind, names, games, entry, buyIn?, scoring, minStake?,
 *   prizes, periodMinutes, active?}`: sets up a series or changes it (runs under way, and coming runs
 *   members joined, keep their rules; other coming runs are made again, or not when it stops);
 * - POST /__dev/tournaments/end `{merchant?, code}`: ends a running run now and settles it (the demo's
 *   and the tests' way to see a run's end without waiting for it);
 * - POST /__dev/tournaments/sweep: settles every run that has ended, as the minute's sweep does.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { amountToMinor, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { ENTRIES, PRIZE_KINDS, prizesProblem, SCORINGS, type Prize, type TournamentRow } from './rules';
import { settleEndedRuns, settleRun } from './settle';
import { ensureRuns } from './store';

const merchant = z.string().trim().max(40).optional();
const codes = z.array(z.string().trim().min(1).max(40)).max(50).default([]);

const SeriesBody = z.object({
  merchant,
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,24}$/, 'code: 1 to 24 letters, digits or dashes')
    .transform((code) => code.toUpperCase()),
  kind: z.enum(['TOURNAMENT', 'RACE']),
  names: z.record(z.string().trim().toLowerCase().max(10), z.string().trim().min(1).max(60)),
  games: z.object({ types: codes, vendors: codes, games: z.array(z.number().int().positive()).max(200).default([]) }),
  entry: z.enum(ENTRIES),
  buyIn: amountToMinor.nullish(),
  scoring: z.enum(SCORINGS),
  minStake: amountToMinor.nullish(),
  prizes: z
    .array(
      z.object({
        fromRank: z.number().int().min(1),
        toRank: z.number().int().min(1),
        kind: z.enum(PRIZE_KINDS),
        // Money and bonuses as wire amounts, points as a whole number.
        amount: z.union([z.number(), z.string()]),
        turnoverMultiplier: z.number().int().min(0).max(100).nullish(),
      }),
    )
    .min(1)
    .max(50),
  periodMinutes: z.number().int().min(5).max(44_640),
  active: z.boolean().default(true),
});

async function list(ctx: BaseContext): Promise<Response> {
  const code = devMerchant(ctx, parseWith(z.object({ merchant }), queryObject(ctx.url)).merchant);
  const db = ctx.env.DB;
  const [series, runs] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT * FROM tournament_series WHERE merchant_code = ?1 ORDER BY id').bind(code),
    db
      .prepare(
        `SELECT t.id, t.code, t.state, t.starts_at, t.ends_at, t.settled_at,
                (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id) AS entrants,
                (SELECT COUNT(*) FROM tournament_entries e WHERE e.tournament_id = t.id AND e.paid_at IS NOT NULL) AS paid
           FROM tournaments t WHERE t.merchant_code = ?1 ORDER BY t.starts_at DESC, t.id DESC LIMIT 100`,
      )
      .bind(code),
  ]);
  return ok({ series: series?.results ?? [], runs: runs?.results ?? [] });
}

function prizeMinor(kind: Prize['kind'], amount: number | string): number {
  if (kind === 'POINTS') {
    const points = Number(amount);
    if (!Number.isSafeInteger(points) || points <= 0) throw paramError('prizes.amount: points are a whole number above 0');
    return points;
  }
  const parsed = amountToMinor.safeParse(amount);
  if (!parsed.success) throw paramError('prizes.amount: an amount above 0 with at most two decimals');
  return parsed.data;
}

async function save(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SeriesBody, await jsonBody(ctx.request));
  const prizes: Prize[] = body.prizes.map((line) => ({
    from: line.fromRank,
    to: line.toRank,
    kind: line.kind,
    amount: prizeMinor(line.kind, line.amount),
    turnover: line.kind === 'BONUS' ? (line.turnoverMultiplier ?? 0) : 0,
  }));
  const problem = prizesProblem(prizes);
  if (problem) throw paramError(problem);
  const buyIn = body.entry === 'BUY_IN' ? (body.buyIn ?? 0) : 0;
  if (body.entry === 'BUY_IN' && buyIn <= 0) throw paramError('buyIn: required above 0 for a BUY_IN entry');
  if (!body.games.types.length && !body.games.vendors.length && !body.games.games.length) throw paramError('games: at least one type, vendor or game');
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const brand = await db.prepare('SELECT default_language FROM brands WHERE merchant_code = ?1').bind(code).first<{ default_language: string }>();
  if (!brand) throw paramError(`merchant: unknown brand ${code}`);
  if (!body.names[brand.default_language.toLowerCase()] && !body.names.en) throw paramError(`names: a name in ${brand.default_language.toLowerCase()} or en`);
  const stored = prizes.map((p) => ({ from: p.from, to: p.to, kind: p.kind, amount: p.amount, ...(p.kind === 'BONUS' ? { turnover: p.turnover } : {}) }));
  await db
    .prepare(
      `INSERT INTO tournament_series (merchant_code, code, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, period_minutes, active, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
       ON CONFLICT (merchant_code, code) DO UPDATE SET kind = excluded.kind, names = excluded.names, games = excluded.games, entry = excluded.entry,
         buy_in_minor = excluded.buy_in_minor, scoring = excluded.scoring, min_stake_minor = excluded.min_stake_minor, prizes = excluded.prizes,
         period_minutes = excluded.period_minutes, active = excluded.active`,
    )
    .bind(
      code,
      body.code,
      body.kind,
      JSON.stringify(body.names),
      JSON.stringify(body.games),
      body.entry,
      buyIn,
      body.scoring,
      body.minStake ?? 0,
      JSON.stringify(stored),
      body.periodMinutes,
      body.active ? 1 : 0,
      clock(ctx.env),
    )
    .run();
  // Runs made ahead that nobody joined yet follow the change (made again with the new rules, or not
  // at all when the series stops); a run under way, or one members joined, keeps the rules they saw.
  await db
    .prepare(
      `DELETE FROM tournaments WHERE merchant_code = ?1 AND series_id = (SELECT id FROM tournament_series WHERE merchant_code = ?1 AND code = ?2)
          AND starts_at > ?3 AND NOT EXISTS (SELECT 1 FROM tournament_entries e WHERE e.tournament_id = tournaments.id)`,
    )
    .bind(code, body.code, clock(ctx.env))
    .run();
  await ensureRuns(db, code, clock(ctx.env));
  return ok({ code: body.code });
}

const EndBody = z.object({
  merchant,
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((code) => code.toUpperCase()),
});

async function end(ctx: BaseContext): Promise<Response> {
  const body = parseWith(EndBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const now = clock(ctx.env);
  const db = ctx.env.DB;
  await db
    .prepare("UPDATE tournaments SET ends_at = ?3 WHERE merchant_code = ?1 AND code = ?2 AND state = 'OPEN' AND ends_at > ?3 AND starts_at < ?3")
    .bind(code, body.code, now)
    .run();
  const run = await db.prepare('SELECT * FROM tournaments WHERE merchant_code = ?1 AND code = ?2').bind(code, body.code).first<TournamentRow>();
  if (!run) throw new PlatformError(404, 'tournament.not_found', 'tournament not found');
  if (run.state === 'OPEN' && run.ends_at > now) throw new PlatformError(409, 'tournament.not_started', 'the run has not started');
  const finished = run.state === 'FINISHED' || (await settleRun(ctx.env, run, now));
  const paid = await db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN prize_kind <> 'POINTS' THEN prize_amount ELSE 0 END), 0) AS total
         FROM tournament_entries WHERE tournament_id = ?1 AND paid_at IS NOT NULL`,
    )
    .bind(run.id)
    .first<{ n: number; total: number }>();
  return ok({ code: run.code, finished, prizesPaid: paid?.n ?? 0, moneyAndBonusPaid: minorToAmount(paid?.total ?? 0) });
}

async function sweep(ctx: BaseContext): Promise<Response> {
  return ok({ finished: await settleEndedRuns(ctx.env, clock(ctx.env), null, 50) });
}

export const tournamentDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/tournaments', faultKey: '/__dev/tournaments', methods: { GET: list, PUT: save } },
  { kind: 'dev', path: '/__dev/tournaments/end', faultKey: '/__dev/tournaments/end', methods: { POST: end } },
  { kind: 'dev', path: '/__dev/tournaments/sweep', faultKey: '/__dev/tournaments/sweep', methods: { POST: sweep } },
];
