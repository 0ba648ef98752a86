import type en from '#app/i18n/locales/en/cashier';

/** The cashier namespace (zh-CN): what money forms say when the platform refuses (app/graphql/user-errors.ts). */
const cashier: typeof en = {
  cashier: {
    errors: {
      amountInvalid: '金额必须大于零，最多两位小数。',
      insufficientBalance: '您的余额不足。',
      belowMinimum: '金额低于最低限额。',
      aboveMaximum: '金额高于最高限额。',
      dailyLimit: '您今天的申请次数已达上限，请明天再试。',
      notFound: '未找到该记录。',
      stateConflict: '该操作已完成或已取消。',
      idempotencyKeyReused: '此表单已使用其他内容提交过。请刷新页面后重试。',
      unknownWallet: '请选择您的一个钱包。',
      sameWallet: '请选择两个不同的钱包。',
      recipientInvalid: '该账号无法接收您的转账。',
      paymentPasswordWrong: '资金密码错误。',
      paymentPasswordNotSet: '请先在安全中心设置资金密码。',
      cardLimit: '您绑定的银行卡已达上限。请先删除一张再添加。',
      cardNameMismatch: '开户姓名必须是您的真实姓名。',
      fileInvalid: '请上传不超过5MB的 PNG 或 JPG 图片。',
    },
  },
  money: {
    labelWithSymbol: '{{label}} ({{symbol}})',
    between: '{{min}}至{{max}}。',
    atLeast: '最低{{min}}。',
    atMost: '最高{{max}}。',
    errors: {
      required: '请输入金额。',
      notANumber: '请用数字输入金额，例如 1,234.50。',
      misplacedSeparator: '金额请按 {{example}} 的格式填写：逗号只用于每三位数字之间，小数点放在分之前。',
      negative: '金额不能为负数。',
      tooManyDecimals: '最多保留两位小数。',
      belowMin: '金额不能低于{{min}}。',
      aboveMax: '金额不能高于{{max}}。',
    },
  },
};

export default cashier;
