/** The playerProtection namespace (vi): responsible gaming's refusals and help (docs/decisions/039), sent with the pages whose forms can be refused for a limit, an exclusion or a closed account: the login pages, the member and agent centres, the game frame, the lottery, the points mall and feedback (see source-words.ts). */
const playerProtection = {
  // Responsible gaming's refusals and help (docs/decisions/039): shown by the login forms, the cashier and the game pages alike.
  playerProtection: {
    limitReached: 'Thao tác này vượt quá giới hạn bạn đã đặt: bạn chỉ còn {{remaining}} cho đến {{until}}.',
    limitReachedPlain: 'Thao tác này vượt quá giới hạn bạn đã đặt.',
    excluded: 'Bạn đã tự loại trừ khỏi việc chơi đến {{until}}, vì vậy bạn không thể đăng nhập trước thời điểm đó.',
    excludedPermanent: 'Bạn đã tự loại trừ vĩnh viễn khỏi việc chơi, vì vậy bạn không thể đăng nhập.',
    loggedOut: 'Bạn đã bị đăng xuất. Thời gian tạm nghỉ kéo dài đến {{until}}: bạn không thể đăng nhập trước thời điểm đó.',
    loggedOutPermanent: 'Bạn đã bị đăng xuất. Việc tự loại trừ của bạn là vĩnh viễn.',
    loggedOutClosed: 'Tài khoản của bạn đã đóng và bạn đã bị đăng xuất. Để được chi trả số dư, hãy liên hệ chăm sóc khách hàng.',
    contactSupport: 'Không thể thực hiện thao tác này tại đây. Vui lòng liên hệ chăm sóc khách hàng.',
    accountClosed: 'Tài khoản này đã được đóng theo yêu cầu của bạn nên không thể đăng nhập. Để được chi trả số dư, hãy liên hệ chăm sóc khách hàng.',
    verificationRequired: 'Bạn cần xác minh danh tính trước: hãy gửi giấy tờ trên trang xác minh trong tài khoản.',
    toVerification: 'Đến trang xác minh danh tính',
    ageCheckRequired: 'Trang này kiểm tra tuổi trước mọi trò chơi, kể cả chơi thử miễn phí: hãy đăng ký và chờ giấy tờ tùy thân được chấp nhận.',
    documentInReview: 'Một giấy tờ cùng loại đang chờ xét duyệt. Bạn có thể gửi lại sau khi có kết quả.',
    documentAccepted: 'Giấy tờ loại này đã được chấp nhận.',
    documentNotNeeded: 'Tài khoản của bạn không cần giấy tờ này.',
    termsNotAccepted: 'Có phiên bản điều khoản mới đang chờ bạn đồng ý: hãy tải lại trang để đọc và đồng ý trước.',
    balanceRemaining: 'Tài khoản của bạn vẫn còn tiền hoặc có lệnh rút chưa được thanh toán: hãy rút hết số dư trước rồi gửi lại yêu cầu.',
    bonusMaxStake: 'Khi tiền thưởng đang hoạt động, mỗi lần cược tối đa {{max}}. Hãy chọn mức cược nhỏ hơn.',
    bonusMaxStakePlain: 'Mức cược này vượt mức tối đa mà tiền thưởng hiện tại cho phép. Hãy chọn mức cược nhỏ hơn.',
    bonusForfeit:
      'Rút tiền bây giờ sẽ hủy tiền thưởng {{bonus}} của bạn (còn cần doanh thu cược {{left}}). Đánh dấu ô để xác nhận, hoặc tiếp tục chơi đến khi đủ doanh thu cược.',
    bonusForfeitPlain: 'Rút tiền bây giờ sẽ hủy tiền thưởng hiện tại của bạn. Đánh dấu ô để xác nhận, hoặc tiếp tục chơi đến khi đủ doanh thu cược.',
    bonusChanged: 'Tiền thưởng hiện tại của bạn đã thay đổi kể từ khi trang này hiển thị. Chưa có gì bị hủy: hãy xem lại.',
    helpTitle: 'Nơi tìm kiếm trợ giúp',
    help: 'Nếu cờ bạc không còn là niềm vui, hãy tâm sự với ai đó. Sự trợ giúp là miễn phí và được bảo mật: tại Vương quốc Anh có BeGambleAware và National Gambling Helpline (0808 8020 133); tại Hàn Quốc có Korea Center on Gambling Problems (한국도박문제예방치유원, đường dây nóng 1336).',
    helpCentre: 'Trung tâm trợ giúp',
    customerService: 'Liên hệ chăm sóc khách hàng',
    /** The safer-gambling prompts (features/responsible-gaming/SaferGamblingPrompts.tsx). */
    prompts: {
      noticeTitle: 'Chơi có trách nhiệm',
      notice:
        'Cờ bạc là giải trí, không phải cách kiếm tiền. Chỉ chơi bằng số tiền bạn có thể mất, hãy nghỉ giải lao và đặt giới hạn cho tiền nạp, thua lỗ, tiền cược và thời gian.',
      helpline: 'Bạn lo lắng về việc cờ bạc? Hỗ trợ miễn phí và bảo mật:',
      toLimits: 'Đặt hoặc xem lại giới hạn',
      understood: 'Tôi đã hiểu',
      depositLimitTitle: 'Đặt giới hạn nạp tiền trước?',
      depositLimit:
        'Trước lần nạp đầu tiên, bạn có thể đặt số tiền tối đa được nạp trong một ngày, một tuần hoặc một tháng. Bạn có thể giảm bất cứ lúc nào; tăng giới hạn sẽ có hiệu lực sau thời gian chờ.',
      setDepositLimit: 'Đặt giới hạn nạp tiền',
      notNow: 'Để sau',
      reviewTitle: 'Đã đến lúc xem lại giới hạn',
      review: 'Đã sáu tháng kể từ lần cuối bạn xem giới hạn của mình. Hãy kiểm tra xem chúng còn phù hợp không.',
      reviewed: 'Giới hạn của tôi vẫn phù hợp',
    },
  },
};

export default playerProtection;
