import type en from '#app/i18n/locales/en/lottery';

/** The lottery namespace (th): the /lottery, /vnLottery and /seaLottery pages (see source-words.ts). */
const lottery: typeof en = {
  lottery: {
    titles: {
      lottery: 'หวย',
      vn: 'หวยเวียดนาม',
      sea: 'หวยเอเชียตะวันออกเฉียงใต้',
    },
    menuLabel: 'เกมหวย',
    prizeModeLabel: 'ประเภทหวย',
    prizeModes: {
      LOTT: 'หวย',
      ZY: 'หวยของเว็บ',
      ELOTT: 'หวยอิเล็กทรอนิกส์',
      SEA: 'หวยเอเชียตะวันออกเฉียงใต้',
    },
    menuUnavailable: 'ไม่สามารถโหลดเกมหวยได้ กรุณาลองอีกครั้งในอีกสักครู่',
    noGames: 'ขณะนี้ยังไม่มีเกมหวยเปิดให้เล่น',
    recent: 'เล่นล่าสุด',
    noRecent: 'เกมหวยที่คุณเปิดหรือแทงจะแสดงที่นี่',
    daily: 'ออกผลวันละหนึ่งงวด',
    everyMinutes: 'ออกผลทุก {{count}} นาที',
    currentNumero: 'งวดปัจจุบัน',
    nextDrawIn: 'งวดถัดไปออกผลในอีก',
    bettingCloses: 'ปิดรับแทงเวลา',
    drawAt: 'ออกผลเวลา {{time}}',
    play: 'เล่น',
    playGame: 'เล่น {{game}}',
    lastDraws: 'ผลงวดที่ผ่านมา',
    latestResult: 'ผลล่าสุด',
    lastDrawsOf: 'ผลงวดที่ผ่านมาของ {{game}}',
    noDraws: 'ยังไม่มีการออกผล',
    numero: 'งวด',
    result: 'ผล',
    sum: 'ผลรวม',
    drawnAt: 'ออกผลเมื่อ',
    boardUnavailable: 'ไม่สามารถโหลดผลการออกรางวัลของเกมนี้ได้ กรุณาลองอีกครั้งในอีกสักครู่',
  },
};

export default lottery;
