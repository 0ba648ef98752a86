import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { COMPLAINT_REFERENCE, messageInputOf } from '../../input';
import { complaintOf } from '../../wire';
import { imagesNamed } from './fileComplaint';

export const addComplaintMessage: NonNullable<MutationResolvers['addComplaintMessage']> = async (_parent, { input }, ctx) => {
  if (!COMPLAINT_REFERENCE.test(input.reference)) return { ok: false, errors: [userError('NOT_FOUND', 'reference')], complaint: null };
  const message = messageInputOf(input);
  if ('error' in message) return { ok: false, errors: [message.error], complaint: null };
  try {
    const answered = await ctx.platform.call('addComplaintMessage', { body: { reference: input.reference, ...message } });
    return { ok: true, errors: [], complaint: complaintOf(answered) };
  } catch (error) {
    return { ok: false, errors: [imagesNamed(userErrorFrom(error))], complaint: null };
  }
};
