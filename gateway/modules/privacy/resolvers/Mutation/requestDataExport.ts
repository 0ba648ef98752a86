import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

/** Queues an archive; the platform answers the one being prepared when there is one (parallel requests queue one). */
export const requestDataExport: NonNullable<MutationResolvers['requestDataExport']> = async (_parent, _args, ctx) => {
  try {
    return { ok: true, errors: [], export: await ctx.platform.call('requestDataExport', { body: {} }) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], export: null };
  }
};
