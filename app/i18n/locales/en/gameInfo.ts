/** The gameInfo namespace (en): a game's rules and return to player, its page and its dialog (features/games/info/), sent by that page's loader alone. */
const gameInfo = {
  gameInfo: {
    jackpotsTitle: 'Jackpots',
    jackpotsIntro: 'Every stake on this game feeds these jackpots. How each is won, before you play:',
    rtp: 'Return to player (RTP)',
    upTo: 'up to {{percent}}',
    stakes: 'Stakes',
    perRound: 'per round',
    payTable: 'Pay table',
    outcome: 'Outcome',
    pays: 'Returns (× stake)',
    chance: 'Chance',
    times: '{{times}}×',
    rules: 'How it is played',
    failedTitle: 'Game rules unavailable',
    none: 'The game provider has not published its rules and return to player here. Ask customer service before you play.',
    notFound: 'This game does not exist',
    home: 'Back to the home page',
  },
};

export default gameInfo;
