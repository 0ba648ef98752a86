import type en from '#app/i18n/locales/en/withdraw';

/** The withdraw namespace (vi): member-centre words, sent only with member-centre pages (see source-words.ts). */
const withdraw: typeof en = {
  withdraw: {
    title: 'Rút tiền',
    available: 'Số tiền có thể rút',
    limits: 'Mỗi lần rút',
    remainingToday: 'Số lần rút còn lại hôm nay',
    remainingOf: '{{remaining}}/{{count}}',
    held: 'Đang tạm giữ',
    formTitle: 'Yêu cầu rút tiền',
    card: 'Thẻ ngân hàng',
    cardLabel: '{{bankName}} {{maskedNumber}} ({{accountName}})',
    manageCards: 'Quản lý thẻ ngân hàng trong trung tâm bảo mật',
    amount: 'Số tiền',
    submit: 'Rút tiền',
    noPaymentPassword: 'Rút tiền cần mật khẩu thanh toán.',
    setPaymentPassword: 'Đặt mật khẩu thanh toán trong trung tâm bảo mật',
    noCards: 'Hãy thêm thẻ ngân hàng để nhận tiền rút.',
    addCard: 'Thêm thẻ ngân hàng trong trung tâm bảo mật',
    noneLeftToday: 'Bạn đã dùng hết {{count}} lần rút tiền được phép trong hôm nay. Hãy thử lại vào ngày mai.',
    belowMinimum: 'Số dư của bạn thấp hơn mức rút tối thiểu.',
    bonus: {
      held: 'Tiền thưởng (không rút được)',
      why: 'Tiền thưởng {{bonus}} của bạn thành tiền mặt khi chơi thêm {{left}} doanh thu cược (trên tổng {{required}}). Trước đó không thể rút, và rút tiền bây giờ sẽ từ bỏ nó.',
      details: 'Xem tiền thưởng của bạn',
      confirm: 'Tôi từ bỏ tiền thưởng {{bonus}} với lần rút tiền này.',
    },
    done: {
      held: 'Yêu cầu rút tiền đã được gửi. Số tiền được tạm giữ cho đến khi chi trả vào thẻ của bạn.',
      paid: 'Tiền rút đã được chi trả vào thẻ của bạn. Vui lòng xác nhận khi nhận được tiền.',
      received: 'Cảm ơn bạn: lệnh rút tiền đã được đánh dấu là đã nhận.',
      notReceived: 'Báo cáo của bạn cùng bằng chứng đã được gửi. Bộ phận chăm sóc khách hàng sẽ kiểm tra.',
      allReceived: 'Cảm ơn bạn: tất cả lệnh rút tiền đang chờ xác nhận đã được đánh dấu là đã nhận.',
    },
    statuses: {
      HELD: 'Đang tạm giữ',
      PAID: 'Đã chi trả',
      REFUNDED: 'Bị từ chối và đã hoàn tiền',
    },
    receipts: {
      AWAITING: 'Chờ bạn xác nhận',
      RECEIVED: 'Đã nhận',
      NOT_RECEIVED: 'Chưa nhận được (đã báo cáo)',
      AUTO_RECEIVED: 'Được tính là đã nhận',
      autoReceivedAfter: 'Được tính là đã nhận (không có phản hồi trong {{minutes}} phút)',
    },
    receipt: {
      title: 'Xác nhận đã nhận tiền',
      intro:
        'Hãy cho chúng tôi biết tiền của từng lệnh rút đã chi trả đã về chưa. Lệnh rút tiền bạn không phản hồi trong vòng {{minutes}} phút kể từ khi chi trả sẽ được tính là đã nhận, và sau đó không thể báo cáo là chưa nhận được nữa.',
      allReceived: 'Đã nhận tất cả',
      itemTitle: 'Lệnh rút #{{id}}:',
      paidAt: 'Chi trả lúc',
      deadline: 'Hạn phản hồi',
      received: 'Đã nhận',
      notReceived: 'Chưa nhận được',
      proof: 'Bằng chứng cho thấy tiền chưa về',
      proofHint: 'Ảnh PNG hoặc JPG tối đa 5 MB, ví dụ ảnh chụp màn hình tài khoản ngân hàng của bạn.',
    },
    history: {
      title: 'Lịch sử rút tiền',
      date: 'Ngày',
      number: 'Số',
      amount: 'Số tiền',
      card: 'Thẻ ngân hàng',
      status: 'Trạng thái',
      receipt: 'Xác nhận nhận tiền',
      reason: 'lý do: {{reason}}',
    },
    errors: {
      confirmForfeit: 'Đánh dấu ô để từ bỏ tiền thưởng, hoặc tiếp tục chơi đến khi đủ doanh thu cược.',
      reload: 'Biểu mẫu này đã cũ. Hãy tải lại trang và thử lại.',
      chooseCard: 'Hãy chọn một thẻ ngân hàng của bạn.',
      paymentPassword: 'Hãy nhập mật khẩu thanh toán.',
      proofRequired: 'Hãy chọn một ảnh cho thấy tiền chưa về.',
      proofTooLarge: 'Ảnh lớn hơn 5 MB.',
      proofType: 'Ảnh phải là tệp PNG hoặc JPG.',
    },
  },
};

export default withdraw;
