/** The playSession namespace (zh-CN): the reality check and the session-limit warning, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
const playSession = {
  realityCheck: {
    title: '现实提醒',
    played: '本次登录已游戏：{{minutes}}分钟。',
    stakes: '本次投注额',
    net: '本次净输赢',
    continue: '继续游戏',
    stop: '停止游戏',
    endingTitle: '本次登录即将结束',
    ending: '根据您设置的在线时长限制，本次登录将于{{time}}结束，届时您将退出登录。',
    understood: '知道了',
  },
};

export default playSession;
