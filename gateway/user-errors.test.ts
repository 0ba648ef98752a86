import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from './errors';
import { failure, userError, userErrorFrom } from './user-errors';

const platform = (platformCode: string, message = platformCode, detail?: unknown) => UpstreamError.fromPlatform('login', platformCode, message, detail);

describe('the user-error catalogue', () => {
  it.each([
    ['account_password_error', 'INCORRECT_CREDENTIALS', null],
    ['captcha_error', 'CAPTCHA_WRONG', 'captcha'],
    ['verification_code_error', 'CODE_WRONG', 'verificationCode'],
    ['invitation_code_error', 'INVITATION_CODE', 'affiliateCode'],
    ['old_password_error', 'OLD_PASSWORD_WRONG', 'oldPassword'],
    ['too.many.requests', 'TOO_MANY_REQUESTS', null],
    ['login.not.session', 'SESSION_ENDED', null],
    ['function.not.available', 'NOT_AVAILABLE', null],
    ['#543', 'NOT_AVAILABLE', null],
    ['sms.quota_exceeded', 'QUOTA_EXCEEDED', null],
    ['legal.version_outdated', 'VERSION_OUTDATED', 'documents'],
    ['legal.version_unknown', 'NOT_FOUND', 'documents'],
    ['legal.acceptance_needed', 'TERMS_NOT_ACCEPTED', null],
  ])('maps the platform code %s to %s', (platformCode, code, field) => {
    expect(userErrorFrom(platform(platformCode))).toMatchObject({ code, field });
  });

  it.each([
    ['username: not empty', 'REQUIRED', 'username', null],
    ['password: must match pattern NUMBER_LETTER', 'PATTERN', 'password', 'NUMBER_LETTER'],
    ['username: length must be between 6 and 16', 'LENGTH', 'username', null],
    ['mobileNo: already registered', 'TAKEN', 'mobileNum', null],
    ['confirmPassword: inconsistent twice', 'INCONSISTENT', 'confirmPassword', null],
    ['captchaId: unknown challenge', 'INVALID_INPUT', 'captcha', null],
    ['something odd', 'INVALID_INPUT', null, null],
    // Terms with versions (docs/platform-protocol.md): a version replaced since the form, a confirmation missing.
    ['legalVersions: outdated', 'VERSION_OUTDATED', 'legalVersions', null],
    ['confirmations: OWN_MONEY required', 'REQUIRED', 'confirmations.OWN_MONEY', null],
    ['confirmations: own money required', 'INVALID_INPUT', 'confirmations', null],
  ])('reads the parameter error "%s" as %s on %s', (message, code, field, patternId) => {
    expect(userErrorFrom(platform('request_param_err', message))).toEqual({ code, field, patternId, message: expect.any(String) });
  });

  it('reads an expired or used-up code from the reason the failure carries, and a plain refusal as a wrong code', () => {
    for (const reason of ['expired', 'exhausted']) {
      expect(userErrorFrom(platform('verification_code_error', 'verification code expired, please resend', { reason }))).toMatchObject({
        code: 'CODE_EXPIRED',
        field: 'verificationCode',
      });
    }
    // A live platform that says no more (or something else) than its code.
    expect(userErrorFrom(platform('verification_code_error', 'verification code expired')).code).toBe('CODE_WRONG');
    expect(userErrorFrom(platform('verification_code_error', 'x', { reason: 'stale' })).code).toBe('CODE_WRONG');
  });

  it('carries the wait of a rate limit when the platform gives one', () => {
    expect(userErrorFrom(platform('too.many.requests', 'too many', { retryAfterSeconds: 287 }))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 287,
    });
    expect(userErrorFrom(platform('too.many.requests'))).not.toHaveProperty('retryAfterSeconds');
    expect(userErrorFrom(platform('too.many.requests', 'x', { retryAfterSeconds: -3 }))).not.toHaveProperty('retryAfterSeconds');
  });

  it('never passes on the platform’s own words', () => {
    const error = userErrorFrom(platform('request_param_err', 'password: must match pattern X; internal detail'));
    expect(error.message).not.toContain('internal detail');
  });

  it('throws on whatever is not an expected refusal', () => {
    expect(() => userErrorFrom(new Error('bug'))).toThrow('bug');
    expect(() => userErrorFrom(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'login'))).toThrow('slow');
    expect(() => userErrorFrom(platform('some.unknown.code'))).toThrow();
  });

  it('builds failures with a message for API users', () => {
    expect(failure('INCONSISTENT', 'confirmPassword')).toEqual({ ok: false, errors: [userError('INCONSISTENT', 'confirmPassword')] });
    expect(userError('TAKEN').message).toMatch(/registered/);
  });
});
