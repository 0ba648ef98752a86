import type en from '#app/i18n/locales/en/lottery';

/** The lottery namespace (vi): the /lottery, /vnLottery and /seaLottery pages (see source-words.ts). */
const lottery: typeof en = {
  lottery: {
    titles: {
      lottery: 'Xổ số',
      vn: 'Xổ số Việt Nam',
      sea: 'Xổ số Đông Nam Á',
    },
    menuLabel: 'Trò chơi xổ số',
    prizeModeLabel: 'Loại xổ số',
    prizeModes: {
      LOTT: 'Xổ số',
      ZY: 'Xổ số nhà cái',
      ELOTT: 'Xổ số điện tử',
      SEA: 'Xổ số Đông Nam Á',
    },
    menuUnavailable: 'Không tải được các trò chơi xổ số. Vui lòng thử lại sau ít phút.',
    noGames: 'Hiện chưa có trò chơi xổ số nào.',
    recent: 'Chơi gần đây',
    noRecent: 'Các trò chơi xổ số bạn mở hoặc đặt cược sẽ hiển thị tại đây.',
    daily: 'mỗi ngày một kỳ quay',
    everyMinutes: '{{count}} phút một kỳ quay',
    currentNumero: 'Kỳ hiện tại',
    nextDrawIn: 'Kỳ quay tiếp theo sau',
    bettingCloses: 'Đóng cược lúc',
    drawAt: 'quay thưởng lúc {{time}}',
    play: 'Chơi',
    playGame: 'Chơi {{game}}',
    lastDraws: 'Các kỳ gần đây',
    latestResult: 'Kết quả mới nhất',
    lastDrawsOf: 'Các kỳ gần đây của {{game}}',
    noDraws: 'Chưa có kỳ quay nào.',
    numero: 'Kỳ',
    result: 'Kết quả',
    sum: 'Tổng',
    drawnAt: 'Thời gian quay',
    boardUnavailable: 'Không tải được kết quả các kỳ của trò chơi này. Vui lòng thử lại sau ít phút.',
  },
};

export default lottery;
