import type en from '#app/i18n/locales/en/chat';

/** The chat namespace (vi): the customer-service chat dialog (see source-words.ts). */
const chat: typeof en = {
  chat: {
    title: 'Chăm sóc khách hàng',
    pageTitle: 'Chăm sóc khách hàng {{brand}}',
    intro: 'Trò chuyện với đội ngũ hỗ trợ của chúng tôi. Cuộc trò chuyện được lưu tại đây để bạn có thể quay lại xem sau.',
    start: 'Bắt đầu trò chuyện',
    startWith: 'Trò chuyện với {{name}}',
    frameTitle: 'Chat với chăm sóc khách hàng',
    newTab: 'Mở khung chat trong thẻ mới',
    unavailable: 'Hiện không mở được khung chat. Hãy thử lại hoặc dùng một trong các kênh bên dưới.',
    off: 'Liên hệ đội ngũ hỗ trợ qua một trong các kênh sau.',
    channels: 'Kênh khác',
    channel: { LIVECHAT: 'Chat trực tuyến', LINE: 'LINE', TALK: 'Talk', TELEGRAM: 'Telegram', EMAIL: 'Email' },
    unread: '{{count}} câu trả lời chưa đọc',
  },
};

export default chat;
