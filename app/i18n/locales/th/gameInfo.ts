/** The gameInfo namespace (th): a game's rules and return to player, its page and its dialog (features/games/info/), sent by that page's loader alone. */
const gameInfo = {
  gameInfo: {
    jackpotsTitle: 'แจ็กพอต',
    jackpotsIntro: 'ทุกการเดิมพันในเกมนี้สะสมเข้าแจ็กพอตต่อไปนี้ อ่านวิธีชนะของแต่ละรายการก่อนเล่น:',
    rtp: 'อัตราการจ่ายคืน (RTP)',
    upTo: 'สูงสุด {{percent}}',
    stakes: 'ยอดเดิมพัน',
    perRound: 'ต่อรอบ',
    payTable: 'ตารางการจ่าย',
    outcome: 'ผล',
    pays: 'จ่าย (เท่าของเดิมพัน)',
    chance: 'โอกาส',
    times: '{{times}} เท่า',
    rules: 'วิธีเล่น',
    failedTitle: 'ไม่มีข้อมูลกติกาเกม',
    none: 'ผู้ให้บริการเกมยังไม่ได้เผยแพร่กติกาและอัตราการจ่ายคืนไว้ที่นี่ โปรดสอบถามฝ่ายบริการลูกค้าก่อนเล่น',
    notFound: 'ไม่พบเกมนี้',
    home: 'กลับสู่หน้าแรก',
  },
};

export default gameInfo;
