/** The legal namespace (zh-CN): the terms and the privacy policy with their versions, the dialog that asks for a new version's acceptance, and the record of acceptances (docs/decisions/060; see source-words.ts). */
const legal = {
  legal: {
    kind: {
      TERMS: '条款与条件',
      PRIVACY: '隐私政策',
    },
    /** The document's page (/legal/terms, /legal/privacy). */
    page: {
      versionInForce: '第{{version}}版，自{{date}}起生效',
      versionComing: '第{{version}}版，将于{{date}}生效',
      versionEarlier: '第{{version}}版，自{{date}}起生效，后被新版本取代',
      readCurrent: '查看现行版本',
      changesTitle: '更新内容',
      languageNote: '此版本暂无中文版，现以本站撰写时使用的语言显示。',
      versionsTitle: '版本列表',
      version: '版本',
      effective: '生效日期',
      changes: '更新内容',
      state: '状态',
      inForce: '生效中',
      coming: '即将生效',
      earlier: '已被取代',
      open: '查看第{{version}}版',
      reading: '即上方显示的版本',
      notFound: '此版本不存在。',
    },
    /** The dialog shown when a new version took effect (features/legal/LegalAcceptance.tsx). */
    prompt: {
      title: '我们的条款已更新',
      intro: '请阅读更新内容。如需继续游戏，请同意以下新版本。',
      firstTitle: '请同意我们的条款',
      firstIntro: '继续之前，请阅读并同意本站的条款与条件及隐私政策。',
      effective: '第{{version}}版，自{{date}}起生效',
      readAll: '阅读完整的《{{document}}》（在新标签页中打开）',
      accept: '同意并继续',
      decline: '不同意并退出登录',
      leaveTitle: '不想同意？',
      leave: '即使不同意，您也可以提现余额并关闭账户。选择不同意将退出登录。',
      withdraw: '提现余额',
      close: '关闭我的账户',
      outdated: '在您阅读期间，又有新版本生效。请阅读新版本后重新同意。',
      failed: '未能记录您的同意，请重试。',
    },
    /** The page after declining (/legal/declined). */
    declined: {
      title: '您已退出登录',
      body: '您未同意新条款，因此在同意之前无法游戏。您的账户没有任何变化：余额仍归您所有。',
      howToLeaveTitle: '如需提现并关闭账户',
      howToLeave: '请重新登录：即使不同意，您仍可在提现页面提现余额，并在责任博彩页面关闭账户。您也可以联系客服协助处理。',
      logIn: '登录',
      readTerms: '阅读条款',
      customerService: '联系客服',
    },
    /** The record on the security centre. */
    record: {
      title: '已同意的条款',
      intro: '您同意过的每一版条款与条件和隐私政策，以及同意的时间和 IP 地址。',
      document: '文件',
      version: '版本',
      acceptedAt: '同意时间',
      address: 'IP 地址',
      source: '同意方式',
      via: {
        REGISTRATION: '注册时',
        PROMPT: '新版本生效时',
      },
      none: '暂无同意记录。',
      pending: '待您同意：{{documents}}。',
      confirmationsTitle: '注册时确认的事项',
    },
    /** What the member confirmed when registering, as the record lists it. */
    confirmed: {
      AGE: '已达法定博彩年龄：',
      OWN_MONEY: '仅使用本人资金游戏：',
      ONE_ACCOUNT: '在本站没有其他账号：',
      NOT_SELF_EXCLUDED: '未被禁止参与博彩：',
    },
  },
};

export default legal;
