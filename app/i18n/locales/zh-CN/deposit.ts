import type en from '#app/i18n/locales/en/deposit';

/** The deposit namespace (zh-CN): member-centre words, sent only with member-centre pages (see source-words.ts). */
const deposit: typeof en = {
  deposit: {
    title: '充值',
    intro: '选择支付方式并输入金额。收到付款前，充值订单将处于待处理状态。',
    unavailable: '充值方式加载失败，请稍后再试。',
    notAllowed: '暂时无法充值。',
    method: '支付方式',
    limits: '{{min}} – {{max}}',
    amount: '金额',
    payeeName: '付款账户姓名',
    payeeHint: '银行转账时需要填写，以便我们核对您的付款。',
    submit: '立即充值',
    kinds: {
      QR_IMAGE: '扫码支付',
      LAUNCH_URL: '在支付页面付款',
      CRYPTO: '加密货币转账',
      MANUAL_TRANSFER: '银行转账，人工确认',
    },
    status: {
      PENDING: '待支付',
      PAID: '已到账',
      CANCELLED: '已取消',
      REJECTED: '已拒绝',
      HELD: '暂缓审核',
    },
    done: {
      created: '充值订单已创建，等待付款。',
      cancelled: '充值已取消。',
    },
    next: {
      title: '充值订单{{ref}}：{{amount}}',
      qr: '请用银行 App 扫描此二维码付款，或打开支付页面。',
      qrAlt: '打开充值订单{{ref}}支付页面的二维码',
      launch: '请在支付页面完成付款，完成后将返回此处。',
      crypto: '请将{{amount}}的{{coin}}转到此地址。转账确认后即可到账。',
      cryptoPage: '打开支付页面确认转账。',
      address: '{{coin}}地址',
      manual: '请从{{payee}}名下的账户向此账户转账{{amount}}。款项到账后我们将为您上分。',
      bank: '银行',
      accountName: '账户姓名',
      accountNumber: '账号',
      reference: '订单号',
      openPage: '打开支付页面',
      refresh: '刷新状态',
      pending: '等待您付款。',
      paid: '已到账：{{amount}}已存入您的余额。',
      firstBonus: '这是您的首次充值，首充彩金也已一并发放。',
      cancelled: '此充值已取消，未产生任何扣款。',
      rejected: '此充值已被拒绝。如您已付款，请联系客服。',
      held: '此充值取消后才收到您的付款，款项已暂缓审核，未计入余额。我们将为您入账或退款；如有疑问，请联系客服。',
    },
    recent: {
      title: '最近充值',
      none: '您还没有充值记录。',
      date: '日期',
      reference: '订单号',
      method: '方式',
      amount: '金额',
      status: '状态',
      actions: '操作',
      details: '详情',
      cancel: '取消',
      cancelLabel: '取消充值订单{{ref}}',
      detailsLabel: '充值订单{{ref}}的详情',
    },
    errors: {
      chooseMethod: '请选择支付方式。',
      payeeName: '请输入付款账户的姓名。',
      reload: '此表单已过期，请刷新页面后重试。',
      // LIMIT_REACHED, with the limit that refused (responsible-gaming/refusal.server.ts); ANY when it cannot be told.
      limitReached: {
        DAY: '在{{until}}之前，您的每日充值限额还剩{{remaining}}。',
        WEEK: '在{{until}}之前，您的每周充值限额还剩{{remaining}}。',
        MONTH: '在{{until}}之前，您的每月充值限额还剩{{remaining}}。',
        ANY: '在{{until}}之前，您的充值限额还剩{{remaining}}。',
      },
    },
  },
};

export default deposit;
