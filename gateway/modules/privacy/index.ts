import type { Resolvers } from '#gateway/generated/resolvers-types';
import { dataExportLink } from './resolvers/Mutation/dataExportLink';
import { requestDataExport } from './resolvers/Mutation/requestDataExport';
import { requestErasure } from './resolvers/Mutation/requestErasure';
import { setPublicWins } from './resolvers/Mutation/setPublicWins';
import { myData } from './resolvers/Query/myData';

/** A player's own data: the archive and the erasure (docs/decisions/063; docs/platform-protocol.md "A player's own data"). */
export const privacyResolvers: Resolvers = {
  Query: { myData },
  Mutation: { requestDataExport, dataExportLink, requestErasure, setPublicWins },
};
