/**
 * The brand's SMS quota as an operator's back office would set it (DEV_TOOLS = "1"; it lasts until
 * the seed is applied again):
 * - GET /__dev/sms-quota?merchant= → `{merchant, remaining}` (null: no quota);
 * - PUT /__dev/sms-quota `{merchant?, remaining: number|null}` sets it; 0 uses it up, so every SMS
 *   code send answers `sms.quota_exceeded` (docs/platform-protocol.md, "Accounts").
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { devMerchant } from '../../http/dev-merchant';
import { smsQuotaOf } from './quota';

const Body = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  remaining: z.number().int().min(0).max(1_000_000_000).nullable(),
});

async function getQuota(ctx: BaseContext): Promise<Response> {
  return ok(await smsQuotaOf(ctx.env.DB, devMerchant(ctx)));
}

async function putQuota(ctx: BaseContext): Promise<Response> {
  const body = parseWith(Body, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const merchant = devMerchant(ctx, body.merchant);
  if (!(await db.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(merchant).first())) throw paramError(`merchant: unknown merchant ${merchant}`);
  await db
    .prepare('INSERT INTO brand_sms_quota (merchant_code, remaining) VALUES (?1, ?2) ON CONFLICT (merchant_code) DO UPDATE SET remaining = excluded.remaining')
    .bind(merchant, body.remaining)
    .run();
  return ok(await smsQuotaOf(db, merchant));
}

export const verificationDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/sms-quota', faultKey: '', methods: { GET: getQuota, PUT: putQuota } }];
