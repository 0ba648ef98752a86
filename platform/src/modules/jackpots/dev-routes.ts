/**
 * The operator's jackpot tools (DEV_TOOLS = "1"; docs/platform-protocol.md "Jackpot pools"):
 * - GET  /__dev/jackpots?merchant=: the brand's pools with their state, cycle, amount and wins (never
 *   a drop point);
 * - PUT  /__dev/jackpots `{merchant?, code, names, games, seed, contributionPercent, trigger,
 *   mustDropBy?, ceiling?, oddsStake?}`: opens a pool (its seed paid in from the house) or changes an
 *   open one's rules;
 * - DELETE /__dev/jackpots?merchant=&code=: closes an open pool (what it holds goes back to the house;
 *   a pool being paid is refused, `jackpot.paying`);
 * - PUT  /__dev/jackpots/brand `{merchant?, pools?, decorative?}`: the brand's switches.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { amountToMinor, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { closePool, rulesProblem, savePool, setBrandJackpots, type PoolRules } from './operator';
import { rulesView, type PoolWithAmount } from './pools';

const merchant = z.string().trim().max(40).optional();
const codes = z.array(z.string().trim().min(1).max(40)).max(50).default([]);

const PoolBody = z.object({
  merchant,
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase()),
  names: z.record(z.string().trim().toLowerCase().max(10), z.string().trim().max(60)),
  games: z.object({ types: codes, vendors: codes, games: z.array(z.number().int().positive()).max(200).default([]) }),
  seed: amountToMinor,
  contributionPercent: z.number().positive().max(10),
  trigger: z.enum(['MUST_DROP', 'RANDOM']),
  mustDropBy: amountToMinor.nullish(),
  ceiling: amountToMinor.nullish(),
  oddsStake: amountToMinor.nullish(),
});

async function list(ctx: BaseContext): Promise<Response> {
  const code = devMerchant(ctx, parseWith(z.object({ merchant }), queryObject(ctx.url)).merchant);
  const db = ctx.env.DB;
  const [poolResult, winResult] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT p.*, COALESCE(a.balance_minor, 0) AS amount_minor FROM jackpot_pools p
           LEFT JOIN ledger_accounts a ON a.merchant_code = p.merchant_code AND a.owner_id = 0 AND a.kind = 'JACKPOT' AND a.vendor_code = p.code
          WHERE p.merchant_code = ?1 ORDER BY p.id`,
      )
      .bind(code),
    db
      .prepare(
        `SELECT w.pool_id, w.cycle, w.account_id, a.username, w.round_id, w.amount_minor, w.won_at FROM jackpot_wins w
           JOIN accounts a ON a.id = w.account_id WHERE w.merchant_code = ?1 ORDER BY w.won_at DESC, w.id DESC LIMIT 100`,
      )
      .bind(code),
  ]);
  const pools = poolResult?.results ?? [];
  const wins = winResult?.results ?? [];
  return ok({
    pools: (pools as unknown as PoolWithAmount[]).map((p) => ({
      id: p.id,
      code: p.code,
      state: p.state,
      cycle: p.cycle,
      amount: minorToAmount(p.amount_minor),
      ...rulesView(p),
      hitRound: p.hit_round,
      hitAccount: p.hit_account,
    })),
    wins: wins.map((w) => ({ ...w, amount: minorToAmount(Number(w.amount_minor)) })),
  });
}

async function save(ctx: BaseContext): Promise<Response> {
  const body = parseWith(PoolBody, await jsonBody(ctx.request));
  const rules: PoolRules = {
    code: body.code,
    names: body.names,
    games: body.games,
    seedMinor: body.seed,
    contributionBp: Math.round(body.contributionPercent * 100),
    trigger: body.trigger,
    mustDropMinor: body.trigger === 'MUST_DROP' ? (body.mustDropBy ?? null) : null,
    ceilingMinor: body.trigger === 'RANDOM' ? (body.ceiling ?? null) : null,
    oddsStakeMinor: body.trigger === 'RANDOM' ? (body.oddsStake ?? null) : null,
  };
  const problem = rulesProblem(rules);
  if (problem) throw paramError(problem);
  const code = devMerchant(ctx, body.merchant);
  const brand = await ctx.env.DB.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(code).first();
  if (!brand) throw paramError(`merchant: unknown brand ${code}`);
  const id = await savePool(ctx.env.DB, code, rules, clock(ctx.env));
  return ok({ id, code: rules.code });
}

const CloseQuery = z.object({
  merchant,
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((code) => code.toUpperCase()),
});

async function close(ctx: BaseContext): Promise<Response> {
  const q = parseWith(CloseQuery, queryObject(ctx.url));
  const outcome = await closePool(ctx.env.DB, devMerchant(ctx, q.merchant), q.code, clock(ctx.env));
  if (outcome === 'not_found') throw new PlatformError(404, 'jackpot.not_found', 'jackpot not found');
  if (outcome === 'paying') throw new PlatformError(409, 'jackpot.paying', 'the pool is being paid: close it after the payment');
  return ok({ code: q.code, state: 'CLOSED' });
}

const BrandBody = z.object({ merchant, pools: z.boolean().optional(), decorative: z.boolean().optional() });

async function brandSwitches(ctx: BaseContext): Promise<Response> {
  const body = parseWith(BrandBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  if (!(await setBrandJackpots(ctx.env.DB, code, body))) throw paramError(`merchant: unknown brand ${code}`);
  return ok({ merchant: code });
}

export const jackpotDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/jackpots', faultKey: '/__dev/jackpots', methods: { GET: list, PUT: save, DELETE: close } },
  { kind: 'dev', path: '/__dev/jackpots/brand', faultKey: '/__dev/jackpots/brand', methods: { PUT: brandSwitches } },
];
