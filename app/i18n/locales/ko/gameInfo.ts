/** The gameInfo namespace (ko): a game's rules and return to player, its page and its dialog (features/games/info/), sent by that page's loader alone. */
const gameInfo = {
  gameInfo: {
    jackpotsTitle: '잭팟',
    jackpotsIntro: '이 게임의 모든 베팅은 아래 잭팟에 적립됩니다. 플레이 전에 각 잭팟의 당첨 방식을 확인하세요:',
    rtp: '환수율(RTP)',
    upTo: '최대 {{percent}}',
    stakes: '베팅 금액',
    perRound: '(라운드당)',
    payTable: '배당표',
    outcome: '결과',
    pays: '지급 (베팅 금액 대비)',
    chance: '확률',
    times: '{{times}}배',
    rules: '게임 방법',
    failedTitle: '게임 규칙을 불러올 수 없음',
    none: '게임 제공사가 이곳에 규칙과 환수율을 공개하지 않았습니다. 플레이하기 전에 고객센터에 문의하세요.',
    notFound: '존재하지 않는 게임입니다',
    home: '홈으로 돌아가기',
  },
};

export default gameInfo;
