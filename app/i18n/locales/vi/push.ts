/** The push namespace (vi): the member's notifications, kind by kind (docs/decisions/065; see source-words.ts). */
const push = {
  push: {
    title: 'Thông báo',
    intro:
      'Những gì chúng tôi báo cho bạn khi trang đang đóng, trên các trình duyệt bạn cho phép. Mọi loại đều tắt lúc đầu; trình duyệt chỉ xin quyền khi bạn bật một loại.',
    saved: 'Đã lưu.',
    notAvailable: 'Trang này không cung cấp thông báo.',
    kindsTitle: 'Báo cho tôi',
    offers: 'Ưu đãi được chọn theo sản phẩm và kênh trong',
    offersLink: 'tùy chọn tiếp thị',
    save: 'Lưu',
    browserTitle: 'Trình duyệt này',
    browsers: 'Số trình duyệt nhận thông báo: {{count}}',
    start: 'Nhận thông báo trên trình duyệt này',
    stop: 'Tắt thông báo trên trình duyệt này',
    kind: {
      WITHDRAWAL_PAID: 'Khi khoản rút của tôi được trả',
      DRAW_RESULTS: 'Kết quả các kỳ quay có phiếu xổ số của tôi',
      ANSWERS: 'Trả lời khiếu nại của tôi, hoặc giấy tờ của tôi đã được xem xét',
      TOURNAMENTS: 'Giải đấu bắt đầu, và khi giải tôi tham gia kết thúc',
    },
    browser: {
      unsupported: 'Trình duyệt này không thể nhận thông báo.',
      blocked: 'Thông báo của trang này đang bị chặn trên trình duyệt này. Bạn có thể cho phép trong phần cài đặt trang của trình duyệt.',
      off: 'Trình duyệt này không nhận thông báo.',
      on: 'Trình duyệt này nhận các thông báo bạn đã bật.',
      failed: 'Không thể thiết lập thông báo cho trình duyệt này. Vui lòng thử lại sau.',
    },
    errors: {
      subscription: 'Thông tin thông báo của trình duyệt này không được chấp nhận.',
    },
  },
};

export default push;
