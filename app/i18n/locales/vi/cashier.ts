import type en from '#app/i18n/locales/en/cashier';

/** The cashier namespace (vi): what money forms say when the platform refuses (app/graphql/user-errors.ts). */
const cashier: typeof en = {
  cashier: {
    errors: {
      amountInvalid: 'Số tiền phải lớn hơn 0, tối đa hai chữ số thập phân.',
      insufficientBalance: 'Số dư của bạn không đủ cho số tiền này.',
      belowMinimum: 'Số tiền thấp hơn mức tối thiểu.',
      aboveMaximum: 'Số tiền cao hơn mức tối đa.',
      dailyLimit: 'Bạn đã đạt số lần yêu cầu tối đa trong hôm nay. Hãy thử lại vào ngày mai.',
      notFound: 'Không tìm thấy bản ghi này.',
      stateConflict: 'Giao dịch này đã hoàn tất hoặc đã bị hủy.',
      idempotencyKeyReused: 'Biểu mẫu này đã được gửi với giá trị khác. Hãy tải lại trang và thử lại.',
      unknownWallet: 'Hãy chọn một trong các ví của bạn.',
      sameWallet: 'Hãy chọn hai ví khác nhau.',
      recipientInvalid: 'Tài khoản này không thể nhận tiền chuyển của bạn.',
      paymentPasswordWrong: 'Mật khẩu thanh toán không đúng.',
      paymentPasswordNotSet: 'Hãy đặt mật khẩu thanh toán trong trung tâm bảo mật trước.',
      cardLimit: 'Bạn đã có số thẻ ngân hàng tối đa cho phép. Hãy xóa một thẻ để thêm thẻ khác.',
      cardNameMismatch: 'Tên chủ tài khoản phải là họ tên thật của bạn.',
      fileInvalid: 'Hãy tải lên ảnh PNG hoặc JPG dung lượng tối đa 5 MB.',
    },
  },
  money: {
    labelWithSymbol: '{{label}} ({{symbol}})',
    between: 'Từ {{min}} đến {{max}}.',
    atLeast: 'Tối thiểu {{min}}.',
    atMost: 'Tối đa {{max}}.',
    errors: {
      required: 'Vui lòng nhập số tiền.',
      notANumber: 'Nhập số tiền bằng chữ số, ví dụ 1.234,50.',
      misplacedSeparator: 'Hãy viết số tiền theo dạng {{example}}: dấu chấm chỉ đặt giữa các nhóm ba chữ số, dấu phẩy đặt trước phần thập phân.',
      negative: 'Số tiền không được là số âm.',
      tooManyDecimals: 'Chỉ dùng tối đa hai chữ số thập phân.',
      belowMin: 'Số tiền phải từ {{min}} trở lên.',
      aboveMax: 'Số tiền không được vượt quá {{max}}.',
    },
  },
};

export default cashier;
