import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';

/**
 * The versions the member was shown and accepts, one per kind (docs/platform-protocol.md "Terms and
 * privacy with versions"). The platform accepts only the versions in force: one superseded (or not
 * yet in force) since the dialog was shown is VERSION_OUTDATED, and the dialog shows the new one.
 */
export const acceptLegalDocuments: NonNullable<MutationResolvers['acceptLegalDocuments']> = async (_parent, { input }, ctx) => {
  const kinds = input.documents.map((document) => document.kind);
  if (kinds.length === 0 || new Set(kinds).size !== kinds.length) return { ...failure('INVALID_INPUT', 'documents'), pending: null };
  if (input.documents.some((document) => !Number.isSafeInteger(document.version) || document.version < 1)) {
    return { ...failure('NOT_FOUND', 'documents'), pending: null };
  }
  try {
    const answer = await ctx.platform.call('acceptLegalDocuments', { body: { documents: input.documents.map(({ kind, version }) => ({ kind, version })) } });
    return { ok: true, errors: [], pending: answer.pending.map((pending) => pending.kind) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], pending: null };
  }
};
