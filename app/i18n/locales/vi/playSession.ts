/** The playSession namespace (vi): the reality check, the session-limit warning and the figures while playing, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
const playSession = {
  realityCheck: {
    title: 'Nhắc nhở thời gian chơi',
    played: 'Thời gian đã chơi trong phiên này: {{minutes}} phút.',
    stakes: 'Tiền cược trong phiên này',
    net: 'Kết quả ròng trong phiên này',
    continue: 'Tiếp tục chơi',
    stop: 'Dừng chơi',
    endingTitle: 'Phiên của bạn sắp kết thúc',
    ending: 'Giới hạn thời gian phiên sẽ kết thúc phiên này lúc {{time}}. Sau đó bạn sẽ bị đăng xuất.',
    understood: 'Đã hiểu',
  },
  /** What the game frame and the lottery show while a member plays (features/responsible-gaming/SessionFigures.tsx). */
  sessionFigures: {
    label: 'Phiên này',
    elapsed: 'Thời gian chơi',
    clock: 'Giờ',
    net: 'Lãi/lỗ ròng',
  },
  /** The warning before the inactivity logout (features/auth/InactivityWatch.tsx). */
  inactivity: {
    title: 'Bạn sắp bị đăng xuất',
    warning: 'Bạn đã không hoạt động một lúc. Để bảo mật, bạn sẽ bị đăng xuất sau {{seconds}} giây.',
    stay: 'Tiếp tục đăng nhập',
  },
};

export default playSession;
