/** The legal namespace (vi): the terms and the privacy policy with their versions, the dialog that asks for a new version's acceptance, and the record of acceptances (docs/decisions/060; see source-words.ts). */
const legal = {
  legal: {
    kind: {
      TERMS: 'Điều khoản và điều kiện',
      PRIVACY: 'Chính sách bảo mật',
    },
    /** The document's page (/legal/terms, /legal/privacy). */
    page: {
      versionInForce: 'Phiên bản {{version}}, có hiệu lực từ {{date}}',
      versionComing: 'Phiên bản {{version}}, sẽ có hiệu lực từ {{date}}',
      versionEarlier: 'Phiên bản {{version}}, có hiệu lực từ {{date}} cho đến khi được thay thế bằng phiên bản mới hơn',
      readCurrent: 'Xem phiên bản đang có hiệu lực',
      changesTitle: 'Nội dung thay đổi',
      languageNote: 'Phiên bản này chưa có bản tiếng Việt nên được hiển thị bằng ngôn ngữ gốc mà trang đã soạn thảo.',
      versionsTitle: 'Các phiên bản',
      version: 'Phiên bản',
      effective: 'Ngày hiệu lực',
      changes: 'Nội dung thay đổi',
      state: 'Trạng thái',
      inForce: 'Đang có hiệu lực',
      coming: 'Sắp có hiệu lực',
      earlier: 'Đã được thay thế',
      open: 'Xem phiên bản {{version}}',
      reading: 'Đang hiển thị ở trên',
      notFound: 'Phiên bản này không tồn tại.',
    },
    /** The dialog shown when a new version took effect (features/legal/LegalAcceptance.tsx). */
    prompt: {
      title: 'Chúng tôi đã cập nhật điều khoản',
      intro: 'Vui lòng đọc những nội dung thay đổi. Để tiếp tục chơi, hãy đồng ý với các phiên bản mới bên dưới.',
      firstTitle: 'Vui lòng đồng ý với điều khoản',
      firstIntro: 'Trước khi tiếp tục, vui lòng đọc và đồng ý với điều khoản và điều kiện cùng chính sách bảo mật của trang này.',
      effective: 'Phiên bản {{version}}, có hiệu lực từ {{date}}',
      readAll: 'Đọc toàn văn {{document}} (mở trong thẻ mới)',
      accept: 'Đồng ý và tiếp tục',
      decline: 'Từ chối và đăng xuất',
      leaveTitle: 'Bạn không muốn đồng ý?',
      leave: 'Bạn vẫn có thể rút số dư và đóng tài khoản mà không cần đồng ý. Nếu từ chối, bạn sẽ bị đăng xuất.',
      withdraw: 'Rút số dư của tôi',
      close: 'Đóng tài khoản của tôi',
      outdated: 'Một phiên bản khác đã có hiệu lực trong lúc bạn đang đọc. Vui lòng đọc phiên bản đó và đồng ý lại.',
      failed: 'Không thể ghi nhận sự đồng ý của bạn. Vui lòng thử lại.',
    },
    /** The page after declining (/legal/declined). */
    declined: {
      title: 'Bạn đã đăng xuất',
      body: 'Bạn đã từ chối điều khoản mới nên không thể chơi cho đến khi đồng ý. Tài khoản của bạn không có gì thay đổi: số dư vẫn là của bạn.',
      howToLeaveTitle: 'Để rút tiền và đóng tài khoản',
      howToLeave:
        'Hãy đăng nhập lại: dù chưa đồng ý, bạn vẫn có thể rút số dư tại trang rút tiền và đóng tài khoản tại trang Chơi có trách nhiệm. Bộ phận chăm sóc khách hàng cũng có thể hỗ trợ bạn.',
      logIn: 'Đăng nhập',
      readTerms: 'Đọc điều khoản',
      customerService: 'Liên hệ chăm sóc khách hàng',
    },
    /** The record on the security centre. */
    record: {
      title: 'Điều khoản bạn đã đồng ý',
      intro: 'Mọi phiên bản điều khoản và chính sách bảo mật mà bạn đã đồng ý, kèm thời gian và địa chỉ IP lúc đồng ý.',
      document: 'Văn bản',
      version: 'Phiên bản',
      acceptedAt: 'Thời gian đồng ý',
      address: 'Địa chỉ IP',
      source: 'Hình thức',
      via: {
        REGISTRATION: 'Khi đăng ký',
        PROMPT: 'Khi phiên bản mới có hiệu lực',
      },
      none: 'Chưa có lần đồng ý nào được ghi nhận.',
      pending: 'Đang chờ bạn đồng ý: {{documents}}.',
      confirmationsTitle: 'Những điều bạn đã xác nhận khi đăng ký',
    },
    /** What the member confirmed when registering, as the record lists it. */
    confirmed: {
      AGE: 'Đủ tuổi hợp pháp để cá cược:',
      OWN_MONEY: 'Chỉ chơi bằng tiền của chính mình:',
      ONE_ACCOUNT: 'Không có tài khoản nào khác tại đây:',
      NOT_SELF_EXCLUDED: 'Không bị loại trừ khỏi cá cược:',
    },
  },
};

export default legal;
