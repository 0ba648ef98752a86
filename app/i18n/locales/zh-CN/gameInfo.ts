/** The gameInfo namespace (zh-CN): a game's rules and return to player, its page and its dialog (features/games/info/), sent by that page's loader alone. */
const gameInfo = {
  gameInfo: {
    jackpotsTitle: '大奖',
    jackpotsIntro: '本游戏的每笔投注都计入以下大奖。游戏前请了解各大奖如何赢得：',
    rtp: '返还率（RTP）',
    upTo: '最高 {{percent}}',
    stakes: '投注额',
    perRound: '（每局）',
    payTable: '赔付表',
    outcome: '结果',
    pays: '派彩（投注额倍数）',
    chance: '概率',
    times: '{{times}} 倍',
    rules: '玩法',
    failedTitle: '无法获取游戏规则',
    none: '游戏供应商未在此公布其规则与返还率。开始游戏前请咨询客服。',
    notFound: '该游戏不存在',
    home: '返回首页',
  },
};

export default gameInfo;
