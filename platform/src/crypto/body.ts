/**
 * Reading a sealed request body: at most MAX_SEALED_BODY_BYTES (a sealed login or password change
 * is a few hundred bytes; a larger body is refused before it is buffered or decrypted), then the
 * `{"value": "<Base64>"}` wrapper both schemes share.
 */
import { fromBase64, fromUtf8 } from './encoding';
import { orRefuse, refuse } from './refuse';

export const MAX_SEALED_BODY_BYTES = 64 * 1024;

export async function readLimitedBody(request: Request, limit = MAX_SEALED_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) throw refuse('body too large');
  if (!request.body) throw refuse('no body');
  // Content-Length may be absent (chunked) or wrong, so the limit is also enforced while reading.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw refuse('body too large');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The Base64 text of `{"value": ...}` (kept as text: the legacy digest compares it as sent). */
export async function sealedValue(body: Uint8Array): Promise<{ text: string; bytes: Uint8Array<ArrayBuffer> }> {
  const parsed = await orRefuse('body is not JSON', () => JSON.parse(fromUtf8(body)) as unknown);
  const text = typeof parsed === 'object' && parsed !== null ? (parsed as { value?: unknown }).value : undefined;
  if (typeof text !== 'string' || text === '') throw refuse('body has no value');
  return { text, bytes: await orRefuse('value is not Base64', () => fromBase64(text)) };
}
