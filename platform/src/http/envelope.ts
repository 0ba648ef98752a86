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
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  toResponse(): Response {
    return json({ success: false, errorCode: this.errorCode, message: this.message }, { status: this.status });
  }
}

/** Feature switched off, unknown/duplicated merchant. */
export const functionNotAvailable = () =>
  new PlatformError(400, 'function.not.available', 'function.not.available');

export const paramError = (message = 'request_param_err') => new PlatformError(400, 'request_param_err', message);

export const notFound = () => new PlatformError(404, 'request_param_err', 'not found');

export const methodNotSupported = () => new PlatformError(405, '#459', 'http_method_not_support');

export const systemBusy = () => new PlatformError(500, '#727', 'system busy');
