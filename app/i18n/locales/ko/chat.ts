/** The chat namespace (ko): the customer-service chat dialog (see source-words.ts). */
const chat = {
  chat: {
    title: '고객센터',
    pageTitle: '{{brand}} 고객센터',
    intro: '고객센터 상담원과 채팅하세요. 대화 내용은 보관되어 나중에 다시 볼 수 있습니다.',
    start: '채팅 시작',
    startWith: '{{name}}와(과) 채팅',
    frameTitle: '고객센터 채팅',
    newTab: '새 탭에서 채팅 열기',
    unavailable: '지금은 채팅을 열 수 없습니다. 다시 시도하거나 아래 채널을 이용하세요.',
    off: '아래 채널로 고객센터에 문의하세요.',
    channels: '다른 채널',
    channel: { LIVECHAT: '라이브 채팅', LINE: 'LINE', TALK: '카카오톡', TELEGRAM: '텔레그램', EMAIL: '이메일' },
    unread: '읽지 않은 답변 {{count}}개',
  },
};

export default chat;
