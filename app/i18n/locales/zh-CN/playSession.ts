/** The playSession namespace (zh-CN): the reality check, the session-limit warning and the figures while playing, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
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
  /** What the game frame and the lottery show while a member plays (features/responsible-gaming/SessionFigures.tsx). */
  sessionFigures: {
    label: '本次会话',
    elapsed: '会话时长',
    clock: '当前时间',
    net: '净输赢',
  },
  /** The warning before the inactivity logout (features/auth/InactivityWatch.tsx). */
  inactivity: {
    title: '即将退出登录',
    warning: '您已有一段时间没有操作。为保障安全，将在 {{seconds}} 秒后退出登录。',
    stay: '保持登录',
  },
};

export default playSession;
