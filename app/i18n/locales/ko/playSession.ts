/** The playSession namespace (ko): the reality check and the session-limit warning, sent by the root loader to signed-in members only, the only visitors their dialogs open for (features/responsible-gaming/PlaySessionSlot.tsx). */
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
};

export default playSession;
