/**
 * The brand's jackpot pools (this project's extension: docs/platform-protocol.md "Jackpot pools";
 * docs/decisions/064-jackpot-pools.md), public:
 * - GET /wps/jackpot/pools: every pool the brand plays for, with its amount, its rules and its latest
 *   win (an empty list when the brand's pools are switched off);
 * - GET /wps/jackpot/pool?code=: one pool and its latest 20 wins; an unknown code (or a pool of a
 *   brand whose pools are off) is `jackpot.not_found`.
 */
import * as z from 'zod';
import { ok, PlatformError } from '../../http/envelope';
import { parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { poolViews, poolWins, shownPools } from './store';

/** How many wins a pool's page lists. */
export const POOL_WINS = 20;

const notFound = () => new PlatformError(404, 'jackpot.not_found', 'jackpot not found');

const PoolQuery = z.object({ code: z.string({ message: 'code: required' }).trim().min(1, 'code: required').max(32, 'code: at most 32 characters') });

async function pools(ctx: BrandContext): Promise<Response> {
  const rows = await shownPools(ctx.env.DB, ctx.brand.row.merchant_code);
  return ok({ list: await poolViews(ctx, rows) });
}

async function pool(ctx: BrandContext): Promise<Response> {
  const { code } = parseWith(PoolQuery, queryObject(ctx.url));
  const [row] = await shownPools(ctx.env.DB, ctx.brand.row.merchant_code, code.toUpperCase());
  if (!row) throw notFound();
  const [[view], wins] = await Promise.all([poolViews(ctx, [row]), poolWins(ctx.env.DB, row.id, POOL_WINS)]);
  return ok({ ...view, wins });
}

export const jackpotRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/jackpot/pools', faultKey: '/wps/jackpot/pools', methods: { GET: pools } },
  { kind: 'brand', path: '/wps/jackpot/pool', faultKey: '/wps/jackpot/pool', methods: { GET: pool } },
];
