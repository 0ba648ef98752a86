import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform does not offer it (or not to this account, an agent's): the page says so instead of failing. */
export const myData: NonNullable<QueryResolvers['myData']> = async (_parent, _args, ctx) => {
  const value = await unlessNotOffered(ctx.platform.call('myData'));
  if (!value) return null;
  return {
    exports: value.exports,
    erasure: value.erasure,
    exportHours: value.settings.exportHours,
    retentionDays: value.settings.retentionDays,
    hidesPublicWins: value.publicWins?.hidden ?? null,
  };
};
