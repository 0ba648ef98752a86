/**
 * The one way the platform reads a request body with a size bound: the sealed bodies of encrypted
 * calls (crypto/body.ts), the withdrawal receipt's and the feedback's proof images
 * (modules/withdraw/proof.ts) and the chat room's form posts (modules/chat/routes.ts). Each caller
 * keeps its own limit and its own answer to a body that is too large.
 */

/**
 * The body, or null when it is larger than `limit` bytes. A declared Content-Length over the limit
 * is refused before anything is read; the header may be absent (chunked) or wrong, so the bytes are
 * also counted while reading and the stream is cancelled at the first byte past the limit. A request
 * without a body reads as empty.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
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
