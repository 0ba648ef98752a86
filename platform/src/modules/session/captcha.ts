/**
 * GET /wps/captcha: a raster image (PNG data URL) of 4 digits bound to a captcha id and to the
 * client (X-Client-IP) that asked for it. The picture is drawn by ./captcha/image.ts: no shapes
 * in any markup, per-character distortion and noise so that a fixed-template fit fails. Single
 * use, expires after CAPTCHA_TTL_MS, never cacheable; answering from another client fails. The
 * answer is kept in D1 (`captchas`), readable by tests through `GET /__dev/captcha?id=`.
 * A brand that verifies humans with Cloudflare Turnstile (./human-check.ts) still gets an image
 * (registration uses it); the answer then also names the brand's Turnstile site key for logins.
 */
import { now as clock } from '../../http/clock';
import { randomDigits, randomToken } from '../../crypto/random';
import { clientIp } from '../../http/client-ip';
import { okPrivate, tooManyRequests } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { renderCaptcha } from './captcha/image';
import { base64, encodeGrayPng } from './captcha/png';
import { loadSecuritySettings } from './security-settings';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
/** Captcha images per IP per minute (the client refreshes at most once per second). */
const CAPTCHAS_PER_IP_PER_MINUTE = 30;

export async function captchaPng(answer: string): Promise<string> {
  const image = renderCaptcha(answer);
  return `data:image/png;base64,${base64(await encodeGrayPng(image.width, image.height, image.gray))}`;
}

/** `client`: the address that asked (X-Client-IP); only an answer from it counts. */
export async function createCaptcha(
  db: D1Database,
  merchant: string,
  client: string,
  now: number,
): Promise<{ captchaId: string; answer: string; image: string }> {
  const captchaId = randomToken(16);
  const answer = randomDigits(CAPTCHA_LENGTH);
  await db.batch([
    // Housekeeping: expired captchas older than a day are dropped.
    db.prepare('DELETE FROM captchas WHERE expires_at < ?1').bind(now - 24 * 60 * 60 * 1000),
    db
      .prepare('INSERT INTO captchas (id, merchant_code, answer, created_at, expires_at, client) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
      .bind(captchaId, merchant, answer, now, now + CAPTCHA_TTL_MS, client),
  ]);
  return { captchaId, answer, image: await captchaPng(answer) };
}

/**
 * Uses up a captcha (whatever the answer: single use) and says whether `answer` was right.
 * Unknown, expired, already used, another brand's or another client's captcha: false. An
 * attempt from another client uses it up too, so a leaked id is worth nothing.
 */
export async function consumeCaptcha(db: D1Database, merchant: string, captchaId: string, answer: string, now: number, client: string): Promise<boolean> {
  const row = await db
    .prepare(`UPDATE captchas SET used_at = ?3 WHERE id = ?1 AND merchant_code = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING answer, client`)
    .bind(captchaId, merchant, now)
    .first<{ answer: string; client: string | null }>();
  return row !== null && row.client === client && row.answer === answer.trim();
}

export async function captchaHandler(ctx: BrandContext): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const ip = clientIp(ctx.request) ?? 'unknown';
  const taken = await throttleFor(ctx.env, merchant).take(throttleKeys.captchaIp(ip), CAPTCHAS_PER_IP_PER_MINUTE, 60_000, now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, now);
  const [{ captchaId, image }, security] = await Promise.all([createCaptcha(ctx.env.DB, merchant, ip, now), loadSecuritySettings(ctx.env.DB, merchant)]);
  const turnstileSiteKey = security.humanCheck === 'TURNSTILE' ? security.turnstileSiteKey : null;
  return okPrivate({ captchaId, image, expiredSeconds: CAPTCHA_TTL_MS / 1000, turnstileSiteKey });
}
