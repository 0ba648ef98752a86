import type en from '#app/i18n/locales/en/play';

/** The play namespace (zh-CN): the game frame, its start page and the vendor popup (see source-words.ts). */
const play: typeof en = {
  play: {
    back: '返回',
    backLabel: '返回（回到上一页）',
    fullScreen: '全屏',
    turnSideways: '此游戏适合横屏：请将手机横过来，或以全屏打开。',
    frameTitle: '{{game}}：游戏',
    openFull: '全屏打开',
    realMoney: '真钱游戏',
    freeTrialNote: '免费试玩：使用虚拟币游戏，不会有任何输赢。',
    racePlace: '第 {{position}} 名',
    raceNoScore: '尚无分数',
    bonus: {
      balance: '奖金 {{amount}}',
      left: '尚需流水 {{amount}}',
      maxStake: '单注上限 {{amount}}',
    },
    startIntro: '请选择{{game}}的游戏方式。',
    notFound: '此游戏不存在或已下架。',
    frameRefused: '此游戏地址无法在此显示，请重新启动游戏。',
    lobbyTitle: '{{vendor}}的游戏',
    lobbyIntro: '请选择要开始的游戏。',
    lobbyEmpty: '该厂商暂无可开始的游戏。',
    lobbyPages: '游戏分页',
    lobbyUnavailable: '该厂商的游戏加载失败。',
    roomsTitle: '{{game}}的牌桌',
    roomsIntro: '请选择要入座的牌桌。',
    roomsEmpty: '暂无开放的牌桌。',
    roomsUnavailable: '牌桌加载失败。',
    room: '牌桌',
    bets: '投注范围',
    seats: '座位',
    seatsTaken: '{{players}}/{{capacity}}',
    join: '入座',
    joinRoom: '在{{room}}入座',
    errors: {
      gameNotFinished: '您的上一局游戏尚未结束（#734）。请先完成未结束的牌局，或离开游戏后等待几秒钟，然后重试。',
      systemBusy: '游戏无法启动：系统繁忙或请求不完整（#727）。请稍后再试。',
      trialAccount: '试玩账号只能免费试玩。请注册正式账号以进行真钱游戏。',
      trialUnavailable: '此游戏不提供免费试玩，只能使用真钱游戏。',
      loginRequired: '请登录后进行真钱游戏。',
      gameUnavailable: '暂时无法打开此游戏。',
    },
  },
};

export default play;
