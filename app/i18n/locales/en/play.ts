/** The play namespace (en): the game frame, its start page and the vendor popup (see source-words.ts). */
const play = {
  play: {
    back: 'Back',
    backLabel: 'Back to where you came from',
    fullScreen: 'Full screen',
    turnSideways: 'This game is made for a sideways screen: turn your phone, or open it in full screen.',
    frameTitle: '{{game}}: game',
    openFull: 'Open full size',
    realMoney: 'Real money',
    freeTrialNote: 'Free trial: you play with play money, nothing is won or lost.',
    racePlace: 'Place {{position}}',
    raceNoScore: 'No score yet',
    /** The active bonus under the frame's bar (docs/decisions/067). */
    bonus: {
      balance: 'Bonus {{amount}}',
      left: 'Turnover still needed {{amount}}',
      maxStake: 'Most per stake {{amount}}',
    },
    startIntro: 'Choose how to play {{game}}.',
    notFound: 'This game does not exist, or is no longer offered.',
    frameRefused: 'This game address cannot be shown here. Start the game again.',
    lobbyTitle: 'Games of {{vendor}}',
    lobbyIntro: 'Choose a game to start.',
    lobbyEmpty: 'This provider has no games to start right now.',
    lobbyPages: 'Pages of games',
    lobbyUnavailable: 'The games of this provider could not be loaded.',
    roomsTitle: 'Tables of {{game}}',
    roomsIntro: 'Choose a table to sit at.',
    roomsEmpty: 'No table is open right now.',
    roomsUnavailable: 'The tables could not be loaded.',
    room: 'Table',
    bets: 'Bets',
    seats: 'Seats',
    seatsTaken: '{{players}} of {{capacity}}',
    join: 'Sit down',
    joinRoom: 'Sit down at {{room}}',
    errors: {
      gameNotFinished: 'Your previous game is not finished yet (#734). Finish its open round, or wait a few seconds after leaving a game, then try again.',
      systemBusy: 'The game could not be started: the system is busy or the request was incomplete (#727). Please try again in a moment.',
      trialAccount: 'A free-play account can only play free trials. Register a real account to play for real money.',
      trialUnavailable: 'This game has no free trial: it can only be played for real money.',
      loginRequired: 'Log in to play for real money.',
      gameUnavailable: 'This game cannot be opened right now.',
    },
  },
};

export default play;
