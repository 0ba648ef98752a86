import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';

/** Closes the account and asks for its erasure; the password travels sealed. The session ends with it. */
export const requestErasure: NonNullable<MutationResolvers['requestErasure']> = async (_parent, { input }, ctx) => {
  if (!input.password) return { ...failure('REQUIRED', 'password'), erasure: null };
  try {
    const erasure = await ctx.platform.call('requestErasure', { body: { password: input.password, confirm: true } });
    return { ok: true, errors: [], erasure };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], erasure: null };
  }
};
