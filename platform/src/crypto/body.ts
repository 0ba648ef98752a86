/**
 * Reading a sealed request body: at most MAX_SEALED_BODY_BYTES (a sealed login or password change
 * is a few hundred bytes; a larger body is refused before it is buffered or decrypted), then the
 * `{"value": "<Base64>"}` wrapper both schemes share.
 */
import { readBoundedBody } from '../http/bounded-body';
import { fromBase64, fromUtf8 } from './encoding';
import { orRefuse, refuse } from './refuse';

export const MAX_SEALED_BODY_BYTES = 64 * 1024;

export async function readLimitedBody(request: Request, limit = MAX_SEALED_BODY_BYTES): Promise<Uint8Array> {
  const body = await readBoundedBody(request, limit);
  if (!body) throw refuse('body too large');
  // The reader answers a missing body as an empty one; a sealed call must have one.
  if (!request.body) throw refuse('no body');
  return body;
}

/** The Base64 text of `{"value": ...}` (kept as text: the legacy digest compares it as sent). */
export async function sealedValue(body: Uint8Array): Promise<{ text: string; bytes: Uint8Array<ArrayBuffer> }> {
  const parsed = await orRefuse('body is not JSON', () => JSON.parse(fromUtf8(body)) as unknown);
  const text = typeof parsed === 'object' && parsed !== null ? (parsed as { value?: unknown }).value : undefined;
  if (typeof text !== 'string' || text === '') throw refuse('body has no value');
  return { text, bytes: await orRefuse('value is not Base64', () => fromBase64(text)) };
}
