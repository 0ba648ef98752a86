/**
 * A stored file (a member's image from R2) answered on its own: its stored type, never sniffed into
 * another, never run (no sources, sandboxed) and shown inline rather than downloaded (or, for a
 * personal document the operator reads, downloaded rather than shown).
 */
export function storedFileResponse(object: R2ObjectBody, contentType: string, cacheControl: string, disposition: 'inline' | 'attachment' = 'inline'): Response {
  return new Response(object.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(object.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': disposition,
    },
  });
}

/**
 * A file sent as Base64 text (standard or URL alphabet, optionally a `data:…;base64,` URL) as
 * bytes: text longer than `maxBytes` can be is refused before it is decoded, and so is anything
 * that is not Base64. `refuse` makes the error from a message naming `field`.
 */
export function decodeBase64File(value: unknown, field: string, maxBytes: number, refuse: (message: string) => Error): Uint8Array<ArrayBuffer> {
  const tooLarge = () => refuse(`${field}: larger than ${maxBytes / (1024 * 1024)} MB`);
  if (typeof value !== 'string' || value.length === 0) throw refuse(`${field}: not empty`);
  const text = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  if (text.length > Math.ceil(maxBytes / 3) * 4) throw tooLarge();
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw refuse(`${field}: not Base64`);
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw refuse(`${field}: not Base64`);
  }
  if (binary.length > maxBytes) throw tooLarge();
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Byte arrays one after another. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
