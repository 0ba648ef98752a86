/**
 * The member's records (docs/platform-protocol.md, "Records"): ledger movements, betting records
 * and personal profit. Every call needs the session; answers are private (never cached).
 */
import { okPrivate } from '../../http/envelope';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { pointDetailsHandler } from '../points/routes';
import { requireSession } from '../session/sessions';
import { memberBets, readBetQuery } from './bets';
import { memberProfit, readProfitQuery } from './profit';
import { memberTransactions, readTransactionQuery } from './transactions';

async function transactionsHandler(ctx: BrandContext): Promise<Response> {
  if (ctx.url.searchParams.get('accountType') === POINTS_ACCOUNT) return pointDetailsHandler(ctx);
  const session = await requireSession(ctx);
  const query = readTransactionQuery(ctx.url);
  return okPrivate(await memberTransactions(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, ctx.suffix, query));
}

async function betsHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const query = readBetQuery(ctx.url);
  return okPrivate(await memberBets(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, ctx.suffix, query));
}

async function profitHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const query = readProfitQuery(ctx.url);
  return okPrivate(await memberProfit(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, ctx.suffix, query));
}

/** ODSFE2_MemTransDet serves the points account's movements too (see pointDetailsHandler). */
const POINTS_ACCOUNT = 'POINTS';

export const recordsRoutes: BrandRoute[] = [
  { kind: 'brand', ...relay('ODSFE2_MemTransDet'), methods: { GET: transactionsHandler } },
  { kind: 'brand', ...relay('MCSFE_getBettingRecords'), methods: { GET: betsHandler } },
  { kind: 'brand', ...relay('MCSFE_getPersonalProfit'), methods: { GET: profitHandler } },
];
