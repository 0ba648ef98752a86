import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ErrorCode, isExpectedError, maskError, publicError, UpstreamError } from './errors';

describe('UpstreamError.fromPlatform', () => {
  it.each([
    ['function.not.available', ErrorCode.FunctionNotAvailable],
    ['#543', ErrorCode.FunctionNotAvailable],
    ['request_param_err', ErrorCode.BadRequest],
    ['request_body_required', ErrorCode.BadRequest],
    ['login.not.session', ErrorCode.SessionEnded],
    ['#727', ErrorCode.SystemBusy],
    ['#734', ErrorCode.GameNotFinished],
    ['#459', ErrorCode.MethodNotSupported],
    ['http_method_not_support', ErrorCode.MethodNotSupported],
  ])('maps the platform code %s to %s', (platformCode, code) => {
    const error = UpstreamError.fromPlatform('gameList', platformCode, 'platform says no');
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.code).toBe(code);
    expect(error.extensions).toEqual({ code, platformCode });
    expect(error.platformCode).toBe(platformCode);
    expect(error.endpoint).toBe('gameList');
    expect(error.message).toBe('platform says no');
    expect(isExpectedError(error)).toBe(true);
  });

  it('maps an unknown or missing code to PLATFORM_ERROR', () => {
    expect(UpstreamError.fromPlatform('x', '#999', 'odd').code).toBe(ErrorCode.PlatformError);
    const missing = UpstreamError.fromPlatform('x', undefined, undefined);
    expect(missing.code).toBe(ErrorCode.PlatformError);
    expect(missing.extensions).toEqual({ code: ErrorCode.PlatformError });
    expect(missing.message).toBe('platform error');
  });

  it('falls back to the platform code as message', () => {
    expect(UpstreamError.fromPlatform('x', '#727', undefined).message).toBe('#727');
    expect(UpstreamError.fromPlatform('x', '#727', '').message).toBe('#727');
  });
});

describe('isExpectedError', () => {
  it('accepts every gateway code, validation failures and bad input', () => {
    for (const code of Object.values(ErrorCode)) expect(isExpectedError({ extensions: { code } })).toBe(true);
    expect(isExpectedError({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })).toBe(true);
    expect(isExpectedError({ extensions: { code: 'BAD_USER_INPUT' } })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isExpectedError({})).toBe(false);
    expect(isExpectedError({ extensions: {} })).toBe(false);
    expect(isExpectedError({ extensions: { code: 'INTERNAL_SERVER_ERROR' } })).toBe(false);
    expect(isExpectedError({ extensions: { code: 42 } })).toBe(false);
    expect(isExpectedError(new GraphQLError('boom'))).toBe(false);
  });
});

describe('publicError', () => {
  it("gives every gateway code a fixed message and drops the platform's words and code", () => {
    for (const code of Object.values(ErrorCode)) {
      const error = publicError(new UpstreamError(code, 'username: must match pattern ^[a-z]+$', 'login', 'request_param_err'));
      expect(error.message).not.toMatch(/must match|request_param_err/);
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.extensions).toEqual({ code });
    }
  });

  it('leaves other errors alone', () => {
    const validation = new GraphQLError('Cannot query field "x".', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(publicError(validation)).toBe(validation);
  });
});

describe('maskError', () => {
  it('masks anything that is not a GraphQL error of our own, keeping only its HTTP status', () => {
    const masked = maskError(
      new GraphQLError('wrapped', { originalError: new RangeError('at money.ts:9'), extensions: { http: { status: 503 } } }),
      'Unexpected error.',
    );
    expect(masked.message).toBe('Unexpected error.');
    expect((masked as GraphQLError).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', http: { status: 503 } });
    expect(maskError(new TypeError('x is undefined'), 'Unexpected error.').message).toBe('Unexpected error.');
  });

  it("drops a parser's details and makes an unreadable request a 400 for every client", () => {
    const error = new GraphQLError('POST body sent invalid JSON.', {
      extensions: {
        code: 'BAD_REQUEST',
        http: { spec: true, status: 400 },
        originalError: { name: 'SyntaxError', message: 'Unexpected token , at position 17' },
      },
    });
    const masked = maskError(error, 'Unexpected error.') as GraphQLError;
    expect(masked.message).toBe('POST body sent invalid JSON.');
    expect(masked.extensions).toEqual({ code: 'BAD_REQUEST', http: { spec: false, status: 400 } });
  });
});
