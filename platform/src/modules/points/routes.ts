/**
 * The points mall (PTSYS3, docs/platform-protocol.md "Points mall"): balance, catalogue, redeem and
 * convert (sealed, behind the payment password), exchange records, point details and the rules.
 * Member calls need the session of a real member (trial accounts: `function.not.available`); a
 * brand without points settings answers `function.not.available`. Before answering, each member
 * call counts the member's bets into points and completes their pending conversions.
 *
 * Development routes (DEV_TOOLS = "1"):
 * - GET  /__dev/point-exchanges?merchant=&username=&status=   the newest 100 exchanges;
 * - POST /__dev/point-exchange-decision {merchant?, exchangeId, outcome: APPROVED|REJECTED, remark?}.
 */
import * as z from 'zod';
import type { Env } from '../../env';
import { now as clock } from '../../http/clock';
import { fieldError, ok, okPrivate, paramError } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import { readPayload } from '../../http/payload';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import { isValidKey, REQUEST_ID_RULE, requestHash } from '../ledger/idempotency';
import { checkPaymentPassword } from '../member/payment-password';
import { requireRealSession } from '../session/real-session';
import { completeConversions, convert, conversionView } from './convert';
import { catalogue, decideExchange, EXCHANGE_TYPES, exchangesOf, exchangeView, redeem, rewardView } from './exchange';
import { awardBetPoints, movementsOf, pointsOf } from './ledger';
import { betTiers, depositTiers, loadPointSettings, POINT_KINDS, pointsError } from './settings';
import { devMerchant } from '../../http/dev-merchant';

/** What every member call does first: the member's session, the brand's rules, bets counted, conversions completed. */
async function member(ctx: BrandContext) {
  const session = await requireRealSession(ctx);
  const merchant = ctx.brand.row.merchant_code;
  const settings = await loadPointSettings(ctx.env.DB, merchant);
  const now = clock(ctx.env);
  const accountId = session.account.id;
  await awardBetPoints(ctx.env.DB, merchant, accountId, now);
  await completeConversions(ctx.env, now, { merchant, accountId });
  return { session, merchant, settings, now, accountId };
}

/** GET MCS2_getPointBalance: the member's points and what they would convert to. */
async function balance(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  const points = await pointsOf(ctx.env.DB, m.merchant, m.accountId);
  return okPrivate({ points, convertibleAmount: minorToAmount(points * m.settings.convertMinorPerPoint) });
}

const RewardQuery = z.object({ exchangeType: z.enum(EXCHANGE_TYPES).optional() });

/** GET MCS2_getPointReward?exchangeType=: the active rewards with their stock and what the member holds. */
async function rewards(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  const q = parseWith(RewardQuery, queryObject(ctx.url));
  const rows = await catalogue(ctx.env.DB, m.merchant, m.accountId, q.exchangeType ?? null, ctx.text);
  return okPrivate({ list: rows.map(rewardView), redeemMaxQuantity: m.settings.redeemMaxQuantity });
}

const Paging = {
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(50)).default(10),
};

/** GET MCS2_getRedeemPointList?status=&pageNo=&pageSize=: the member's exchanges, newest first. */
async function redeemList(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  const q = parseWith(z.object({ status: z.enum(['IN_PROCESS', 'REJECTED', 'APPROVED']).optional(), ...Paging }), queryObject(ctx.url));
  const { rows, total } = await exchangesOf(ctx.env.DB, m.merchant, m.accountId, q.status ?? null, q.pageNo, q.pageSize, ctx.text);
  return okPrivate({ list: rows.map(exchangeView), total, pageNo: q.pageNo, pageSize: q.pageSize });
}

/**
 * GET ODSFE2_MemTransDet?accountType=POINTS&type=&pageNo=&pageSize=: the member's points movements,
 * newest first, with the balance after each. The spec lists ODSFE2_MemTransDet under points as well
 * as under records; `accountType=POINTS` (this project's extension, docs/platform-protocol.md
 * "Points mall") tells the points account from the money wallets, so the records module hands
 * such a call here.
 */
export async function pointDetailsHandler(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  const q = parseWith(z.object({ type: z.enum(POINT_KINDS).optional(), ...Paging }), queryObject(ctx.url));
  const { rows, total } = await movementsOf(ctx.env.DB, m.merchant, m.accountId, q.type ?? null, q.pageNo, q.pageSize);
  return okPrivate({
    list: rows.map((r) => ({ id: r.id, type: r.kind, points: r.points, reference: r.reference, createdAt: r.created_at, balanceAfter: r.balance_after })),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
}

/** GET MCS2_getPointConfig: the rules (deposit ratio table, points per game type, conversion rate and minimums). */
async function config(ctx: BrandContext): Promise<Response> {
  await requireRealSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const [settings, deposits, bets] = await Promise.all([loadPointSettings(db, merchant), depositTiers(db, merchant), betTiers(db, merchant)]);
  return okPrivate({
    depositRatios: deposits.map((t) => ({ minDeposit: minorToAmount(t.minDepositMinor), amountPerPoint: minorToAmount(t.minorPerPoint) })),
    betRatios: bets.map((t) => ({ gameType: t.gameType, pointType: t.pointKind, validAmountPerPoint: minorToAmount(t.validMinorPerPoint) })),
    convertEnabled: settings.convertEnabled,
    convertRate: minorToAmount(settings.convertMinorPerPoint),
    convertMinPoints: settings.convertMinPoints,
    convertStepPoints: settings.convertStepPoints,
    redeemMaxQuantity: settings.redeemMaxQuantity,
    pointsExpire: false,
  });
}

function objectOf(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

function positiveInt(value: unknown, field: string, max: number): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (value === undefined || value === null || value === '') throw fieldError(field, 'not empty');
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0 || n > max) throw fieldError(field, 'must be a positive whole number');
  return n;
}

function optionalText(value: unknown, field: string, max: number, pattern?: RegExp): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw fieldError(field, 'must be text');
  const text = value.trim();
  if (text.length === 0) return null;
  if ([...text].length > max) throw fieldError(field, `length must be at most ${max}`);
  if (pattern && !pattern.test(text)) throw fieldError(field, 'must match pattern PHONE');
  return text;
}

const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

/**
 * POST passwordCheck/MCS2_redeemPointReward (sealed): `{rewardId, quantity, deliveryAddress?, phone?,
 * paymentPassword, requestId}` → the exchange record. Checked in this order: the fields (a reward
 * that ships needs the address and the phone), the payment password (throttled per account), then
 * the limits, the stock and the points inside one batch.
 */
async function redeemHandler(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  const body = objectOf(await readPayload(ctx));
  const rewardId = positiveInt(body.rewardId, 'rewardId', 2_000_000_000);
  const quantity = positiveInt(body.quantity, 'quantity', 1000);
  if (!isValidKey(body.requestId)) throw fieldError('requestId', REQUEST_ID_RULE);
  const deliveryAddress = optionalText(body.deliveryAddress, 'deliveryAddress', 200);
  const phone = optionalText(body.phone, 'phone', 20, PHONE);
  const reward = await ctx.env.DB.prepare('SELECT needs_delivery FROM point_rewards WHERE merchant_code = ?1 AND id = ?2 AND active = 1')
    .bind(m.merchant, rewardId)
    .first<{ needs_delivery: number }>();
  if (!reward) throw pointsError.rewardNotFound();
  if (reward.needs_delivery) {
    if (!deliveryAddress) throw fieldError('deliveryAddress', 'not empty');
    if (!phone) throw fieldError('phone', 'not empty');
  }
  await checkPaymentPassword(ctx.env, m.merchant, m.session.account, body.paymentPassword, m.now);
  const req = { rewardId, quantity, deliveryAddress, phone, requestId: body.requestId };
  const hash = await requestHash('points.redeem', { rewardId, quantity, deliveryAddress, phone });
  const row = await redeem(ctx.env.DB, m.merchant, m.accountId, m.settings, req, hash, m.now, ctx.text);
  return okPrivate({ ...exchangeView(row), points: await pointsOf(ctx.env.DB, m.merchant, m.accountId) });
}

/**
 * POST passwordCheck/MCS2_convertPoint (sealed): `{points, paymentPassword, requestId}` → the
 * conversion (`amount` credited to the main wallet; status DONE, or PENDING when the credit is
 * still on its way) and the points left.
 */
async function convertHandler(ctx: BrandContext): Promise<Response> {
  const m = await member(ctx);
  if (!m.settings.convertEnabled) throw paramError('points: conversion is switched off');
  const body = objectOf(await readPayload(ctx));
  const points = positiveInt(body.points, 'points', 1_000_000_000);
  if (!isValidKey(body.requestId)) throw fieldError('requestId', REQUEST_ID_RULE);
  await checkPaymentPassword(ctx.env, m.merchant, m.session.account, body.paymentPassword, m.now);
  const hash = await requestHash('points.convert', { points });
  const row = await convert(ctx.env, m.merchant, m.accountId, m.settings, points, body.requestId, hash, m.now);
  const { amountMinor, ...view } = conversionView(row);
  return okPrivate({ ...view, amount: minorToAmount(amountMinor), pointsLeft: await pointsOf(ctx.env.DB, m.merchant, m.accountId) });
}

/** The scheduled sweep: conversions left pending for a minute are completed (platform/src/index.ts). */
export function sweepPointConversions(env: Env, now: number): Promise<number> {
  return completeConversions(env, now, { before: now - 60_000 });
}

const DevList = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  username: z.string().trim().min(1).max(60).optional(),
  status: z.enum(['IN_PROCESS', 'REJECTED', 'APPROVED']).optional(),
});

async function devList(ctx: BaseContext): Promise<Response> {
  const q = parseWith(DevList, queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare(
    `SELECT e.id, e.status, e.quantity, e.points_total, e.reward_name_en, a.username FROM point_exchanges e JOIN accounts a ON a.id = e.account_id
      WHERE e.merchant_code = ?1 AND (?2 IS NULL OR a.username = ?2) AND (?3 IS NULL OR e.status = ?3) ORDER BY e.id DESC LIMIT 100`,
  )
    .bind(devMerchant(ctx, q.merchant), q.username?.toLowerCase() ?? null, q.status ?? null)
    .all<{ id: number; status: string; quantity: number; points_total: number; reward_name_en: string; username: string }>();
  return ok({
    list: results.map((r) => ({
      exchangeId: r.id,
      username: r.username,
      status: r.status,
      quantity: r.quantity,
      points: r.points_total,
      reward: r.reward_name_en,
    })),
  });
}

const DecisionBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  exchangeId: z.number().int().positive(),
  outcome: z.enum(['APPROVED', 'REJECTED']),
  remark: z.string().trim().max(200).optional(),
});

async function devDecide(ctx: BaseContext): Promise<Response> {
  const body = parseWith(DecisionBody, await jsonBody(ctx.request));
  const decided = await decideExchange(ctx.env.DB, devMerchant(ctx, body.merchant), body.exchangeId, body.outcome, body.remark || null, clock(ctx.env));
  if (!decided) throw pointsError.decided();
  return ok({ exchangeId: body.exchangeId, status: body.outcome });
}

export const pointRoutes: (BrandRoute | DevRoute)[] = [
  { kind: 'brand', ...relay('MCS2_getPointBalance'), methods: { GET: balance } },
  { kind: 'brand', ...relay('MCS2_getPointReward'), methods: { GET: rewards } },
  { kind: 'brand', ...relay('MCS2_getRedeemPointList'), methods: { GET: redeemList } },
  { kind: 'brand', ...relay('MCS2_getPointConfig'), methods: { GET: config } },
  { kind: 'brand', ...relay('passwordCheck/MCS2_redeemPointReward'), encrypted: true, methods: { POST: redeemHandler } },
  { kind: 'brand', ...relay('passwordCheck/MCS2_convertPoint'), encrypted: true, methods: { POST: convertHandler } },
  { kind: 'dev', path: '/__dev/point-exchanges', faultKey: '', methods: { GET: devList } },
  { kind: 'dev', path: '/__dev/point-exchange-decision', faultKey: '', methods: { POST: devDecide } },
];
