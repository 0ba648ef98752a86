/**
 * A stored file (a member's image from R2) answered on its own: its stored type, never sniffed into
 * another, never run (no sources, sandboxed) and shown inline rather than downloaded.
 */
export function storedFileResponse(object: R2ObjectBody, contentType: string, cacheControl: string): Response {
  return new Response(object.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(object.size),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    },
  });
}
