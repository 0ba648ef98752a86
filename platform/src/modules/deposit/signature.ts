/**
 * Provider callbacks are signed: HMAC-SHA256 over "<timestamp>.<raw body>" with the brand's
 * provider secret (brand_deposit_settings.provider_secret), hex in `X-Provider-Signature`, the
 * timestamp (epoch ms) in `X-Provider-Timestamp`. A callback more than five minutes off the
 * platform clock is refused, so a captured one cannot be replayed later (a replay inside the window
 * changes nothing: callbacks are idempotent).
 */

export const SIGNATURE_HEADER = 'X-Provider-Signature';
export const TIMESTAMP_HEADER = 'X-Provider-Timestamp';
export const CALLBACK_TOLERANCE_MS = 5 * 60_000;

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function signCallback(secret: string, timestamp: number, body: string): Promise<string> {
  return toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(`${timestamp}.${body}`)));
}

/** Whether the signature is the secret's over this timestamp and body (compared in constant time by WebCrypto). */
export async function verifyCallback(secret: string, timestamp: string | null, signature: string | null, body: string, now: number): Promise<boolean> {
  if (!timestamp || !/^\d{1,15}$/.test(timestamp) || !signature) return false;
  if (Math.abs(now - Number(timestamp)) > CALLBACK_TOLERANCE_MS) return false;
  const expected = fromHex(signature.trim());
  if (!expected || expected.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), expected, encoder.encode(`${timestamp}.${body}`));
}
