import { graphql } from '#app/graphql/generated/index';

/** The chat dialog: whether the brand's chat is on, its desks, and the brand's other channels. */
export const ChatPageQuery = graphql(`
  query ChatPage {
    features {
      chat
    }
    chatModels {
      id
      name
    }
    brand {
      name
      customerService {
        type
        url
      }
    }
  }
`);

export const LaunchChatMutation = graphql(`
  mutation LaunchChat($input: LaunchChatInput!) {
    launchChat(input: $input) {
      ...UserErrors
      chatUrl
      framed
    }
  }
`);
