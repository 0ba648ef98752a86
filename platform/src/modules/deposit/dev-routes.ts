/**
 * Development routes for deposits (only when DEV_TOOLS is "1"): the operator's view of deposits
 * and their decision, standing in for a back office.
 * - GET  /__dev/deposits?merchant=&status=&username=   the newest 100 deposits, a held one with why;
 * - POST /__dev/deposits/decide {merchant?, depositId, outcome: "PAID"|"REJECTED"|"RELEASE"}
 *   through the wallet gate: approve (credit, with the first-deposit and points rules; a cancelled
 *   order approved is judged by the deposit limits and may be held) or reject a pending deposit;
 *   a held one is credited only by RELEASE, the operator's own decision past the limit, and refunded
 *   by REJECTED (nothing credited).
 */
import * as z from 'zod';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { DEPOSIT_STATUSES, depositById, detailsOf, type DepositRow } from './records';
import { moneyError } from '../transfer/wire';
import { settleDeposit } from './settle';
import { devMerchant } from '../../http/dev-merchant';

const ListQuery = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  status: z.enum(DEPOSIT_STATUSES).optional(),
  username: z.string().trim().min(1).max(60).optional(),
});

async function listDeposits(ctx: BaseContext): Promise<Response> {
  const query = parseWith(ListQuery, queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare(
    `SELECT d.*, a.username FROM deposits d JOIN accounts a ON a.id = d.account_id
      WHERE d.merchant_code = ?1 AND (?2 IS NULL OR d.status = ?2) AND (?3 IS NULL OR a.username = ?3)
      ORDER BY d.created_at DESC, d.id DESC LIMIT 100`,
  )
    .bind(devMerchant(ctx, query.merchant), query.status ?? null, query.username ?? null)
    .all<DepositRow & { username: string }>();
  return ok({
    list: results.map((d) => ({
      depositId: d.id,
      username: d.username,
      methodCode: d.method_code,
      kind: detailsOf(d).kind,
      bankType: d.bank_type,
      amount: minorToAmount(d.amount_minor),
      status: d.status,
      firstDeposit: d.first_deposit === 1,
      providerRef: d.provider_ref,
      createdAt: d.created_at,
      settledAt: d.settled_at,
      hold: holdOf(d),
    })),
  });
}

/** Why a late payment was held, as the operator reads it: the refusal's code, the figures a refused order is answered with, and when. */
function holdOf(d: DepositRow): Record<string, unknown> | null {
  if (!d.hold_reason) return null;
  let detail: Record<string, unknown> = {};
  try {
    detail = JSON.parse(d.hold_detail ?? '{}') as Record<string, unknown>;
  } catch {
    // The reason alone still says why.
  }
  return { reason: d.hold_reason, ...detail, heldAt: d.held_at };
}

const DecideBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  depositId: intParam.pipe(z.number().int().min(1)),
  outcome: z.enum(['PAID', 'REJECTED', 'RELEASE']),
});

async function decideDeposit(ctx: BaseContext): Promise<Response> {
  const body = parseWith(DecideBody, await jsonBody(ctx.request));
  const row = await depositById(ctx.env.DB, devMerchant(ctx, body.merchant), body.depositId);
  if (!row) throw paramError('depositId: unknown deposit');
  const result = await settleDeposit(ctx.env, row, body.outcome);
  if (!result.ok) throw moneyError(result.code, result.message);
  const after = await depositById(ctx.env.DB, row.merchant_code, row.id);
  if (!after) throw new PlatformError(500, '#727', 'deposit vanished');
  return ok({ depositId: after.id, status: after.status, firstDeposit: after.first_deposit === 1 });
}

export const depositDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/deposits', faultKey: '', methods: { GET: listDeposits } },
  { kind: 'dev', path: '/__dev/deposits/decide', faultKey: '', methods: { POST: decideDeposit } },
];
