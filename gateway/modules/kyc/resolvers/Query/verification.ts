import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';
import { documentOf } from '../../wire';

/** Null when the platform does not verify identity: the page is hidden instead of failing. */
export const verification: NonNullable<QueryResolvers['verification']> = async (_parent, _args, ctx) => {
  const value = await unlessNotOffered(ctx.platform.call('verification'));
  if (!value) return null;
  return {
    status: value.status,
    ageVerified: value.ageVerified,
    kinds: value.kinds.map(({ reasonCode, ...kind }) => ({ ...kind, reason: reasonCode })),
    documents: value.documents.map(documentOf),
    gates: value.gates,
  };
};
