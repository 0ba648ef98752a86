import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { messageInputOf, subjectOf } from '../../input';
import { complaintOf } from '../../wire';

export const fileComplaint: NonNullable<MutationResolvers['fileComplaint']> = async (_parent, { input }, ctx) => {
  const subject = subjectOf(input.subject, input.ref);
  if ('error' in subject) return { ok: false, errors: [subject.error], complaint: null };
  const message = messageInputOf(input);
  if ('error' in message) return { ok: false, errors: [message.error], complaint: null };
  try {
    const filed = await ctx.platform.call('fileComplaint', { body: { subject, ...message } });
    return { ok: true, errors: [], complaint: complaintOf(filed) };
  } catch (error) {
    return { ok: false, errors: [imagesNamed(userErrorFrom(error))], complaint: null };
  }
};

/** The platform's file refusals name the images (the withdrawal proof's code names "proof"). */
export function imagesNamed<T extends { code: string; field?: string | null }>(refused: T): T {
  return refused.code === 'FILE_INVALID' ? { ...refused, field: 'images' } : refused;
}
