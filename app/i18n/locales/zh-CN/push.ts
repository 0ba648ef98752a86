/** The push namespace (zh-CN): the member's notifications, kind by kind (docs/decisions/065; see source-words.ts). */
const push = {
  push: {
    title: '通知',
    intro: '在您允许的浏览器上，即使网站已关闭，我们也会通知您。所有类型默认关闭；只有当您开启某一类型时，浏览器才会请求权限。',
    saved: '已保存。',
    notAvailable: '本网站不提供通知。',
    kindsTitle: '通知内容',
    offers: '优惠通知按产品和渠道在以下页面选择：',
    offersLink: '营销偏好',
    save: '保存',
    browserTitle: '此浏览器',
    browsers: '接收通知的浏览器：{{count}} 个',
    start: '在此浏览器上接收通知',
    stop: '停止此浏览器的通知',
    kind: {
      WITHDRAWAL_PAID: '我的提现已支付',
      DRAW_RESULTS: '我的彩票投注单所在期的开奖结果',
      ANSWERS: '我的投诉得到答复，或我的证件审核完成',
      TOURNAMENTS: '锦标赛开始，以及我参加的锦标赛结束',
    },
    browser: {
      unsupported: '此浏览器无法接收通知。',
      blocked: '此浏览器已阻止本站的通知。您可以在浏览器的网站设置中允许。',
      off: '此浏览器不接收通知。',
      on: '此浏览器会接收您开启的通知。',
      failed: '无法为此浏览器设置通知，请稍后再试。',
    },
    errors: {
      subscription: '此浏览器的通知信息未被接受。',
    },
  },
};

export default push;
