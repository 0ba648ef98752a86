import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';

/** A code no active agent has is null (the form says so); anything else fails the field alone. */
export const affiliate: NonNullable<QueryResolvers['affiliate']> = async (_parent, { code }, ctx) => {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed.length > 32) return null;
  try {
    const value = await ctx.platform.call('affiliate', { query: { code: trimmed, domain: ctx.host } });
    return { code: value.code, agentNickname: value.agentNickname ?? null };
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'invitation_code_error') return null;
    throw error;
  }
};
