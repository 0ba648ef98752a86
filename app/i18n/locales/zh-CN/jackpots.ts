/** The jackpots namespace (zh-CN): the brand's pools, their rules and winners (docs/decisions/064; see source-words.ts). */
const jackpots = {
  jackpots: {
    title: '大奖',
    intro: '这里的每个大奖都可以赢得：其金额是专门为其留存的资金，全额支付给赢家，之后从初始金额重新开始。',
    failed: '暂时无法读取大奖信息，请稍后再试。',
    mustDropShort: '必定在达到 {{amount}} 之前开出。',
    randomShort: '其游戏的任何一局都可能赢得。',
    lastWon: '上次开出：{{amount}}，',
    noWinYet: '尚无人赢得。',
    rulesOf: '{{pool}}的规则与赢家',
    allJackpots: '所有大奖',
    howFunded: '如何增长',
    funded: '其游戏每笔投注的 {{percent}} 计入其中。开出后由本站注入 {{seed}} 重新开始。',
    howWon: '如何赢得',
    mustDrop:
      '最迟在达到 {{amount}} 时开出：每次开始时在 {{seed}} 与 {{amount}} 之间随机抽取一个点，使大奖达到该点的那一局赢得大奖。任何人都看不到该点，包括我们的员工。',
    random: '其游戏的任何一局都可能赢得，概率与投注额成正比：投注 {{unit}} 的概率为 {{count}} 分之一。',
    ceiling: '最多增长到 {{amount}}；达到后投注不再计入，直至被赢得。',
    noCeiling: '没有上限。',
    paid: '全部金额立即支付到赢得投注所用的钱包，赢家会收到站内信通知，其名字会隐去中间的字显示在下方（玩家也可以完全隐藏自己的中奖记录）。',
    games: '计入大奖的游戏',
    allOfType: '{{type}}：所有游戏',
    allOfVendor: '{{vendor}}：所有游戏',
    winners: '最近赢家',
    when: '时间',
    winner: '赢家',
    game: '游戏',
    amount: '金额',
    privateWinner: '隐藏中奖记录的玩家',
    jackpotOfGame: '本游戏计入{{pools}}。',
  },
};

export default jackpots;
