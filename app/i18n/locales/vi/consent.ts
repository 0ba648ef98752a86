/** The consent namespace (vi): the member's marketing preferences per product and channel (docs/decisions/061; see source-words.ts). */
const consent = {
  consent: {
    title: 'Tùy chọn nhận tin tiếp thị',
    intro:
      'Chọn những tin về trò chơi và khuyến mãi mà chúng tôi được phép gửi cho bạn, theo từng sản phẩm và từng kênh. Tất cả đều tắt cho đến khi bạn tự bật, và bạn có thể thay đổi bất cứ lúc nào.',
    serviceNote:
      'Thông báo về tài khoản của bạn (thanh toán, rút tiền, giấy tờ, thay đổi điều khoản) không phải tin tiếp thị: bạn luôn nhận được các thông báo này.',
    paused: 'Trong thời gian bạn tạm nghỉ, tự loại trừ hoặc đóng tài khoản, chúng tôi hoàn toàn không gửi tin tiếp thị cho bạn, dù bạn chọn gì ở đây.',
    notAvailable: 'Trang này không có tùy chọn nhận tin tiếp thị.',
    saved: 'Đã lưu tùy chọn của bạn.',
    save: 'Lưu tùy chọn',
    product: {
      CASINO: 'Casino',
      SPORTS: 'Thể thao',
      LOTTERY: 'Xổ số',
    },
    channel: {
      EMAIL: 'Email',
      SMS: 'SMS',
      PHONE: 'Cuộc gọi điện thoại',
      PUSH: 'Thông báo đẩy',
      SITE: 'Tin nhắn và cửa sổ bật lên trên trang này',
    },
    historyTitle: 'Những thay đổi bạn đã thực hiện',
    noHistory: 'Chưa có thay đổi nào: tất cả đều đang tắt.',
    when: 'Thời gian',
    what: 'Mục',
    pair: '{{product}} · {{channel}}',
    change: 'Thay đổi',
    turnedOn: 'Đã bật',
    turnedOff: 'Đã tắt',
    address: 'Địa chỉ IP',
  },
};

export default consent;
