/** Withdrawals and their receipt confirmation (docs/platform-protocol.md, "Withdrawals and receipt confirmation"). */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { okPrivate } from '../../http/envelope';
import { intParam, parseWith, queryObject } from '../../http/params';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { requireSession } from '../session/sessions';
import { confirmationListHandler, processConfirmationHandler } from './receipt';
import { withdrawalsOf, withdrawalView } from './records';
import { requestWithdrawalHandler, withdrawSettingsHandler } from './request';

const ListQuery = z.object({
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
});

/** GET /wps/v2/transaction/withdraw/list?pageNo=&pageSize=: the member's withdrawals, newest first. */
async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const now = clock(ctx.env);
  const { rows, total } = await withdrawalsOf(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, q.pageNo, q.pageSize);
  return okPrivate({ list: rows.map((row) => withdrawalView(row, now)), total, pageNo: q.pageNo, pageSize: q.pageSize });
}

const path = (p: string) => ({ path: p, faultKey: p });

export const withdrawRoutes: BrandRoute[] = [
  { kind: 'brand', ...relay('MCSFE_getWithdrawSettings'), methods: { GET: withdrawSettingsHandler } },
  { kind: 'brand', ...path('/wps/v2/transaction/withdraw'), encrypted: true, methods: { POST: requestWithdrawalHandler } },
  { kind: 'brand', ...path('/wps/v2/transaction/withdraw/list'), methods: { GET: listHandler } },
  { kind: 'brand', ...relay('MCSFE_getPaymentConfirmationList'), methods: { GET: confirmationListHandler } },
  { kind: 'brand', ...relay('MCSFE_processC2CTransaction'), methods: { POST: processConfirmationHandler } },
];
