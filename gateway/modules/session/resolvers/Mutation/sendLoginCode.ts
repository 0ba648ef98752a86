import type { CodeSentPayload, MobileInput, MutationResolvers, UserError } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { UpstreamError } from '#gateway/errors';
import { userError, userErrorFrom } from '#gateway/user-errors';

/**
 * What is wrong with a mobile number before the platform is asked: missing (REQUIRED) or not a
 * number at all (INVALID_INPUT); the brand's own rule is the platform's to check.
 */
export function mobileNumError(mobileNum: string): UserError | null {
  if (!mobileNum) return userError('REQUIRED', 'mobileNum');
  return /^[0-9]{4,20}$/.test(mobileNum) ? null : userError('INVALID_INPUT', 'mobileNum');
}

/** The same for a country dialing code (1 to 4 digits, after an optional +). */
export function dialingCodeError(countryDialingCode: string): UserError | null {
  if (!countryDialingCode) return userError('REQUIRED', 'countryDialingCode');
  return /^[0-9]{1,4}$/.test(countryDialingCode) ? null : userError('INVALID_INPUT', 'countryDialingCode');
}

/** Sends an SMS code through one of the platform's code endpoints; refusals are data. */
async function sendCode(ctx: GatewayContext, endpoint: 'loginSmsCode' | 'registerSmsCode', input: MobileInput): Promise<CodeSentPayload> {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const countryDialingCode = input.countryDialingCode.trim().replace(/^\+/, '');
  const problems = [dialingCodeError(countryDialingCode), mobileNumError(mobileNum)].filter((problem) => problem !== null);
  if (problems.length) return { ok: false, errors: problems, expiredMinutes: null };
  try {
    // The registration endpoint names the number mobileNo (protocol quirk).
    const body = endpoint === 'registerSmsCode' ? { mobileNo: mobileNum, countryDialingCode } : { mobileNum, countryDialingCode };
    const { expiredMinutes } = await ctx.platform.call(endpoint, { body });
    return { ok: true, errors: [], expiredMinutes };
  } catch (error) {
    return codeRefusal(error);
  }
}

/**
 * The refusals of a code send, as data: the catalogue's (too many sends with the wait, the brand's
 * SMS quota used up, the channel switched off, bad input, a taken number), and any other answer of the platform as CODE_NOT_SENT with the platform's own
 * message, which the form shows in its warning dialog (docs/spec-index.md: the SMS send failure).
 */
export function codeRefusal(error: unknown): CodeSentPayload {
  try {
    return { ok: false, errors: [userErrorFrom(error)], expiredMinutes: null };
  } catch (unknown) {
    if (!(unknown instanceof UpstreamError) || !unknown.platformCode) throw unknown;
    const message = unknown.message.trim().slice(0, 200) || unknown.platformCode;
    return { ok: false, errors: [{ code: 'CODE_NOT_SENT', field: null, message, patternId: null }], expiredMinutes: null };
  }
}

export const sendLoginCode: NonNullable<MutationResolvers['sendLoginCode']> = (_parent, { input }, ctx) => sendCode(ctx, 'loginSmsCode', input);

export const sendRegisterCode: NonNullable<MutationResolvers['sendRegisterCode']> = (_parent, { input }, ctx) => sendCode(ctx, 'registerSmsCode', input);
