/** The chat namespace (en): the customer-service chat dialog (see source-words.ts). */
const chat = {
  chat: {
    title: 'Customer service',
    pageTitle: '{{brand}} customer service',
    intro: 'Chat with our service team. Your conversation is kept here, so you can come back to it later.',
    start: 'Start chat',
    startWith: 'Chat with {{name}}',
    frameTitle: 'Customer service chat',
    newTab: 'Open the chat in a new tab',
    unavailable: 'The chat cannot be opened right now. Try again, or use one of the channels below.',
    off: 'Reach our service team through one of these channels.',
    channels: 'Other channels',
    channel: { LIVECHAT: 'Live chat', LINE: 'LINE', TALK: 'Talk', TELEGRAM: 'Telegram', EMAIL: 'Email' },
    unread: '{{count}} unread answers',
  },
};

export default chat;
