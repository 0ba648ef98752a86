import type { CodeSentPayload, MobileInput, MutationResolvers } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { UpstreamError } from '#gateway/errors';
import { failure, userErrorFrom } from '#gateway/user-errors';

/** Sends an SMS code through one of the platform's code endpoints; refusals are data. */
async function sendCode(ctx: GatewayContext, endpoint: 'loginSmsCode' | 'registerSmsCode', input: MobileInput): Promise<CodeSentPayload> {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const countryDialingCode = input.countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[0-9]{1,4}$/.test(countryDialingCode)) return { ...failure('INVALID_INPUT', 'countryDialingCode'), expiredMinutes: null };
  if (!/^[0-9]{4,20}$/.test(mobileNum)) return { ...failure('INVALID_INPUT', 'mobileNum'), expiredMinutes: null };
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
 * The refusals of a code send, as data: the catalogue's (too many sends, feature off, bad input, a
 * taken number), and any other answer of the platform as CODE_NOT_SENT with the platform's own
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
