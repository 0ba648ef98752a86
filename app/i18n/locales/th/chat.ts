import type en from '#app/i18n/locales/en/chat';

/** The chat namespace (th): the customer-service chat dialog (see source-words.ts). */
const chat: typeof en = {
  chat: {
    title: 'ฝ่ายบริการลูกค้า',
    pageTitle: 'ฝ่ายบริการลูกค้า {{brand}}',
    intro: 'แชทกับทีมงานบริการของเรา บทสนทนาของคุณจะถูกเก็บไว้ที่นี่ คุณจึงกลับมาดูภายหลังได้',
    start: 'เริ่มแชท',
    startWith: 'แชทกับ {{name}}',
    frameTitle: 'แชทฝ่ายบริการลูกค้า',
    newTab: 'เปิดแชทในแท็บใหม่',
    unavailable: 'ไม่สามารถเปิดแชทได้ในขณะนี้ ลองอีกครั้ง หรือใช้ช่องทางด้านล่าง',
    off: 'ติดต่อทีมงานบริการของเราผ่านช่องทางเหล่านี้',
    channels: 'ช่องทางอื่น',
    channel: { LIVECHAT: 'แชทสด', LINE: 'LINE', TALK: 'Talk', TELEGRAM: 'Telegram', EMAIL: 'อีเมล' },
    unread: 'คำตอบที่ยังไม่ได้อ่าน {{count}} ข้อความ',
  },
};

export default chat;
