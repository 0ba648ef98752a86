import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readProblem } from '#app/components/forms/problem';
import { replyWithUserErrors, UNAVAILABLE, userErrorMessage, USER_ERROR_MESSAGES } from './user-errors';

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
});
