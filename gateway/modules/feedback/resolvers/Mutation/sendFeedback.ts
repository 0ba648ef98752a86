import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { userErrorFrom } from '../../../../user-errors';
import { feedbackInputOf } from '../../input';

export const sendFeedback: NonNullable<MutationResolvers['sendFeedback']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'sendFeedback');
  const checked = feedbackInputOf(input);
  if ('error' in checked) return { ok: false, errors: [checked.error], feedback: null };
  try {
    const feedback = await ctx.platform.call('feedback', { body: checked.images.length ? checked : { content: checked.content } });
    return { ok: true, errors: [], feedback };
  } catch (error) {
    const refused = userErrorFrom(error);
    // The platform's file refusals name the images (the withdrawal proof's code names "proof").
    return { ok: false, errors: [refused.code === 'FILE_INVALID' ? { ...refused, field: 'images' } : refused], feedback: null };
  }
};
