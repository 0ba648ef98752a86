import type en from '#app/i18n/locales/en/play';

/** The play namespace (th): the game frame, its start page and the vendor popup (see source-words.ts). */
const play: typeof en = {
  play: {
    back: 'กลับ',
    backLabel: 'กลับ ไปยังหน้าก่อนหน้า',
    fullScreen: 'เต็มจอ',
    turnSideways: 'เกมนี้ออกแบบมาสำหรับหน้าจอแนวนอน: หมุนโทรศัพท์ของคุณ หรือเปิดแบบเต็มจอ',
    frameTitle: '{{game}}: เกม',
    openFull: 'เปิดขนาดเต็ม',
    realMoney: 'เงินจริง',
    freeTrialNote: 'ทดลองเล่นฟรี: คุณเล่นด้วยเงินทดลอง ไม่มีการได้หรือเสียเงินจริง',
    racePlace: 'อันดับ {{position}}',
    raceNoScore: 'ยังไม่มีคะแนน',
    bonus: {
      balance: 'โบนัส {{amount}}',
      left: 'เทิร์นโอเวอร์ที่ยังต้องทำ {{amount}}',
      maxStake: 'เดิมพันสูงสุดต่อครั้ง {{amount}}',
    },
    startIntro: 'เลือกวิธีเล่น {{game}}',
    notFound: 'ไม่มีเกมนี้ หรือเกมนี้ไม่เปิดให้บริการแล้ว',
    frameRefused: 'ไม่สามารถแสดงที่อยู่ของเกมนี้ที่นี่ได้ กรุณาเริ่มเกมอีกครั้ง',
    lobbyTitle: 'เกมของ {{vendor}}',
    lobbyIntro: 'เลือกเกมเพื่อเริ่มเล่น',
    lobbyEmpty: 'ขณะนี้ค่ายเกมนี้ยังไม่มีเกมให้เริ่มเล่น',
    lobbyPages: 'หน้ารายการเกม',
    lobbyUnavailable: 'ไม่สามารถโหลดเกมของค่ายนี้ได้',
    roomsTitle: 'โต๊ะของ {{game}}',
    roomsIntro: 'เลือกโต๊ะที่จะนั่ง',
    roomsEmpty: 'ขณะนี้ยังไม่มีโต๊ะเปิด',
    roomsUnavailable: 'ไม่สามารถโหลดโต๊ะได้',
    room: 'โต๊ะ',
    bets: 'เดิมพัน',
    seats: 'ที่นั่ง',
    seatsTaken: '{{players}} จาก {{capacity}}',
    join: 'นั่งโต๊ะ',
    joinRoom: 'นั่งที่ {{room}}',
    errors: {
      gameNotFinished: 'เกมก่อนหน้าของคุณยังเล่นไม่จบ (#734) เล่นรอบที่ค้างอยู่ให้จบ หรือรอสักครู่หลังออกจากเกม แล้วลองอีกครั้ง',
      systemBusy: 'ไม่สามารถเริ่มเกมได้: ระบบไม่ว่างหรือคำขอไม่สมบูรณ์ (#727) กรุณาลองอีกครั้งในอีกสักครู่',
      trialAccount: 'บัญชีเล่นฟรีเล่นได้เฉพาะเกมทดลองเล่นฟรีเท่านั้น สมัครบัญชีจริงเพื่อเล่นด้วยเงินจริง',
      trialUnavailable: 'เกมนี้ไม่มีโหมดทดลองเล่นฟรี: เล่นได้ด้วยเงินจริงเท่านั้น',
      loginRequired: 'เข้าสู่ระบบเพื่อเล่นด้วยเงินจริง',
      gameUnavailable: 'ไม่สามารถเปิดเกมนี้ได้ในขณะนี้',
    },
  },
};

export default play;
