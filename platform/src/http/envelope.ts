/**
 * The legacy envelope `{success, value, message?, errorCode?}` and the error codes of
 * docs/platform-protocol.md. Handlers throw PlatformError; the pipeline turns it into a response.
 */

export function ok(value: unknown, init: ResponseInit = {}): Response {
  return json({ success: true, value }, init);
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra data some failures carry (login: `{captcha: true}`); omitted when undefined. */
    readonly value?: unknown,
    /** Extra response headers (e.g. Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  toResponse(): Response {
    const body: Record<string, unknown> = { success: false, errorCode: this.errorCode, message: this.message };
    if (this.value !== undefined) body.value = this.value;
    // Failures of personal endpoints must not be cached either.
    return json(body, { status: this.status, headers: { 'Cache-Control': 'no-store', ...this.headers } });
  }
}

/** Feature switched off, unknown/duplicated merchant. */
export const functionNotAvailable = () => new PlatformError(400, 'function.not.available', 'function.not.available');

export const paramError = (message = 'request_param_err') => new PlatformError(400, 'request_param_err', message);

export const notFound = () => new PlatformError(404, 'request_param_err', 'not found');

export const methodNotSupported = () => new PlatformError(405, '#459', 'http_method_not_support');

/** Unknown, ended (logout, timeout, password change) or not-yet-completed session: drop the token. */
export const notSession = () => new PlatformError(401, 'login.not.session', 'please login');

/** A parameter error naming the field: `request_param_err`, message "<field>: <reason>". */
export const fieldError = (field: string, reason: string) => paramError(`${field}: ${reason}`);

/** Success that must never be cached (anything personal). */
export function okPrivate(value: unknown): Response {
  return ok(value, { headers: { 'Cache-Control': 'no-store' } });
}

export const systemBusy = () => new PlatformError(500, '#727', 'system busy');

/** HTTP 429 `too.many.requests` with Retry-After. */
export function tooManyRequests(retryAt: number | null, now: number, message = 'too many requests, retry later'): PlatformError {
  const seconds = Math.max(1, Math.ceil(((retryAt ?? now + 60_000) - now) / 1000));
  return new PlatformError(429, 'too.many.requests', message, { retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
}
