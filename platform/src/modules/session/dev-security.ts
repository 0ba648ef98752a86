/**
 * Development routes for human checks and sessions (DEV_TOOLS = "1"):
 * - GET /__dev/captcha?id=: the answer of a captcha, for automated tests of the login form;
 * - POST /__dev/turnstile-token: a token of the Turnstile stand-in (what the widget would hand the
 *   page after "I am human"), accepted once within 300 s by a brand using the development secret;
 * - PUT /__dev/security-settings: switches a brand between the image captcha and Turnstile, and
 *   sets its session cap (until the seed is applied again).
 */
import * as z from 'zod';
import { DEV_TURNSTILE_SECRET, DEV_TURNSTILE_SITE_KEY } from '#platform/seed/security';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { loadSecuritySettings } from './security-settings';
import { issueDevToken } from './turnstile';
import { devMerchant } from '../../http/dev-merchant';

const TokenBody = z.object({ merchant: z.string().trim().min(1).max(40).optional() });

export async function turnstileToken(ctx: BaseContext): Promise<Response> {
  const raw = (await ctx.request.text()).trim();
  let parsed: unknown = {};
  try {
    if (raw) parsed = JSON.parse(raw);
  } catch {
    throw paramError('body: not JSON');
  }
  const body = parseWith(TokenBody, parsed);
  return ok(await issueDevToken(ctx.env.DB, devMerchant(ctx, body.merchant), clock(ctx.env)));
}

const SettingsBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  humanCheck: z.enum(['CAPTCHA', 'TURNSTILE']).optional(),
  maxSessionsPerAccount: z.number().int().min(1).max(1000).nullable().optional(),
});

/** Turnstile switched on here uses the development keys, so only the stand-in verifies it. */
export async function putSecuritySettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const brand = await ctx.env.DB.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${merchant}`);
  const current = await loadSecuritySettings(ctx.env.DB, merchant);
  const humanCheck = body.humanCheck ?? current.humanCheck;
  const cap = body.maxSessionsPerAccount === undefined ? current.maxSessionsPerAccount : body.maxSessionsPerAccount;
  await ctx.env.DB.prepare(
    `INSERT INTO brand_security_settings (merchant_code, human_check, turnstile_site_key, turnstile_secret, max_sessions_per_account)
     VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (merchant_code) DO UPDATE SET human_check = excluded.human_check,
       turnstile_site_key = COALESCE(brand_security_settings.turnstile_site_key, excluded.turnstile_site_key),
       turnstile_secret = COALESCE(brand_security_settings.turnstile_secret, excluded.turnstile_secret),
       max_sessions_per_account = excluded.max_sessions_per_account`,
  )
    .bind(merchant, humanCheck, DEV_TURNSTILE_SITE_KEY, DEV_TURNSTILE_SECRET, cap)
    .run();
  const saved = await loadSecuritySettings(ctx.env.DB, merchant);
  return ok({ merchant, humanCheck: saved.humanCheck, turnstileSiteKey: saved.turnstileSiteKey, maxSessionsPerAccount: saved.maxSessionsPerAccount });
}

export async function captchaAnswer(ctx: BaseContext): Promise<Response> {
  const id = queryObject(ctx.url).id;
  if (!id) throw paramError('id: not empty');
  const row = await ctx.env.DB.prepare('SELECT answer, expires_at, used_at FROM captchas WHERE id = ?1')
    .bind(id)
    .first<{ answer: string; expires_at: number; used_at: number | null }>();
  if (!row) throw paramError('id: unknown captcha');
  return ok({ id, answer: row.answer, expiresAt: row.expires_at, used: row.used_at !== null });
}

export const humanCheckDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/captcha', faultKey: '', methods: { GET: captchaAnswer } },
  { kind: 'dev', path: '/__dev/turnstile-token', faultKey: '', methods: { POST: turnstileToken } },
  { kind: 'dev', path: '/__dev/security-settings', faultKey: '', methods: { PUT: putSecuritySettings } },
];
