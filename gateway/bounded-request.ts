/**
 * The post, buffered only if it is at most `limit` bytes (Content-Length may be absent or wrong,
 * so the bytes are counted while reading); null when it is larger, so a huge upload is never
 * held in memory or parsed.
 */
export async function boundedRequest(request: Request, limit: number): Promise<Request | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return request;
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
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
