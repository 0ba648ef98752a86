/** The visitor's address: what the portal forwards (X-Client-IP), else Cloudflare's, or null when neither is a plausible address. */
export function clientIp(request: Request): string | null {
  const raw = request.headers.get('X-Client-IP') ?? request.headers.get('CF-Connecting-IP');
  const ip = raw?.trim();
  return ip && ip.length <= 64 ? ip : null;
}
