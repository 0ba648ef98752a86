/** The playSession namespace (vi): the reality check and the session-limit warning, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
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
};

export default playSession;
