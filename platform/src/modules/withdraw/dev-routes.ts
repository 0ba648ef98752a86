/**
 * The operator's side of withdrawals, as development routes (DEV_TOOLS = "1"):
 * - GET  /__dev/withdrawals?merchant=&status=&username=: the latest 50, newest first;
 * - POST /__dev/withdrawals/decide `{merchant?, withdrawalId, outcome: "PAID"|"REFUNDED", reason?}`:
 *   pays a held withdrawal, or rejects it (the amount goes back to the member; a reason is required);
 * - GET  /__dev/withdrawals/proof?merchant=&id=: the proof image of a "not received" answer;
 * - POST /__dev/withdrawals/sweep: settles every receipt past its deadline now (the cron does it too);
 * - GET and PUT /__dev/withdraw-settings `{merchant?, autoApprove?, receiptConfirmMinutes?,
 *   dailyCount?, minimumMinor?, maximumMinor?}`: the brand's withdrawal rules.
 * Decisions run through the member's wallet lock like every money movement.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { loadWalletSettings } from '../ledger/settings';
import { walletGate } from '../wallet/wallet-gate';
import { readProof } from './proof';
import { settleReceiptDeadlines } from './receipt';
import { withdrawalById, withdrawalView, type WithdrawalRow } from './records';
import { moneyRefusal } from './refusals';
import { devMerchant } from '../../http/dev-merchant';

const merchant = z.string().trim().min(1).max(40).optional();

const ListQuery = z.object({
  merchant,
  status: z.enum(['HELD', 'PAID', 'REFUNDED']).optional(),
  username: z.string().trim().min(1).max(60).optional(),
});

async function listWithdrawals(ctx: BaseContext): Promise<Response> {
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const now = clock(ctx.env);
  const { results } = await ctx.env.DB.prepare(
    `SELECT w.*, a.username FROM withdrawals w JOIN accounts a ON a.id = w.account_id
      WHERE w.merchant_code = ?1 AND (?2 IS NULL OR w.status = ?2) AND (?3 IS NULL OR a.username = ?3)
      ORDER BY w.created_at DESC, w.id DESC LIMIT 50`,
  )
    .bind(devMerchant(ctx, q.merchant), q.status ?? null, q.username ?? null)
    .all<WithdrawalRow & { username: string }>();
  return ok({ list: results.map((row) => ({ ...withdrawalView(row, now), username: row.username, accountId: row.account_id })) });
}

const DecideBody = z
  .object({
    merchant,
    withdrawalId: z.number().int().positive(),
    outcome: z.enum(['PAID', 'REFUNDED']),
    reason: z.string().trim().min(1).max(200).optional(),
  })
  .refine((b) => b.outcome === 'PAID' || b.reason !== undefined, { message: 'a rejection needs a reason', path: ['reason'] });

async function decide(ctx: BaseContext): Promise<Response> {
  const body = parseWith(DecideBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const row = await withdrawalById(ctx.env.DB, code, body.withdrawalId);
  if (!row) throw moneyRefusal({ code: 'wallet.not_found', message: 'withdrawal not found' });
  const result = await walletGate(ctx.env).execute({
    op: 'withdraw.decide',
    merchant: code,
    accountId: row.account_id,
    withdrawalId: row.id,
    outcome: body.outcome,
    reason: body.reason,
  });
  if (!result.ok) throw moneyRefusal(result);
  const after = await withdrawalById(ctx.env.DB, code, row.id);
  return ok(after ? withdrawalView(after, clock(ctx.env)) : null);
}

const ProofQuery = z.object({ merchant, id: intParam.pipe(z.number().int().positive()) });

async function proof(ctx: BaseContext): Promise<Response> {
  const q = parseWith(ProofQuery, queryObject(ctx.url));
  const row = await withdrawalById(ctx.env.DB, devMerchant(ctx, q.merchant), q.id);
  const object = row?.proof_key ? await readProof(ctx.env, row.proof_key) : null;
  if (!object) throw moneyRefusal({ code: 'wallet.not_found', message: 'no proof image' });
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}

async function sweep(ctx: BaseContext): Promise<Response> {
  return ok({ settled: await settleReceiptDeadlines(ctx.env.DB, clock(ctx.env)) });
}

async function settingsView(db: D1Database, code: string) {
  const s = await loadWalletSettings(db, code);
  return {
    merchant: code,
    autoApprove: s.withdrawAutoApprove,
    receiptConfirmMinutes: s.receiptConfirmMinutes,
    dailyCount: s.withdrawDailyCount,
    minimumAmount: minorToAmount(s.withdrawMinMinor),
    maximumAmount: minorToAmount(s.withdrawMaxMinor),
  };
}

async function getSettings(ctx: BaseContext): Promise<Response> {
  const q = parseWith(z.object({ merchant }), queryObject(ctx.url));
  return ok(await settingsView(ctx.env.DB, devMerchant(ctx, q.merchant)));
}

const SettingsBody = z.object({
  merchant,
  autoApprove: z.boolean().optional(),
  receiptConfirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
  dailyCount: z.number().int().min(1).max(10_000).optional(),
  minimumMinor: z.number().int().min(1).optional(),
  maximumMinor: z.number().int().min(1).max(1_000_000_000_00).optional(),
});

async function putSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const code = devMerchant(ctx, body.merchant);
  const brand = await db.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(code).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${code}`);
  const current = await loadWalletSettings(db, code);
  const min = body.minimumMinor ?? current.withdrawMinMinor;
  const max = body.maximumMinor ?? current.withdrawMaxMinor;
  if (max < min) throw paramError('maximumMinor: must be at least minimumMinor');
  // A brand without a row has the defaults (settings.ts, equal to the column defaults): the insert starts from them.
  await db
    .prepare(
      `INSERT INTO brand_wallet_settings (merchant_code, withdraw_auto_approve, receipt_confirm_minutes, withdraw_daily_count, withdraw_min_minor, withdraw_max_minor)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (merchant_code) DO UPDATE SET withdraw_auto_approve = excluded.withdraw_auto_approve,
         receipt_confirm_minutes = excluded.receipt_confirm_minutes, withdraw_daily_count = excluded.withdraw_daily_count,
         withdraw_min_minor = excluded.withdraw_min_minor, withdraw_max_minor = excluded.withdraw_max_minor`,
    )
    .bind(
      code,
      (body.autoApprove ?? current.withdrawAutoApprove) ? 1 : 0,
      body.receiptConfirmMinutes ?? current.receiptConfirmMinutes,
      body.dailyCount ?? current.withdrawDailyCount,
      min,
      max,
    )
    .run();
  return ok(await settingsView(db, code));
}

export const withdrawalDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/withdrawals', faultKey: '', methods: { GET: listWithdrawals } },
  { kind: 'dev', path: '/__dev/withdrawals/decide', faultKey: '', methods: { POST: decide } },
  { kind: 'dev', path: '/__dev/withdrawals/proof', faultKey: '', methods: { GET: proof } },
  { kind: 'dev', path: '/__dev/withdrawals/sweep', faultKey: '', methods: { POST: sweep } },
  { kind: 'dev', path: '/__dev/withdraw-settings', faultKey: '', methods: { GET: getSettings, PUT: putSettings } },
];
