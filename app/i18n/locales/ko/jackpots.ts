/** The jackpots namespace (ko): the brand's pools, their rules and winners (docs/decisions/064; see source-words.ts). */
const jackpots = {
  jackpots: {
    title: '잭팟',
    intro: '이곳의 모든 잭팟은 실제로 당첨될 수 있습니다. 금액은 잭팟을 위해 따로 보관된 돈이며, 당첨자에게 전액 지급된 뒤 시드 금액부터 다시 시작합니다.',
    failed: '지금은 잭팟 정보를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
    mustDropShort: '{{amount}}에 도달하기 전에 반드시 당첨됩니다.',
    randomShort: '해당 게임의 모든 라운드에서 당첨될 수 있습니다.',
    lastWon: '최근 당첨: {{amount}},',
    noWinYet: '아직 당첨자가 없습니다.',
    rulesOf: '{{pool}} 규칙 및 당첨자',
    allJackpots: '모든 잭팟',
    howFunded: '적립 방식',
    funded: '해당 게임의 모든 베팅 금액 중 {{percent}}가 적립됩니다. 당첨 후에는 사이트가 지급하는 {{seed}}부터 다시 시작합니다.',
    howWon: '당첨 방식',
    mustDrop:
      '늦어도 {{amount}}에 도달하면 당첨됩니다. 잭팟이 시작될 때마다 {{seed}}와 {{amount}} 사이의 지점이 무작위로 정해지며, 잭팟을 그 지점에 도달시킨 라운드가 당첨됩니다. 그 지점은 저희 직원을 포함해 누구에게도 공개되지 않습니다.',
    random: '해당 게임의 모든 라운드가 베팅 금액에 비례한 확률로 당첨될 수 있습니다. {{unit}} 베팅의 당첨 확률은 {{count}}분의 1입니다.',
    ceiling: '최대 {{amount}}까지 적립되며, 그 금액에 도달하면 당첨될 때까지 더 이상 적립되지 않습니다.',
    noCeiling: '상한이 없습니다.',
    paid: '당첨금 전액은 당첨 베팅이 이루어진 지갑으로 즉시 지급되고, 당첨자에게 메시지로 알려 드리며, 당첨자 이름은 가운데 글자를 가린 채 아래에 표시됩니다(플레이어는 자신의 당첨 내역을 완전히 숨길 수 있습니다).',
    games: '적립 대상 게임',
    allOfType: '{{type}}: 모든 게임',
    allOfVendor: '{{vendor}}: 모든 게임',
    winners: '최근 당첨자',
    when: '일시',
    winner: '당첨자',
    game: '게임',
    amount: '금액',
    privateWinner: '당첨 내역을 비공개로 한 플레이어',
    jackpotOfGame: '이 게임은 {{pools}}에 적립됩니다.',
  },
};

export default jackpots;
