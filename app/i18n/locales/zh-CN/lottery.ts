import type en from '#app/i18n/locales/en/lottery';

/** The lottery namespace (zh-CN): the /lottery, /vnLottery and /seaLottery pages (see source-words.ts). */
const lottery: typeof en = {
  lottery: {
    titles: {
      lottery: '彩票',
      vn: '越南彩',
      sea: '东南亚彩',
    },
    menuLabel: '彩票游戏',
    prizeModeLabel: '彩票类型',
    prizeModes: {
      LOTT: '彩票',
      ZY: '自营彩票',
      ELOTT: '电子彩票',
      SEA: '东南亚彩',
    },
    menuUnavailable: '彩票游戏加载失败，请稍后再试。',
    noGames: '暂无彩票游戏。',
    recent: '最近玩过',
    noRecent: '您打开或投注过的彩票游戏会显示在这里。',
    daily: '每天开奖一次',
    everyMinutes: '每{{count}}分钟开奖一次',
    currentNumero: '当前期号',
    nextDrawIn: '距下期开奖',
    bettingCloses: '投注截止时间',
    drawAt: '{{time}}开奖',
    play: '开始游戏',
    playGame: '开始游戏：{{game}}',
    lastDraws: '往期开奖',
    latestResult: '最新开奖结果',
    lastDrawsOf: '{{game}}往期开奖',
    noDraws: '暂无开奖记录。',
    numero: '期号',
    result: '开奖号码',
    sum: '和值',
    drawnAt: '开奖时间',
    boardUnavailable: '该游戏的开奖记录加载失败，请稍后再试。',
  },
};

export default lottery;
