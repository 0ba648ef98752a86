import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { readProblem } from '#app/components/forms/problem';
import { replyWithUserErrors, type UserErrorLike } from '#app/graphql/user-errors';
import { replyToCodeRefusal } from './code-refusal';
import { isCodeExpired } from './CodeFields';
import { PHONE_MESSAGES } from './phone-messages';

const FIELDS = ['countryDialingCode', 'mobileNum', 'verificationCode'];

function submission() {
  const form = new FormData();
  form.set('countryDialingCode', '82');
  form.set('mobileNum', '1012345678');
  form.set('verificationCode', '123456');
  return parseWithZod(form, { schema: z.object({ countryDialingCode: z.string(), mobileNum: z.string(), verificationCode: z.string() }) });
}

/** A refused code send as the SMS forms answer it: what goes under each field, and what the warning dialog says. */
function sendRefused(...errors: UserErrorLike[]) {
  const { result, codeNotSent } = replyToCodeRefusal(submission(), { errors }, { fields: FIELDS, overrides: PHONE_MESSAGES });
  return { onFields: result.error, dialog: codeNotSent ? readProblem(codeNotSent) : null };
}

describe("the spec's phone-verification messages, each its own", () => {
  it('a missing number and an invalid format (the gateway’s check or the brand’s pattern) under the number', () => {
    expect(sendRefused({ code: 'REQUIRED', field: 'mobileNum' })).toEqual({ onFields: { mobileNum: ['phone.errors.missingNumber'] }, dialog: null });
    for (const code of ['INVALID_INPUT', 'PATTERN', 'LENGTH'] as const) {
      expect(sendRefused({ code, field: 'mobileNum', patternId: 'DIGITS' }).onFields).toEqual({ mobileNum: ['phone.errors.invalidFormat'] });
    }
    expect(sendRefused({ code: 'INVALID_INPUT', field: 'countryDialingCode' }).onFields).toEqual({ countryDialingCode: ['phone.errors.invalidFormat'] });
  });

  it('too many requests in the warning dialog, with the platform’s wait in minutes, else the spec’s 5', () => {
    expect(sendRefused({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 287 }).dialog).toEqual({ key: 'phone.errors.tooMany', params: { minutes: 5 } });
    expect(sendRefused({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 541 }).dialog).toEqual({ key: 'phone.errors.tooMany', params: { minutes: 10 } });
    expect(sendRefused({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: null }).dialog).toEqual({ key: 'phone.errors.tooMany', params: { minutes: 5 } });
  });

  it('the SMS quota used up and SMS switched off in the warning dialog, each in its own words', () => {
    expect(sendRefused({ code: 'QUOTA_EXCEEDED' }).dialog).toEqual({ key: 'auth.errors.quotaExceeded' });
    expect(sendRefused({ code: 'NOT_AVAILABLE' }).dialog).toEqual({ key: 'phone.errors.notAllowed' });
    // A failure of the platform's own stays the generic warning.
    expect(sendRefused({ code: 'SYSTEM_BUSY' }).dialog).toEqual({ key: 'auth.errors.codeNotSent' });
  });

  it('an expired code under the code, where the send button then offers a new one; a wrong code does not', () => {
    const expired = replyWithUserErrors(
      submission(),
      { errors: [{ code: 'CODE_EXPIRED', field: 'verificationCode' }] },
      { fields: FIELDS, overrides: PHONE_MESSAGES },
    );
    expect(expired.error).toEqual({ verificationCode: ['auth.errors.codeExpired'] });
    expect(isCodeExpired(expired.error?.verificationCode)).toBe(true);
    const wrong = replyWithUserErrors(
      submission(),
      { errors: [{ code: 'CODE_WRONG', field: 'verificationCode' }] },
      { fields: FIELDS, overrides: PHONE_MESSAGES },
    );
    expect(wrong.error).toEqual({ verificationCode: ['login.errors.codeWrong'] });
    expect(isCodeExpired(wrong.error?.verificationCode)).toBe(false);
    expect(isCodeExpired(undefined)).toBe(false);
  });
});
