import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';

/** "<field>: <reason>" from the platform, as the form's error codes. */
function fromReason(reason: string): { error: string; patternId: string | null } {
  if (reason === 'not empty') return { error: 'REQUIRED', patternId: null };
  if (reason.includes('inconsistent')) return { error: 'INCONSISTENT', patternId: null };
  if (reason.startsWith('must match pattern ')) return { error: 'PATTERN', patternId: reason.slice('must match pattern '.length) };
  if (reason.startsWith('length must be')) return { error: 'LENGTH', patternId: null };
  if (reason.includes('already')) return { error: 'TAKEN', patternId: null };
  if (reason.includes('default password')) return { error: 'DEFAULT_PASSWORD', patternId: null };
  return { error: 'INVALID_INPUT', patternId: null };
}

const failed = (error: string, field: string | null = null, patternId: string | null = null) => ({ ok: false, error, field, patternId });

export const register: NonNullable<MutationResolvers['register']> = async (_parent, { input }, ctx) => {
  if (input.password !== input.confirmPassword) return failed('INCONSISTENT', 'confirmPassword');
  const { deviceId, captchaId, method, ...fields } = input;
  const body: Record<string, unknown> = { registerMethod: 'WEB', login: true, loginDeviceId: deviceId ?? undefined, captchaId: captchaId ?? undefined };
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') body[name] = name.toLowerCase().includes('password') ? value : value.trim();
  }
  try {
    if (fields.mobileNum) body.mobileNum = fields.mobileNum.replace(/[\s-]/g, '');
    if (fields.countryDialingCode) body.countryDialingCode = fields.countryDialingCode.trim().replace(/^\+/, '');
    const value = await ctx.platform.call(method === 'MOBILE' ? 'registerMobile' : 'register', { body });
    ctx.sessionChange = { kind: 'set', token: value.token, method: 'register' };
    ctx.session = { token: value.token };
    ctx.platform.useToken(value.token);
    return { ok: true, error: null, field: null, patternId: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.platformCode === 'invitation_code_error') return failed('INVITATION_CODE', 'affiliateCode');
    if (error.platformCode === 'captcha_error' || error.platformCode === 'captcha_required') return failed('CAPTCHA_WRONG', 'captcha');
    if (error.platformCode === 'verification_code_error') return failed('CODE_WRONG', 'verificationCode');
    if (error.code === ErrorCode.FunctionNotAvailable) return failed('NOT_AVAILABLE');
    if (error.platformCode === 'request_param_err') {
      const [, field = null, reason = ''] = /^(\w+):\s*(.*)$/.exec(error.message) ?? [];
      const mapped = fromReason(reason);
      return failed(mapped.error, field === 'captchaId' ? 'captcha' : field, mapped.patternId);
    }
    throw error;
  }
};
