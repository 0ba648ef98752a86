import type { Resolvers } from '#gateway/generated/resolvers-types';
import { deleteInboxMessages } from './resolvers/Mutation/deleteInboxMessages';
import { markInboxRead } from './resolvers/Mutation/markInboxRead';
import { inbox } from './resolvers/Query/inbox';
import { inboxMessage } from './resolvers/Query/inboxMessage';
import { memberBadges } from './resolvers/Query/memberBadges';

/** The inbox and the member centre's badges (docs/platform-protocol.md "Inbox"). */
export const inboxResolvers: Resolvers = {
  Query: { inbox, inboxMessage, memberBadges },
  Mutation: { markInboxRead, deleteInboxMessages },
  // A refusal (the session guard's to a trial account included) changed nothing.
  InboxChangePayload: { changed: (payload) => payload.changed ?? 0 },
};
