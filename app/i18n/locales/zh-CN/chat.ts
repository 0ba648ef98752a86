import type en from '#app/i18n/locales/en/chat';

/** The chat namespace (zh-CN): the customer-service chat dialog (see source-words.ts). */
const chat: typeof en = {
  chat: {
    title: '在线客服',
    pageTitle: '{{brand}}在线客服',
    intro: '与我们的客服团队在线沟通。对话记录会保存在这里，方便您稍后继续。',
    start: '开始咨询',
    startWith: '与{{name}}对话',
    frameTitle: '在线客服聊天',
    newTab: '在新标签页中打开聊天',
    unavailable: '暂时无法打开聊天。请重试，或使用下方的其他渠道。',
    off: '请通过以下任一渠道联系我们的客服团队。',
    channels: '其他渠道',
    channel: { LIVECHAT: '在线聊天', LINE: 'LINE', TALK: 'Talk', TELEGRAM: 'Telegram', EMAIL: '电子邮件' },
    unread: '{{count}}条未读回复',
  },
};

export default chat;
