import { GraphQLError } from 'graphql';

/**
 * Codes of expected failures, shared with the app (which localizes them). Platform error codes
 * from the protocol map onto these; anything unexpected is masked instead.
 */
export const ErrorCode = {
  FunctionNotAvailable: 'FUNCTION_NOT_AVAILABLE',
  BadRequest: 'BAD_REQUEST',
  SessionEnded: 'SESSION_ENDED',
  SystemBusy: 'SYSTEM_BUSY',
  GameNotFinished: 'GAME_NOT_FINISHED',
  MethodNotSupported: 'METHOD_NOT_SUPPORTED',
  UpstreamTimeout: 'UPSTREAM_TIMEOUT',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  UpstreamMalformed: 'UPSTREAM_MALFORMED',
  PlatformError: 'PLATFORM_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const knownCodes = new Set<string>(Object.values(ErrorCode));

const platformCodes: Record<string, ErrorCode> = {
  'function.not.available': ErrorCode.FunctionNotAvailable,
  '#543': ErrorCode.FunctionNotAvailable,
  request_param_err: ErrorCode.BadRequest,
  request_body_required: ErrorCode.BadRequest,
  'login.not.session': ErrorCode.SessionEnded,
  '#727': ErrorCode.SystemBusy,
  '#734': ErrorCode.GameNotFinished,
  '#459': ErrorCode.MethodNotSupported,
  http_method_not_support: ErrorCode.MethodNotSupported,
};

/**
 * A failure reported by, or met while talking to, the platform. It is a GraphQLError with a code,
 * so Yoga passes it to the client unmasked and the app can localize it.
 */
export class UpstreamError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly endpoint: string,
    /** The platform's own errorCode, when it sent one. */
    readonly platformCode?: string,
    /** The `value` a failure carried (login: `{captcha: true}`). */
    readonly detail?: unknown,
  ) {
    super(message, { extensions: { code, ...(platformCode ? { platformCode } : {}) } });
    this.name = 'UpstreamError';
  }

  static fromPlatform(endpoint: string, platformCode: string | undefined, message: string | undefined, detail?: unknown) {
    const code = (platformCode && Object.hasOwn(platformCodes, platformCode) && platformCodes[platformCode]) || ErrorCode.PlatformError;
    return new UpstreamError(code, message || platformCode || 'platform error', endpoint, platformCode, detail);
  }
}

/** Whether an error is one we expect and show (as opposed to one we mask). */
export function isExpectedError(error: { extensions?: Record<string, unknown> }): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && (knownCodes.has(code) || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT');
}
