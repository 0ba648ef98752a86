/** The lottery namespace (ko): the /lottery, /vnLottery and /seaLottery pages (see source-words.ts). */
const lottery = {
  lottery: {
    titles: {
      lottery: '로또',
      vn: '베트남 로또',
      sea: '동남아 로또',
    },
    menuLabel: '로또 게임',
    prizeModeLabel: '로또 종류',
    prizeModes: {
      LOTT: '로또',
      ZY: '하우스 로또',
      ELOTT: '전자 로또',
      SEA: '동남아 로또',
    },
    menuUnavailable: '로또 게임을 불러오지 못했습니다. 잠시 후 다시 시도하세요.',
    noGames: '지금은 제공되는 로또 게임이 없습니다.',
    recent: '최근 플레이',
    noRecent: '열거나 베팅한 로또 게임이 여기에 표시됩니다.',
    daily: '하루 한 번 추첨',
    everyMinutes: '{{count}}분마다 추첨',
    currentNumero: '현재 회차',
    nextDrawIn: '다음 추첨까지',
    bettingCloses: '베팅 마감 시각',
    drawAt: '추첨 {{time}}',
    play: '플레이',
    playGame: '{{game}} 플레이',
    lastDraws: '최근 추첨',
    latestResult: '최신 결과',
    lastDrawsOf: '{{game}} 최근 추첨',
    noDraws: '아직 추첨이 없습니다.',
    numero: '회차',
    result: '결과',
    sum: '합계',
    drawnAt: '추첨 시각',
    boardUnavailable: '이 게임의 추첨 정보를 불러오지 못했습니다. 잠시 후 다시 시도하세요.',
  },
};

export default lottery;
