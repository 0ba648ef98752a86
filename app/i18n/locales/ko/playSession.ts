/** The playSession namespace (ko): the reality check, the session-limit warning and the figures while playing, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
const playSession = {
  realityCheck: {
    title: '리얼리티 체크',
    played: '이번 세션 플레이 시간: {{minutes}}분',
    stakes: '이번 세션 베팅액',
    net: '이번 세션 순손익',
    continue: '계속 플레이',
    stop: '플레이 중지',
    endingTitle: '세션이 곧 종료됩니다',
    ending: '세션 시간 제한에 따라 이번 세션은 {{time}}에 종료되며, 그때 로그아웃됩니다.',
    understood: '확인',
  },
  /** What the game frame and the lottery show while a member plays (features/responsible-gaming/SessionFigures.tsx). */
  sessionFigures: {
    label: '이번 세션',
    elapsed: '세션',
    clock: '현재 시각',
    net: '순손익',
  },
  /** The warning before the inactivity logout (features/auth/InactivityWatch.tsx). */
  inactivity: {
    title: '곧 로그아웃됩니다',
    warning: '한동안 활동이 없었습니다. 보안을 위해 {{seconds}}초 후 로그아웃됩니다.',
    stay: '로그인 유지',
  },
};

export default playSession;
