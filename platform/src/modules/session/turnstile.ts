/**
 * Cloudflare Turnstile tokens, verified by the platform: in production with Turnstile's
 * `siteverify` and the brand's secret; with DEV_TOOLS on (never in production) a brand whose
 * secret is the development secret is verified by a stand-in here, against tokens that
 * `POST /__dev/turnstile-token` issued (single use, 300 s, like Turnstile's), so that local runs
 * and tests need no network. Either way a token counts once, and a failure of any kind (refused,
 * expired, reused, Turnstile unreachable) is "not verified": logins fail closed.
 */
import { DEV_TURNSTILE_SECRET } from '#platform/seed/security';
import type { Env } from '../../env';
import { sha256Hex } from '../../crypto/random';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** How long a development token lives (Turnstile's tokens: 300 s). */
export const DEV_TOKEN_TTL_MS = 300_000;
const SITEVERIFY_TIMEOUT_MS = 5000;

export function devStandInActive(env: Env): boolean {
  return env.DEV_TOOLS === '1' && env.ENVIRONMENT !== 'production';
}

export interface TurnstileCheck {
  merchant: string;
  secret: string;
  token: string;
  ip: string;
  now: number;
}

export async function verifyTurnstile(env: Env, check: TurnstileCheck): Promise<boolean> {
  if (!check.token) return false;
  if (check.secret === DEV_TURNSTILE_SECRET) return devStandInActive(env) && consumeDevToken(env.DB, check);
  return siteverify(check);
}

async function siteverify(check: TurnstileCheck): Promise<boolean> {
  const form = new FormData();
  form.set('secret', check.secret);
  form.set('response', check.token);
  if (check.ip !== 'unknown') form.set('remoteip', check.ip);
  try {
    const response = await fetch(SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!response.ok) return false;
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true;
  } catch (error) {
    console.warn('turnstile siteverify failed', error);
    return false;
  }
}

/** Issues a development token for a brand (the stand-in widget's "I am human"). */
export async function issueDevToken(db: D1Database, merchant: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = `dev.${crypto.randomUUID()}`;
  const expiresAt = now + DEV_TOKEN_TTL_MS;
  await db.batch([
    db.prepare('DELETE FROM dev_turnstile_tokens WHERE expires_at < ?1').bind(now - DEV_TOKEN_TTL_MS),
    db
      .prepare('INSERT INTO dev_turnstile_tokens (token_hash, merchant_code, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(await sha256Hex(token), merchant, now, expiresAt),
  ]);
  return { token, expiresAt };
}

async function consumeDevToken(db: D1Database, check: TurnstileCheck): Promise<boolean> {
  const row = await db
    .prepare(
      'UPDATE dev_turnstile_tokens SET used_at = ?3 WHERE token_hash = ?1 AND merchant_code = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING 1 AS ok',
    )
    .bind(await sha256Hex(check.token), check.merchant, check.now)
    .first<{ ok: number }>();
  return row !== null;
}
