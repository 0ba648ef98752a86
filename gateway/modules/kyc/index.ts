import type { Resolvers } from '#gateway/generated/resolvers-types';
import { uploadVerificationDocument } from './resolvers/Mutation/uploadVerificationDocument';
import { verification } from './resolvers/Query/verification';

/** The member's identity verification (docs/decisions/057; docs/platform-protocol.md "Identity verification"). */
export const kycResolvers: Resolvers = {
  Query: { verification },
  Mutation: { uploadVerificationDocument },
};
