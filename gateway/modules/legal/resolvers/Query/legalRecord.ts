import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform keeps no versions: the security centre's section is hidden instead of failing. */
export const legalRecord: NonNullable<QueryResolvers['legalRecord']> = async (_parent, _args, ctx) => {
  const record = await unlessNotOffered(ctx.platform.call('legalRecord'));
  if (!record) return null;
  return {
    pending: record.pending,
    acceptances: record.acceptances.map(({ ip, via, ...acceptance }) => ({ ...acceptance, address: ip ?? null, source: via })),
    confirmations: record.confirmations,
  };
};
