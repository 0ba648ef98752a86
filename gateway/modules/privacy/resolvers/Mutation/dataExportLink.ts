import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';

const EXPORT_ID = /^[1-9][0-9]{0,15}$/;

/** A one-time download token after a fresh password check; the password travels sealed (its row is encrypted). */
export const dataExportLink: NonNullable<MutationResolvers['dataExportLink']> = async (_parent, { input }, ctx) => {
  if (!EXPORT_ID.test(input.id)) return { ...failure('NOT_FOUND', 'id'), token: null, expiresAt: null };
  if (!input.password) return { ...failure('REQUIRED', 'password'), token: null, expiresAt: null };
  try {
    const link = await ctx.platform.call('dataExportLink', { body: { id: Number(input.id), password: input.password } });
    return { ok: true, errors: [], token: link.token, expiresAt: link.expiresAt };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], token: null, expiresAt: null };
  }
};
