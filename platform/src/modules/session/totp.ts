/**
 * Google Authenticator codes for the second login step: RFC 6238 TOTP as the app makes them
 * (HMAC-SHA1, 30 s steps, 6 digits), accepted one step either side for clock drift. otpauth does
 * the arithmetic and compares codes in constant time.
 */
import { Secret, TOTP } from 'otpauth';

const DRIFT_STEPS = 1;

const totpOf = (secretBase32: string) => new TOTP({ secret: Secret.fromBase32(secretBase32.replace(/\s+/g, '')), algorithm: 'SHA1', digits: 6, period: 30 });

/** The code the authenticator app shows at `timeMs` (tests use it to answer the step). */
export async function totpAt(secretBase32: string, timeMs: number): Promise<string> {
  return totpOf(secretBase32).generate({ timestamp: timeMs });
}

/** Whether `code` is the current code, or the one a step before or after; never for an empty secret. */
export async function totpMatches(secretBase32: string, code: string, nowMs: number): Promise<boolean> {
  if (!secretBase32) return false;
  try {
    return totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS }) !== null;
  } catch {
    // A stored secret that is not Base32 matches nothing.
    return false;
  }
}
