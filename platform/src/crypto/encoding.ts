/**
 * The byte encodings a sealed body arrives in. Decoders are strict: a lenient one would let two
 * different header values stand for the same bytes, and X-Digest is compared as text.
 */

const encoder = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

// TextEncoder always returns a plain ArrayBuffer; saying so lets WebCrypto accept the bytes.
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => encoder.encode(text) as Uint8Array<ArrayBuffer>;

/** Throws on invalid UTF-8 rather than inserting U+FFFD. */
export const fromUtf8 = (bytes: Uint8Array): string => strictUtf8.decode(bytes);

const CANONICAL_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!CANONICAL_BASE64.test(text)) throw new Error('not canonical Base64');
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not Base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Comparison whose time does not depend on where two strings first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
