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
  /** The visitor holds as many live streams as one may (gateway/modules/live/stream-cap.ts). */
  TooManyStreams: 'TOO_MANY_STREAMS',
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

/**
 * What a client reads for each code: never the platform's own words (its validation messages
 * name fields and rules) nor a validator's details; the code is what the app localizes.
 */
const publicMessages: Record<ErrorCode, string> = {
  FUNCTION_NOT_AVAILABLE: 'This function is not available.',
  BAD_REQUEST: 'The request was refused.',
  SESSION_ENDED: 'The session has ended.',
  SYSTEM_BUSY: 'The system is busy; try again shortly.',
  GAME_NOT_FINISHED: 'A game is still in progress.',
  METHOD_NOT_SUPPORTED: 'This method is not supported.',
  UPSTREAM_TIMEOUT: 'The platform did not answer in time.',
  UPSTREAM_UNAVAILABLE: 'The platform is unavailable.',
  UPSTREAM_MALFORMED: 'The platform sent an unexpected answer.',
  PLATFORM_ERROR: 'The platform could not complete the request.',
  TOO_MANY_STREAMS: 'Too many live streams are open from here; close a page or try again later.',
};

/**
 * A platform without one of this project's extensions (responsible gaming, identity verification):
 * it refuses the call as unknown (function.not.available) or has no such path (404). The page is
 * hidden, never failed.
 */
export const notOffered = (error: unknown) => error instanceof UpstreamError && error.code === ErrorCode.FunctionNotAvailable;

/** A read of an extension, or null when the platform does not offer it (any other failure stays an error). */
export async function unlessNotOffered<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (notOffered(error)) return null;
    throw error;
  }
}

/** A read about one game, or null when the platform no longer lists that game (game.not_found); any other failure stays an error. */
export async function unlessGameFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'game.not_found') return null;
    throw error;
  }
}

/** An expected platform failure as the client sees it: its catalogue code and a generic message. */
export function publicError(error: GraphQLError): GraphQLError {
  const code = error.extensions?.code;
  if (typeof code !== 'string' || !Object.hasOwn(publicMessages, code)) return error;
  return new GraphQLError(publicMessages[code as ErrorCode], { nodes: error.nodes, path: error.path, extensions: { code } });
}

function isOriginalGraphQLError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

/**
 * Yoga's error masking: a GraphQL error of our own or of the GraphQL engine passes (without the
 * parser's `originalError` details, such as where a JSON body broke); anything else becomes a
 * generic INTERNAL_SERVER_ERROR that keeps only its HTTP status. A request that cannot be read
 * (a syntax error, a body that is not JSON) is a 400 whatever JSON the client accepts: Yoga would
 * answer `application/json` clients 200 for those (its `spec` flag), hiding a broken request (a
 * client of a stream gets it inside an accepted stream instead: plugins/useSseProtocol.ts).
 * Edited in place: Yoga logs every error the masking replaces, and these are the client's.
 */
export function maskError(error: unknown, message: string): Error {
  if (isOriginalGraphQLError(error)) {
    const extensions = error.extensions as Record<string, unknown>;
    delete extensions.originalError;
    const http = extensions.http as { spec?: boolean } | undefined;
    if (http?.spec) extensions.http = { ...http, spec: false };
    return error;
  }
  const http = error instanceof GraphQLError ? error.extensions?.http : undefined;
  return new GraphQLError(message, {
    nodes: error instanceof GraphQLError ? error.nodes : undefined,
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(http ? { http } : {}) },
  });
}

/** Whether an error is one we expect and show (as opposed to one we mask). */
export function isExpectedError(error: { extensions?: Record<string, unknown> }): boolean {
  const code = error.extensions?.code;
  return typeof code === 'string' && (knownCodes.has(code) || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT');
}
