/** The lottery namespace (en): the /lottery, /vnLottery and /seaLottery pages (see source-words.ts). */
const lottery = {
  lottery: {
    titles: {
      lottery: 'Lottery',
      vn: 'VN Lotto',
      sea: 'SEA Lottery',
    },
    menuLabel: 'Lottery games',
    prizeModeLabel: 'Lottery types',
    prizeModes: {
      LOTT: 'Lottery',
      ZY: 'House lottery',
      ELOTT: 'E-lottery',
      SEA: 'SEA Lottery',
    },
    menuUnavailable: 'The lottery games could not be loaded. Please try again shortly.',
    noGames: 'No lottery game is offered right now.',
    recent: 'Recently played',
    noRecent: 'Lottery games you open or bet on show here.',
    daily: 'one draw a day',
    everyMinutes: 'a draw every {{count}} min',
    currentNumero: 'Current draw',
    nextDrawIn: 'Next draw in',
    bettingCloses: 'Betting on it closes at',
    drawAt: 'drawn at {{time}}',
    play: 'Play',
    playGame: 'Play {{game}}',
    lastDraws: 'Last draws',
    latestResult: 'Latest result',
    lastDrawsOf: 'Last draws of {{game}}',
    noDraws: 'No draws yet.',
    numero: 'Draw',
    result: 'Result',
    sum: 'Sum',
    drawnAt: 'Drawn at',
    boardUnavailable: 'The draws of this game could not be loaded. Please try again shortly.',
  },
};

export default lottery;
