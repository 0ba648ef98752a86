import type { Resolvers } from '#gateway/generated/resolvers-types';
import { sendFeedback } from './resolvers/Mutation/sendFeedback';
import { myFeedback } from './resolvers/Query/myFeedback';

/** Members' feedback (docs/platform-protocol.md "Feedback"). */
export const feedbackResolvers: Resolvers = {
  Query: { myFeedback },
  Mutation: { sendFeedback },
};
