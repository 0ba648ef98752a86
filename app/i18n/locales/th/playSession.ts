/** The playSession namespace (th): the reality check and the session-limit warning, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
const playSession = {
  realityCheck: {
    title: 'แจ้งเตือนเวลาเล่น',
    played: 'เวลาที่เล่นในเซสชันนี้: {{minutes}} นาที',
    stakes: 'ยอดเดิมพันในเซสชันนี้',
    net: 'ผลได้เสียสุทธิในเซสชันนี้',
    continue: 'เล่นต่อ',
    stop: 'หยุดเล่น',
    endingTitle: 'เซสชันของคุณกำลังจะสิ้นสุด',
    ending: 'ขีดจำกัดเวลาเล่นต่อเซสชันของคุณจะสิ้นสุดเซสชันนี้เวลา {{time}} จากนั้นคุณจะถูกออกจากระบบ',
    understood: 'ตกลง',
  },
};

export default playSession;
