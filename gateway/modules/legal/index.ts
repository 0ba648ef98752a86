import type { Resolvers } from '#gateway/generated/resolvers-types';
import { acceptLegalDocuments } from './resolvers/Mutation/acceptLegalDocuments';
import { legalDocument } from './resolvers/Query/legalDocument';
import { legalRecord } from './resolvers/Query/legalRecord';
import { registrationConfirmations } from './resolvers/Query/registrationConfirmations';

/** Terms and privacy with versions (docs/decisions/060; docs/platform-protocol.md "Terms and privacy with versions"). */
export const legalResolvers: Resolvers = {
  Query: { legalDocument, legalRecord, registrationConfirmations },
  Mutation: { acceptLegalDocuments },
};
