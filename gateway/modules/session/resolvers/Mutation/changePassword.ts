import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';

/** A platform parameter error's reasons, as the form's error codes. */
function fromReason(reason: string): string {
  if (reason.includes('inconsistent')) return 'INCONSISTENT';
  if (reason.includes('differ from the old')) return 'SAME_AS_OLD';
  if (reason.includes('default password')) return 'DEFAULT_PASSWORD';
  return 'INVALID_INPUT';
}

export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'changePassword');
  if (input.newPassword !== input.confirmNewPassword) return { ok: false, field: 'confirmNewPassword', error: 'INCONSISTENT' };
  try {
    await ctx.platform.call('changePassword', { body: input });
    return { ok: true, field: null, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.platformCode === 'old_password_error') return { ok: false, field: 'oldPassword', error: 'OLD_PASSWORD_WRONG' };
    if (error.platformCode === 'too.many.requests') return { ok: false, field: null, error: 'TOO_MANY_REQUESTS' };
    if (error.platformCode === 'request_param_err') {
      const [, field = null, reason = ''] = /^(\w+):\s*(.*)$/.exec(error.message) ?? [];
      return { ok: false, field, error: fromReason(reason) };
    }
    throw error;
  }
};
