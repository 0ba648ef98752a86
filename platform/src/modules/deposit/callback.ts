/**
 * POST /provider/callback: the payment provider tells the platform how a deposit ended. Signed
 * (signature.ts), idempotent (the ledger credits a deposit once, the rules are keyed per deposit),
 * and strict about the amount: a "paid" for another amount than the deposit's is refused.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, PlatformError } from '../../http/envelope';
import { amountToMinor, parseWith } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { depositByRef } from './records';
import { moneyError } from '../transfer/wire';
import { settleDeposit } from './settle';
import { loadDepositRules } from './settings';
import { DEMO_PROVIDER_SECRET } from '#platform/seed/deposit';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from './signature';

const CallbackBody = z.object({
  providerRef: z.string().min(8).max(64),
  status: z.enum(['PAID', 'CANCELLED']),
  amount: amountToMinor,
});

const MAX_CALLBACK_BYTES = 16_384;

export const signatureInvalid = () => new PlatformError(401, 'provider.signature_invalid', 'provider.signature_invalid');

export async function providerCallback(ctx: BrandContext): Promise<Response> {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  // A callback is a small JSON document: anything larger is refused before it is read.
  const declared = Number(ctx.request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > MAX_CALLBACK_BYTES) throw signatureInvalid();
  const raw = await ctx.request.text();
  if (raw.length > MAX_CALLBACK_BYTES) throw signatureInvalid();
  const rules = await loadDepositRules(db, merchant);
  const headers = ctx.request.headers;
  // The demo brand's secret is public (it is in git): production never accepts a callback signed with it.
  if (rules && ctx.env.ENVIRONMENT === 'production' && rules.providerSecret === DEMO_PROVIDER_SECRET) {
    console.error('platform: the provider callback secret is the public development value; set a real one in brand_deposit_settings');
    throw signatureInvalid();
  }
  if (!rules || !(await verifyCallback(rules.providerSecret, headers.get(TIMESTAMP_HEADER), headers.get(SIGNATURE_HEADER), raw, clock(ctx.env)))) {
    throw signatureInvalid();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const body = parseWith(CallbackBody, parsed);
  const deposit = await depositByRef(db, merchant, body.providerRef);
  if (!deposit) throw moneyError('wallet.not_found', 'unknown providerRef');
  if (body.amount !== deposit.amount_minor) throw new PlatformError(400, 'provider.amount_mismatch', 'amount differs from the deposit');
  const result = await settleDeposit(ctx.env, deposit, body.status);
  if (!result.ok) throw moneyError(result.code, result.message);
  return ok({ depositId: deposit.id, status: result.value.status }, { headers: { 'Cache-Control': 'no-store' } });
}
