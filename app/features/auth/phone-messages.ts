import { problem } from '#app/components/forms/problem';
import type { MessageOverrides } from '#app/graphql/user-errors';

/** The spec's wait after too many phone-verification requests, said when the platform names none (docs/spec-index.md#constants-and-limits). */
export const SPEC_AUTH_WAIT_MINUTES = 5;

/**
 * The spec's phone-verification messages (docs/spec-index.md#error-catalogue), each case in its own
 * words, for the forms that send SMS codes (SMS login, reset by phone, mobile registration): a
 * missing number and an invalid format under the number; an expired code (CODE_EXPIRED, the
 * catalogue's own words) under the code, with the send button offered again; too many requests
 * with the wait, an SMS quota used up (QUOTA_EXCEEDED) and SMS switched off for the brand in the
 * send's warning dialog. The browser's checks (validation.ts checkPhone) say the first two the same.
 */
export const PHONE_MESSAGES = {
  'REQUIRED:mobileNum': 'phone.errors.missingNumber',
  'INVALID_INPUT:mobileNum': 'phone.errors.invalidFormat',
  'PATTERN:mobileNum': 'phone.errors.invalidFormat',
  'LENGTH:mobileNum': 'phone.errors.invalidFormat',
  'INVALID_INPUT:countryDialingCode': 'phone.errors.invalidFormat',
  // The platform's wait when it gives one (user-errors.ts withWait), else the spec's.
  TOO_MANY_REQUESTS: problem('phone.errors.tooMany', { minutes: SPEC_AUTH_WAIT_MINUTES }),
  NOT_AVAILABLE: 'phone.errors.notAllowed',
} as const satisfies MessageOverrides;
