import type { CodeSentResult, MobileInput, MutationResolvers } from '../../../../generated/resolvers-types';
import type { GatewayContext } from '../../../../context';
import { ErrorCode, UpstreamError } from '../../../../errors';

const refused = (error: string, field: string | null = null): CodeSentResult => ({ ok: false, error, field, expiredMinutes: null });

/** Sends an SMS code through one of the platform's code endpoints; refusals are data. */
async function sendCode(ctx: GatewayContext, endpoint: 'loginSmsCode' | 'registerSmsCode', input: MobileInput): Promise<CodeSentResult> {
  const mobileNum = input.mobileNum.replace(/[\s-]/g, '');
  const countryDialingCode = input.countryDialingCode.trim().replace(/^\+/, '');
  if (!/^[0-9]{1,4}$/.test(countryDialingCode)) return refused('INVALID_INPUT', 'countryDialingCode');
  if (!/^[0-9]{4,20}$/.test(mobileNum)) return refused('INVALID_INPUT', 'mobileNum');
  try {
    // The registration endpoint names the number mobileNo (protocol quirk).
    const body = endpoint === 'registerSmsCode' ? { mobileNo: mobileNum, countryDialingCode } : { mobileNum, countryDialingCode };
    const { expiredMinutes } = await ctx.platform.call(endpoint, { body });
    return { ok: true, error: null, field: null, expiredMinutes };
  } catch (error) {
    return codeRefusal(error);
  }
}

/** The expected refusals of a code send (too many sends, feature off, bad input), as data. */
export function codeRefusal(error: unknown): CodeSentResult {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.platformCode === 'too.many.requests') return refused('TOO_MANY_REQUESTS');
  if (error.code === ErrorCode.FunctionNotAvailable) return refused('NOT_AVAILABLE');
  if (error.platformCode === 'request_param_err') {
    const [, field = null, reason = ''] = /^(\w+):\s*(.*)$/.exec(error.message) ?? [];
    return refused(reason.includes('already') ? 'TAKEN' : 'INVALID_INPUT', field === 'mobileNo' ? 'mobileNum' : field);
  }
  throw error;
}

export const sendLoginCode: NonNullable<MutationResolvers['sendLoginCode']> = (_parent, { input }, ctx) => sendCode(ctx, 'loginSmsCode', input);

export const sendRegisterCode: NonNullable<MutationResolvers['sendRegisterCode']> = (_parent, { input }, ctx) => sendCode(ctx, 'registerSmsCode', input);
