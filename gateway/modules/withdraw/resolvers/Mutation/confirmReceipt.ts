import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { proofImageOf } from '../../input';
import { withdrawalOf } from '../../mappers';

/** Received, not received (with the proof image) or all received; no money moves. */
export const confirmReceipt: NonNullable<MutationResolvers['confirmReceipt']> = async (_parent, { input }, ctx) => {
  let body: Record<string, unknown>;
  if (input.answer === 'ALL_RECEIVED') {
    body = { type: 'ALL_RECEIVED' };
  } else {
    if (!input.withdrawalId || !/^\d{1,15}$/.test(input.withdrawalId)) return { ...failure('NOT_FOUND', 'withdrawalId'), withdrawals: [] };
    body = { type: input.answer, withdrawalId: Number(input.withdrawalId) };
    if (input.answer === 'NOT_RECEIVED') {
      const proof = proofImageOf(input.proofImage);
      if ('error' in proof) return { ok: false, errors: [proof.error], withdrawals: [] };
      body.proofImage = proof.base64;
    }
  }
  try {
    const value = await ctx.platform.call('processReceipt', { body });
    return { ok: true, errors: [], withdrawals: value.list.map(withdrawalOf) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], withdrawals: [] };
  }
};
