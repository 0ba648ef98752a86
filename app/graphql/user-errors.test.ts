import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { problem, readProblem } from '#app/components/forms/problem';
import {
  EXCLUDED_PERMANENT,
  LIMIT_REACHED_PLAIN,
  replyWithUserErrors,
  TOO_MANY_REQUESTS_WAIT,
  UNAVAILABLE,
  userErrorMessage,
  USER_ERROR_MESSAGES,
} from './user-errors';

function submissionOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema: z.object({ username: z.string(), password: z.string() }) });
}

describe('user errors in forms', () => {
  it('puts an error under its field when the form shows it, else at the form', () => {
    const result = replyWithUserErrors(
      submissionOf({ username: 'neo', password: 'secret' }),
      {
        errors: [
          { code: 'TAKEN', field: 'username' },
          { code: 'TOO_MANY_REQUESTS', field: null },
          { code: 'REQUIRED', field: 'captcha' },
        ],
      },
      { fields: ['username', 'password'], hideFields: ['password'] },
    );
    expect(result.error).toMatchObject({ username: ['register.errors.taken'], '': ['auth.errors.tooMany', 'auth.errors.required'] });
    expect(result.initialValue).toMatchObject({ username: 'neo' });
    expect(result.initialValue?.password).toBeUndefined();
  });

  it('says the service is unavailable when there was no answer at all', () => {
    const result = replyWithUserErrors(submissionOf({ username: 'a', password: 'b' }), null, { fields: [] });
    expect(result.error?.['']).toEqual([UNAVAILABLE]);
  });

  it('never answers a refusal without a message', () => {
    const result = replyWithUserErrors(submissionOf({ username: 'a', password: 'b' }), { errors: [] }, { fields: [] });
    expect(result.error?.['']).toEqual([USER_ERROR_MESSAGES.INVALID_INPUT]);
  });

  it('names the brand’s pattern, and lets a form word a code its own way', () => {
    expect(readProblem(userErrorMessage({ code: 'PATTERN', field: 'password', patternId: 'NUMBER_LETTER' }))).toEqual({
      key: 'validation.patterns.NUMBER_LETTER',
    });
    expect(userErrorMessage({ code: 'INVALID_INPUT', field: 'newPassword' }, { 'INVALID_INPUT:newPassword': 'login.errors.newPasswordRejected' })).toBe(
      'login.errors.newPasswordRejected',
    );
    expect(userErrorMessage({ code: 'INVALID_INPUT', field: 'mobileNum' }, { INVALID_INPUT: 'login.errors.mobile' })).toBe('login.errors.mobile');
  });

  it('says how many minutes a rate limit lasts, rounded up, when the platform said; a form’s wording keeps its own default', () => {
    expect(readProblem(userErrorMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 241 }))).toEqual({
      key: TOO_MANY_REQUESTS_WAIT,
      params: { minutes: 5 },
    });
    expect(readProblem(userErrorMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 20 }))).toEqual({
      key: TOO_MANY_REQUESTS_WAIT,
      params: { minutes: 1 },
    });
    expect(userErrorMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: null })).toBe(USER_ERROR_MESSAGES.TOO_MANY_REQUESTS);
    const phone = { TOO_MANY_REQUESTS: problem('phone.errors.tooMany', { minutes: 5 }) };
    expect(readProblem(userErrorMessage({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 540 }, phone))).toEqual({
      key: 'phone.errors.tooMany',
      params: { minutes: 9 },
    });
    expect(readProblem(userErrorMessage({ code: 'TOO_MANY_REQUESTS' }, phone))).toEqual({ key: 'phone.errors.tooMany', params: { minutes: 5 } });
  });

  it('writes a limit’s figures into its message: what is left as money, the reset in the brand’s zone', () => {
    const formats = { money: (minor: number) => `M${minor}`, time: (ms: number) => `T${ms}` };
    const refusal = { code: 'LIMIT_REACHED' as const, field: 'amount', remaining: 4000, until: 1_800_000_000_000 };
    expect(readProblem(userErrorMessage(refusal, {}, formats))).toEqual({
      key: USER_ERROR_MESSAGES.LIMIT_REACHED,
      params: { remaining: 'M4000', until: 'T1800000000000' },
    });
    // A form names the limit in its own words, with the same figures.
    expect(readProblem(userErrorMessage(refusal, { LIMIT_REACHED: 'deposit.errors.limitReached.DAY' }, formats))).toEqual({
      key: 'deposit.errors.limitReached.DAY',
      params: { remaining: 'M4000', until: 'T1800000000000' },
    });
    // Without the request's formats: a plain decimal and UTC, never a raw number.
    expect(readProblem(userErrorMessage(refusal)).params).toEqual({ remaining: '40.00', until: '2027-01-15 08:00 UTC' });
    expect(userErrorMessage({ code: 'LIMIT_REACHED', field: 'amount' })).toBe(LIMIT_REACHED_PLAIN);
  });

  it('says until when an exclusion lasts, or that it is permanent', () => {
    const formats = { money: String, time: (ms: number) => `T${ms}` };
    expect(readProblem(userErrorMessage({ code: 'EXCLUDED', until: 5 }, {}, formats))).toEqual({ key: USER_ERROR_MESSAGES.EXCLUDED, params: { until: 'T5' } });
    expect(userErrorMessage({ code: 'EXCLUDED', until: null }, {}, formats)).toBe(EXCLUDED_PERMANENT);
    const result = replyWithUserErrors(
      submissionOf({ username: 'a', password: 'b' }),
      { errors: [{ code: 'EXCLUDED', field: null, until: 5 }] },
      { fields: ['username'], formats },
    );
    expect(result.error?.['']).toEqual([userErrorMessage({ code: 'EXCLUDED', until: 5 }, {}, formats)]);
  });

  it('refuses a self-excluded player’s registration at the form, saying only to contact customer service', async () => {
    const result = replyWithUserErrors(
      submissionOf({ username: 'a', password: 'b' }),
      { errors: [{ code: 'CONTACT_SUPPORT', field: null }] },
      { fields: ['username'] },
    );
    expect(result.error?.['']).toEqual(['playerProtection.contactSupport']);
    const { default: en } = await import('#app/i18n/locales/en/playerProtection');
    const { default: ko } = await import('#app/i18n/locales/ko/playerProtection');
    expect(en.playerProtection.contactSupport).toMatch(/Please contact customer service\.$/);
    expect(ko.playerProtection.contactSupport).toContain('고객센터');
  });
});
