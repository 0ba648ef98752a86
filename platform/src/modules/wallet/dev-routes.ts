/**
 * PUT /__dev/wallet-settings (DEV_TOOLS = "1"): switches a brand's wallet mode, so both modes can
 * be tried and tested. Body `{merchant?, walletMode: "SINGLE"|"TRANSFER", transferVendors?: [codes],
 * transferMinMinor?, transferMaxMinor?}`; vendor codes must be vendors of the catalogue, and
 * TRANSFER needs at least one. Lasts until changed again (the seed does not write this row).
 * Balances in vendor wallets stay where they are when a brand goes back to SINGLE (they show, and
 * can be moved, again in TRANSFER mode).
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { loadWalletSettings } from '../ledger/settings';
import { devMerchant } from '../../http/dev-merchant';

const Body = z
  .object({
    merchant: z.string().trim().min(1).max(40).optional(),
    walletMode: z.enum(['SINGLE', 'TRANSFER']),
    transferVendors: z.array(z.string().trim().min(1).max(40)).max(30).optional(),
    transferMinMinor: z.number().int().min(1).optional(),
    transferMaxMinor: z.number().int().min(1).max(1_000_000_000_00).optional(),
  })
  .refine((b) => b.walletMode === 'SINGLE' || (b.transferVendors?.length ?? 0) > 0, {
    message: 'TRANSFER needs at least one vendor',
    path: ['transferVendors'],
  });

export async function putWalletSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(Body, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const merchant = devMerchant(ctx, body.merchant);
  const brand = await db.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${merchant}`);
  const current = await loadWalletSettings(db, merchant);
  const vendors = body.transferVendors ? [...new Set(body.transferVendors)] : current.transferVendors;
  if (vendors.length) {
    const { results } = await db
      .prepare(`SELECT vassalage FROM vendors WHERE vassalage IN (${vendors.map((_, i) => `?${i + 1}`).join(', ')})`)
      .bind(...vendors)
      .all<{ vassalage: string }>();
    const known = new Set(results.map((r) => r.vassalage));
    const unknown = vendors.filter((v) => !known.has(v));
    if (unknown.length) throw paramError(`transferVendors: not vendors of the catalogue: ${unknown.join(', ')}`);
  }
  const min = body.transferMinMinor ?? current.transferMinMinor;
  const max = body.transferMaxMinor ?? current.transferMaxMinor;
  if (max < min) throw paramError('transferMaxMinor: must be at least transferMinMinor');
  await db
    .prepare(
      `INSERT INTO brand_wallet_settings (merchant_code, wallet_mode, transfer_vendors, transfer_min_minor, transfer_max_minor)
       VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (merchant_code) DO UPDATE SET wallet_mode = excluded.wallet_mode, transfer_vendors = excluded.transfer_vendors,
         transfer_min_minor = excluded.transfer_min_minor, transfer_max_minor = excluded.transfer_max_minor`,
    )
    .bind(merchant, body.walletMode, JSON.stringify(vendors), min, max)
    .run();
  const saved = await loadWalletSettings(db, merchant);
  return ok({
    merchant,
    walletMode: saved.walletMode,
    transferVendors: saved.transferVendors,
    transferMinMinor: saved.transferMinMinor,
    transferMaxMinor: saved.transferMaxMinor,
  });
}

export const walletDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/wallet-settings', faultKey: '', methods: { PUT: putWalletSettings } }];
