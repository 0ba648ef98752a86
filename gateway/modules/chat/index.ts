import type { Resolvers } from '#gateway/generated/resolvers-types';
import { launchChat } from './resolvers/Mutation/launchChat';
import { chatModels } from './resolvers/Query/chatModels';
import { chatUnreadCount } from './resolvers/Query/chatUnreadCount';

/** Customer-service chat, CBS3 (docs/platform-protocol.md "Customer-service chat", decision 032). */
export const chatResolvers: Resolvers = {
  Query: { chatModels, chatUnreadCount },
  Mutation: { launchChat },
};

export { forwardChatPage, isChatPagePath, isFramedChatUrl } from './pages';
