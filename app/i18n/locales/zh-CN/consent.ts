/** The consent namespace (zh-CN): the member's marketing preferences per product and channel (docs/decisions/061; see source-words.ts). */
const consent = {
  consent: {
    title: '推广信息设置',
    intro: '请按产品和渠道逐项选择我们可以向您发送哪些游戏和优惠信息。所有选项默认关闭，由您自行开启，并可随时更改。',
    serviceNote: '与您账户相关的通知（如付款、提现、证件、条款变更）不属于推广信息，将始终发送给您。',
    paused: '在您暂停游戏、自我禁入或账户关闭期间，无论您在此如何选择，我们都不会向您发送任何推广信息。',
    notAvailable: '本站未提供推广信息设置。',
    saved: '您的设置已保存。',
    save: '保存设置',
    product: {
      CASINO: '娱乐场',
      SPORTS: '体育',
      LOTTERY: '彩票',
    },
    channel: {
      EMAIL: '电子邮件',
      SMS: '短信',
      PHONE: '电话',
      PUSH: '推送通知',
      SITE: '本站站内信和弹窗',
    },
    historyTitle: '变更记录',
    noHistory: '暂无变更：所有选项均为关闭状态。',
    when: '时间',
    what: '项目',
    pair: '{{product}}·{{channel}}',
    change: '变更',
    turnedOn: '已开启',
    turnedOff: '已关闭',
    address: 'IP 地址',
  },
};

export default consent;
