/** The playerProtection namespace (zh-CN): responsible gaming's refusals and help (docs/decisions/039), sent with the pages whose forms can be refused for a limit, an exclusion or a closed account: the login pages, the member and agent centres, the game frame, the lottery, the points mall and feedback (see source-words.ts). */
const playerProtection = {
  // Responsible gaming's refusals and help (docs/decisions/039): shown by the login forms, the cashier and the game pages alike.
  playerProtection: {
    limitReached: '此操作超出了您设置的限额：在{{until}}之前还剩{{remaining}}。',
    limitReachedPlain: '此操作超出了您设置的限额。',
    excluded: '您已设置自我禁入至{{until}}，在此之前无法登录。',
    excludedPermanent: '您已设置永久自我禁入，无法登录。',
    loggedOut: '您已退出登录。您的暂停期持续至{{until}}，在此之前无法登录。',
    loggedOutPermanent: '您已退出登录。您的自我禁入为永久性。',
    loggedOutClosed: '您的账户已关闭，您已退出登录。如需提取余额，请联系客服。',
    contactSupport: '此操作无法在这里完成，请联系客服。',
    accountClosed: '此账户已应您的要求关闭，无法登录。如需提取余额，请联系客服。',
    verificationRequired: '需先完成身份验证：请在账户的验证页面提交证件。',
    toVerification: '前往身份验证',
    ageCheckRequired: '本站在任何游戏（包括免费试玩）前都会核实年龄：请先注册，并等待身份证件通过审核。',
    documentInReview: '同类证件正在审核中，审核结束后才能再次提交。',
    documentAccepted: '同类证件已通过审核。',
    documentNotNeeded: '您的账户不需要此证件。',
    termsNotAccepted: '新版条款正等待您的同意：请刷新页面，先阅读并同意新版条款。',
    balanceRemaining: '您的账户仍有余额，或有尚未支付的提款：请先提取余额，然后再提交申请。',
    bonusMaxStake: '奖金生效期间，单次投注最多 {{max}}。请选择较小的投注额。',
    bonusMaxStakePlain: '此投注超过当前奖金允许的最高投注额。请选择较小的投注额。',
    bonusForfeit: '现在提款将作废您的奖金 {{bonus}}（尚需流水 {{left}}）。请勾选确认，或继续游戏直至完成流水。',
    bonusForfeitPlain: '现在提款将作废您当前的奖金。请勾选确认，或继续游戏直至完成流水。',
    bonusChanged: '自本页显示以来，您当前的奖金已变更。未作废任何奖金，请重新查看。',
    helpTitle: '获取帮助',
    help: '如果博彩不再有趣，请找人聊一聊。求助免费且保密：英国可联系 BeGambleAware 或 National Gambling Helpline（0808 8020 133）；韩国可联系韩国赌博问题预防治疗院（한국도박문제예방치유원，求助热线 1336）。',
    helpCentre: '帮助中心',
    customerService: '联系客服',
    /** The safer-gambling prompts (features/responsible-gaming/SaferGamblingPrompts.tsx). */
    prompts: {
      noticeTitle: '理性娱乐',
      notice: '博彩是一种娱乐，而不是赚钱的方式。只用输得起的钱来玩，适时休息，并为存款、亏损、投注和时间设置限额。',
      helpline: '担心自己的博彩问题？免费保密的帮助：',
      toLimits: '设置或检查限额',
      understood: '我已了解',
      depositLimitTitle: '先设置存款限额？',
      depositLimit: '在首次存款前，您可以设置每天、每周或每月的存款上限。限额可以随时降低；提高限额须在等待期后生效。',
      setDepositLimit: '设置存款限额',
      notNow: '暂不设置',
      reviewTitle: '该检查您的限额了',
      review: '距离您上次查看限额已过去六个月。请确认它们仍然适合您。',
      reviewed: '我的限额合适',
    },
  },
};

export default playerProtection;
