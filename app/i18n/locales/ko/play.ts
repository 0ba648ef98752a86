/** The play namespace (ko): the game frame, its start page and the vendor popup (see namespaces.server.ts). */
const play = {
  play: {
    back: '뒤로',
    backLabel: '뒤로 (이전 페이지로 돌아가기)',
    fullScreen: '전체 화면',
    turnSideways: '이 게임은 가로 화면용입니다. 휴대폰을 가로로 돌리거나 전체 화면으로 여세요.',
    frameTitle: '{{game}}: 게임',
    realMoney: '실제 머니',
    freeTrialNote: '무료 체험: 연습용 머니로 플레이하며 실제로 따거나 잃지 않습니다.',
    startIntro: '{{game}} 플레이 방식을 선택하세요.',
    notFound: '존재하지 않거나 더 이상 제공되지 않는 게임입니다.',
    frameRefused: '이 게임 주소는 여기에서 열 수 없습니다. 게임을 다시 시작하세요.',
    lobbyTitle: '{{vendor}} 게임',
    lobbyIntro: '시작할 게임을 선택하세요.',
    lobbyEmpty: '지금은 이 제공사에서 시작할 수 있는 게임이 없습니다.',
    lobbyUnavailable: '이 제공사의 게임을 불러오지 못했습니다.',
    roomsTitle: '{{game}} 테이블',
    roomsIntro: '앉을 테이블을 선택하세요.',
    roomsEmpty: '지금 열려 있는 테이블이 없습니다.',
    roomsUnavailable: '테이블을 불러오지 못했습니다.',
    room: '테이블',
    bets: '베팅',
    seats: '좌석',
    seatsTaken: '{{capacity}}석 중 {{players}}석',
    join: '앉기',
    joinRoom: '{{room}}에 앉기',
    errors: {
      gameNotFinished: '이전 게임이 아직 끝나지 않았습니다 (#734). 진행 중인 라운드를 마치거나, 게임을 나온 뒤 몇 초 기다렸다가 다시 시도하세요.',
      systemBusy: '게임을 시작하지 못했습니다: 시스템이 바쁘거나 요청이 완전하지 않았습니다 (#727). 잠시 후 다시 시도하세요.',
      trialAccount: '무료 플레이 계정은 무료 체험만 할 수 있습니다. 실제 머니로 플레이하려면 정식 계정을 등록하세요.',
      trialUnavailable: '이 게임은 무료 체험이 없으며 실제 머니로만 플레이할 수 있습니다.',
      loginRequired: '실제 머니로 플레이하려면 로그인하세요.',
      gameUnavailable: '지금은 이 게임을 열 수 없습니다.',
    },
  },
};

export default play;
