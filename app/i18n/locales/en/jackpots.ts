/** The jackpots namespace (en): the brand's pools, their rules and winners (docs/decisions/064; see source-words.ts). */
const jackpots = {
  jackpots: {
    title: 'Jackpots',
    intro: 'Every jackpot here can be won: its amount is money held apart for it, paid in full to the winner, after which it starts again from its seed.',
    failed: 'The jackpots could not be read just now. Please try again in a moment.',
    mustDropShort: 'Must be won by {{amount}}.',
    randomShort: 'Can be won on any round of its games.',
    lastWon: 'Last won: {{amount}},',
    noWinYet: 'Nobody has won it yet.',
    rulesOf: 'Rules and winners of the {{pool}}',
    allJackpots: 'All jackpots',
    howFunded: 'How it grows',
    funded: '{{percent}} of every stake on its games goes into it. After a win it starts again at {{seed}}, paid in by the site.',
    howWon: 'How it is won',
    mustDrop:
      'It is won at the latest when it reaches {{amount}}: a point between {{seed}} and {{amount}} is drawn at random each time it starts, and the round that takes the jackpot to that point wins it. Nobody is shown the point, not even our staff.',
    random: 'Any round on its games can win it, with a chance in proportion to the stake: a stake of {{unit}} has a chance of 1 in {{count}}.',
    ceiling: 'It grows to {{amount}} at most; stakes add nothing to it once it is there, until it is won.',
    noCeiling: 'It has no upper limit.',
    paid: 'The whole amount is paid at once to the wallet the winning stake came from, the winner is told in their inbox, and their name appears below with its middle letters hidden (a player may hide their wins altogether).',
    games: 'Games that feed it',
    allOfType: '{{type}}: every game',
    allOfVendor: '{{vendor}}: every game',
    winners: 'Latest winners',
    when: 'When',
    winner: 'Winner',
    game: 'Game',
    amount: 'Amount',
    privateWinner: 'A player who keeps their wins private',
    jackpotOfGame: 'This game feeds {{pools}}.',
  },
};

export default jackpots;
