/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits, ±1 step), for Google Authenticator. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const bytes = new Uint8Array(new ArrayBuffer(out.length));
  bytes.set(out);
  return bytes;
}

export async function totpAt(secretBase32: string, timeMs: number): Promise<string> {
  const counter = Math.floor(timeMs / 30_000);
  const message = new Uint8Array(8);
  new DataView(message.buffer).setUint32(4, counter >>> 0);
  new DataView(message.buffer).setUint32(0, Math.floor(counter / 0x1_0000_0000));
  const key = await crypto.subtle.importKey('raw', base32Decode(secretBase32), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(binary % 1_000_000).padStart(6, '0');
}

export async function totpMatches(secretBase32: string, code: string, nowMs: number): Promise<boolean> {
  if (!secretBase32) return false;
  for (const drift of [-1, 0, 1]) {
    if ((await totpAt(secretBase32, nowMs + drift * 30_000)) === code) return true;
  }
  return false;
}
