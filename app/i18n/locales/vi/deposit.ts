import type en from '#app/i18n/locales/en/deposit';

/** The deposit namespace (vi): member-centre words, sent only with member-centre pages (see source-words.ts). */
const deposit: typeof en = {
  deposit: {
    title: 'Nạp tiền',
    intro: 'Chọn phương thức thanh toán và nhập số tiền. Lệnh nạp tiền sẽ chờ cho đến khi nhận được thanh toán.',
    unavailable: 'Không tải được các phương thức nạp tiền. Hãy thử lại sau giây lát.',
    notAllowed: 'Hiện không thể nạp tiền.',
    method: 'Phương thức thanh toán',
    limits: 'Từ {{min}} đến {{max}}',
    amount: 'Số tiền',
    payeeName: 'Tên chủ tài khoản chuyển tiền',
    payeeHint: 'Cần thiết khi chuyển khoản ngân hàng thủ công, để chúng tôi đối chiếu khoản thanh toán của bạn.',
    submit: 'Nạp tiền',
    kinds: {
      QR_IMAGE: 'quét mã QR',
      LAUNCH_URL: 'thanh toán trên trang thanh toán',
      CRYPTO: 'chuyển tiền điện tử',
      MANUAL_TRANSFER: 'chuyển khoản ngân hàng, do chúng tôi xác nhận',
    },
    status: {
      PENDING: 'Đang chờ',
      PAID: 'Đã thanh toán',
      CANCELLED: 'Đã hủy',
      REJECTED: 'Bị từ chối',
      HELD: 'Tạm giữ để xem xét',
    },
    done: {
      created: 'Lệnh nạp tiền của bạn đang chờ thanh toán.',
      cancelled: 'Lệnh nạp tiền đã bị hủy.',
    },
    next: {
      title: 'Lệnh nạp {{ref}}: {{amount}}',
      qr: 'Quét mã QR này bằng ứng dụng ngân hàng để thanh toán, hoặc mở trang thanh toán.',
      qrAlt: 'Mã QR mở trang thanh toán của lệnh nạp {{ref}}',
      launch: 'Thanh toán trên trang thanh toán. Bạn sẽ quay lại đây khi hoàn tất.',
      crypto: 'Chuyển {{amount}} bằng {{coin}} đến địa chỉ này. Tiền sẽ được cộng khi giao dịch chuyển được xác nhận.',
      cryptoPage: 'Mở trang thanh toán để xác nhận giao dịch chuyển.',
      address: 'Địa chỉ {{coin}}',
      manual: 'Chuyển {{amount}} từ tài khoản đứng tên {{payee}} đến tài khoản này. Chúng tôi sẽ cộng tiền khi nhận được.',
      bank: 'Ngân hàng',
      accountName: 'Tên chủ tài khoản',
      accountNumber: 'Số tài khoản',
      reference: 'Nội dung chuyển khoản',
      openPage: 'Mở trang thanh toán',
      refresh: 'Kiểm tra lại trạng thái',
      pending: 'Đang chờ bạn thanh toán.',
      paid: 'Đã thanh toán: {{amount}} đã được cộng vào số dư của bạn.',
      firstBonus: 'Đây là lần nạp tiền đầu tiên của bạn: tiền thưởng nạp đầu cũng đã được cộng.',
      cancelled: 'Lệnh nạp tiền này đã bị hủy. Bạn không bị trừ tiền.',
      rejected: 'Lệnh nạp tiền này đã bị từ chối. Hãy liên hệ chăm sóc khách hàng nếu bạn đã thanh toán.',
      held: 'Khoản thanh toán đến sau khi lệnh nạp tiền này đã bị hủy nên đang được tạm giữ để xem xét, chưa cộng vào số dư của bạn. Chúng tôi sẽ ghi có hoặc hoàn tiền; hãy liên hệ chăm sóc khách hàng nếu bạn có thắc mắc.',
    },
    recent: {
      title: 'Lệnh nạp gần đây',
      none: 'Bạn chưa có lệnh nạp tiền nào.',
      date: 'Ngày',
      reference: 'Mã tham chiếu',
      method: 'Phương thức',
      amount: 'Số tiền',
      status: 'Trạng thái',
      actions: 'Thao tác',
      details: 'Chi tiết',
      cancel: 'Hủy',
      cancelLabel: 'Hủy lệnh nạp {{ref}}',
      detailsLabel: 'Chi tiết lệnh nạp {{ref}}',
    },
    errors: {
      chooseMethod: 'Hãy chọn phương thức thanh toán.',
      payeeName: 'Hãy nhập tên chủ tài khoản mà bạn dùng để chuyển tiền.',
      reload: 'Biểu mẫu này đã hết hạn. Hãy tải lại trang và thử lại.',
      // LIMIT_REACHED, with the limit that refused (responsible-gaming/refusal.server.ts); ANY when it cannot be told.
      limitReached: {
        DAY: 'Giới hạn nạp tiền hằng ngày của bạn chỉ còn {{remaining}} cho đến {{until}}.',
        WEEK: 'Giới hạn nạp tiền hằng tuần của bạn chỉ còn {{remaining}} cho đến {{until}}.',
        MONTH: 'Giới hạn nạp tiền hằng tháng của bạn chỉ còn {{remaining}} cho đến {{until}}.',
        ANY: 'Giới hạn nạp tiền của bạn chỉ còn {{remaining}} cho đến {{until}}.',
      },
    },
  },
};

export default deposit;
