/** The playSession namespace (th): the reality check, the session-limit warning and the figures while playing, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
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
  /** What the game frame and the lottery show while a member plays (features/responsible-gaming/SessionFigures.tsx). */
  sessionFigures: {
    label: 'เซสชันนี้',
    elapsed: 'เวลาเล่น',
    clock: 'เวลา',
    net: 'ได้เสียสุทธิ',
  },
  /** The warning before the inactivity logout (features/auth/InactivityWatch.tsx). */
  inactivity: {
    title: 'คุณจะออกจากระบบในไม่ช้า',
    warning: 'คุณไม่ได้ใช้งานมาสักพัก เพื่อความปลอดภัย ระบบจะออกจากระบบใน {{seconds}} วินาที',
    stay: 'อยู่ในระบบต่อ',
  },
};

export default playSession;
