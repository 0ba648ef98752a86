/**
 * The post, buffered only if it is at most `limit` bytes (Content-Length may be absent or wrong,
 * so the bytes are counted while reading); null when it is larger, so a huge upload is never
 * held in memory or parsed.
 */
export async function boundedRequest(request: Request, limit: number): Promise<Request | null> {
  if (!request.body) return declaredLength(request) > limit ? null : request;
  const body = await boundedBody(request, limit);
  return body && new Request(request.url, { method: request.method, headers: request.headers, body });
}

/**
 * The request's body bytes (empty when it has none) if there are at most `limit` of them, else
 * null. A declared Content-Length above the limit is refused before anything is read; the bytes
 * are counted while reading, so a missing or wrong header never gets more than `limit` into memory.
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (declaredLength(request) > limit) return null;
  if (!request.body) return new Uint8Array(0);
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

/** Content-Length as a number; NaN when absent or not a number (NaN > limit is false: the count decides). */
function declaredLength(request: Request): number {
  return Number(request.headers.get('Content-Length') ?? Number.NaN);
}
