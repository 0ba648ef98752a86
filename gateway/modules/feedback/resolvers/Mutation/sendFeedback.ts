import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { feedbackInputOf } from '../../input';

export const sendFeedback: NonNullable<MutationResolvers['sendFeedback']> = async (_parent, { input }, ctx) => {
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
