import type { Resolvers } from '#gateway/generated/resolvers-types';
import { addComplaintMessage } from './resolvers/Mutation/addComplaintMessage';
import { fileComplaint } from './resolvers/Mutation/fileComplaint';
import { complaint } from './resolvers/Query/complaint';
import { myComplaints } from './resolvers/Query/myComplaints';

/** Complaints with a reference (docs/decisions/062; docs/platform-protocol.md "Complaints with a reference"). */
export const complaintsResolvers: Resolvers = {
  Query: { myComplaints, complaint },
  Mutation: { fileComplaint, addComplaintMessage },
};
