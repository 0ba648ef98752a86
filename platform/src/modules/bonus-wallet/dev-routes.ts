/**
 * The operator's bonus-wallet tools (DEV_TOOLS = "1"; docs/platform-protocol.md "Bonus wallet"):
 * - GET  /__dev/bonus-settings?merchant=: the brand's settings;
 * - PUT  /__dev/bonus-settings `{merchant?, enabled, stakeOrder?, contributions?, defaultContribution?,
 *   maxStake?, expiryDays?}`: turns the bonus wallet on or off and sets its rules (grants made before
 *   keep the rules they were made with);
 * - POST /__dev/bonus/grant `{merchant?, username, amount, turnoverMultiplier, key?}`: the operator's
 *   bonus to a member, as any other bonus is paid (a grant when the wallet is on);
 * - POST /__dev/bonus/expire `{merchant?, username}`: the member's active bonus expires now (the
 *   demo's and the tests' way to see an expiry without waiting for it);
 * - POST /__dev/bonus/sweep: expires every bonus past its expiry, as the minute's sweep does.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, PlatformError } from '../../http/envelope';
import { amountToMinor, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { accountByUsername } from '../accounts/accounts';
import { walletGate } from '../wallet/wallet-gate';
import { loadBonusSettings } from './grants';
import { expireDueBonuses } from './sweep';

const merchant = z.string().trim().max(40).optional();
const percent = z.number().int().min(0).max(100);

const SettingsBody = z.object({
  merchant,
  enabled: z.boolean(),
  stakeOrder: z.enum(['CASH_FIRST', 'BONUS_FIRST']).default('CASH_FIRST'),
  contributions: z
    .record(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9_]{1,20}$/, 'contributions: game type codes'),
      percent,
    )
    .default({}),
  defaultContribution: percent.default(100),
  maxStake: amountToMinor.nullish(),
  expiryDays: z.number().int().min(1).max(365).default(30),
});

async function settings(ctx: BaseContext): Promise<Response> {
  const code = devMerchant(ctx, parseWith(z.object({ merchant }), queryObject(ctx.url)).merchant);
  const s = await loadBonusSettings(ctx.env.DB, code);
  return ok({ ...s, maxStakeMinor: undefined, maxStake: s.maxStakeMinor === null ? null : minorToAmount(s.maxStakeMinor) });
}

async function saveSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  await ctx.env.DB.prepare(
    `INSERT INTO brand_bonus_settings (merchant_code, enabled, stake_order, contributions, default_contribution, max_stake_minor, expiry_days)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT (merchant_code) DO UPDATE SET enabled = ?2, stake_order = ?3, contributions = ?4, default_contribution = ?5,
       max_stake_minor = ?6, expiry_days = ?7`,
  )
    .bind(code, body.enabled ? 1 : 0, body.stakeOrder, JSON.stringify(body.contributions), body.defaultContribution, body.maxStake || null, body.expiryDays)
    .run();
  return ok({ merchant: code, enabled: body.enabled });
}

const GrantBody = z.object({
  merchant,
  username: z.string().trim().min(1).max(40),
  amount: amountToMinor.refine((minor) => minor > 0, 'amount: above 0'),
  turnoverMultiplier: z.number().min(0).max(100),
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{8,80}$/, 'key: 8 to 80 letters, digits, colons, dashes or underscores')
    .optional(),
});

async function member(ctx: BaseContext, code: string, username: string) {
  const account = await accountByUsername(ctx.env.DB, code, username);
  if (!account) throw new PlatformError(404, 'account.not_found', 'no such member');
  return account;
}

async function grant(ctx: BaseContext): Promise<Response> {
  const body = parseWith(GrantBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const account = await member(ctx, code, body.username);
  const key = `operator-bonus:${body.key ?? crypto.randomUUID()}`;
  const result = await walletGate(ctx.env).execute({
    op: 'adjust',
    merchant: code,
    accountId: account.id,
    key,
    amountMinor: body.amount,
    kind: 'BONUS',
    contra: 'BONUSES',
    reference: key,
    incentive: true,
    turnoverMultiplier: body.turnoverMultiplier,
  });
  if (!result.ok) throw new PlatformError(400, result.code, result.message, result.detail);
  return ok({ key, posted: (result.value as { posted: boolean }).posted });
}

const MemberBody = z.object({ merchant, username: z.string().trim().min(1).max(40) });

async function expire(ctx: BaseContext): Promise<Response> {
  const body = parseWith(MemberBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const account = await member(ctx, code, body.username);
  const now = clock(ctx.env);
  const moved = await ctx.env.DB.prepare("UPDATE bonus_grants SET expires_at = ?3 WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'ACTIVE'")
    .bind(code, account.id, now)
    .run();
  if (!moved.meta.changes) throw new PlatformError(404, 'bonus.not_found', 'no active bonus');
  const result = await walletGate(ctx.env).execute({ op: 'bonus.review', merchant: code, accountId: account.id });
  if (!result.ok) throw new PlatformError(400, result.code, result.message);
  return ok({ expired: true });
}

async function sweep(ctx: BaseContext): Promise<Response> {
  return ok({ expired: await expireDueBonuses(ctx.env, clock(ctx.env)) });
}

export const bonusWalletDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/bonus-settings', faultKey: '/__dev/bonus-settings', methods: { GET: settings, PUT: saveSettings } },
  { kind: 'dev', path: '/__dev/bonus/grant', faultKey: '/__dev/bonus/grant', methods: { POST: grant } },
  { kind: 'dev', path: '/__dev/bonus/expire', faultKey: '/__dev/bonus/expire', methods: { POST: expire } },
  { kind: 'dev', path: '/__dev/bonus/sweep', faultKey: '/__dev/bonus/sweep', methods: { POST: sweep } },
];
