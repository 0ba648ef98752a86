import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { documentOf, REQUEST_ID } from '../../wire';

/**
 * One document to the platform, which checks its content (docs/platform-protocol.md "Identity
 * verification"). The gateway checks only what needs no decoding: a request id of the platform's
 * form and a file at all.
 */
export const uploadVerificationDocument: NonNullable<MutationResolvers['uploadVerificationDocument']> = async (_parent, { input }, ctx) => {
  if (!REQUEST_ID.test(input.requestId)) return { ...failure('INVALID_INPUT', 'requestId'), document: null };
  if (input.file.length === 0) return { ...failure('REQUIRED', 'file'), document: null };
  try {
    const stored = await ctx.platform.call('uploadVerificationDocument', { body: { kind: input.kind, requestId: input.requestId, file: input.file } });
    return { ok: true, errors: [], document: documentOf(stored.document) };
  } catch (error) {
    // A platform without the extension answers NOT_AVAILABLE (userErrorFrom).
    return { ok: false, errors: [userErrorFrom(error)], document: null };
  }
};
