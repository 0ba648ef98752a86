/**
 * Proof that a human is there, once brute-force protection asks for it (login.ts decides when):
 * the brand's choice of the platform's image captcha (bound to the client that fetched it) or a
 * Cloudflare Turnstile token (`humanToken`). Throws captcha_required / captcha_error.
 */
import type { Env } from '../../env';
import { fieldError, PlatformError } from '../../http/envelope';
import { textOf } from '../accounts/fields';
import { consumeCaptcha } from './captcha';
import { loadSecuritySettings } from './security-settings';
import { verifyTurnstile } from './turnstile';

export const captchaRequired = () => new PlatformError(400, 'captcha_required', 'captcha required', { captcha: true });
export const captchaWrong = () => new PlatformError(400, 'captcha_error', 'captcha check failed', { captcha: true });

/** What a check needs of the request (AccountDeps has it all). */
export interface HumanCheckDeps {
  env: Env;
  db: D1Database;
  merchant: string;
  /** The visitor IP (X-Client-IP), or "unknown". */
  ip: string;
  now: number;
}

/** Turnstile's tokens are at most 2048 characters. */
function tokenOf(payload: Record<string, unknown>): string {
  const raw = payload.humanToken;
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw fieldError('humanToken', 'must be a string');
  if (raw.length > 2048) throw fieldError('humanToken', 'too long');
  return raw.trim();
}

export async function requireHumanCheck(d: HumanCheckDeps, payload: Record<string, unknown>): Promise<void> {
  const security = await loadSecuritySettings(d.db, d.merchant);
  if (security.humanCheck === 'TURNSTILE' && security.turnstileSecret) {
    const token = tokenOf(payload);
    if (!token) throw captchaRequired();
    const verified = await verifyTurnstile(d.env, { merchant: d.merchant, secret: security.turnstileSecret, token, ip: d.ip, now: d.now });
    if (!verified) throw captchaWrong();
    return;
  }
  const captchaId = textOf(payload, 'captchaId');
  const captcha = textOf(payload, 'captcha');
  if (!captchaId || !captcha) throw captchaRequired();
  if (!(await consumeCaptcha(d.db, d.merchant, captchaId, captcha, d.now, d.ip))) throw captchaWrong();
}
