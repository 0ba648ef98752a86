import type en from '#app/i18n/locales/en/inbox';

/** The inbox namespace (vi): the member centre's messages page (see source-words.ts). */
const inbox: typeof en = {
  inbox: {
    title: 'Tin nhắn',
    unreadSummary: 'Tin nhắn chưa đọc: {{count}}',
    allRead: 'Bạn đã đọc tất cả tin nhắn.',
    empty: 'Chưa có tin nhắn nào.',
    markAllRead: 'Đánh dấu tất cả là đã đọc',
    open: 'Mở',
    unread: 'Chưa đọc',
    toAll: 'Gửi tất cả thành viên',
    sentAt: 'Ngày gửi',
    delete: 'Xóa',
    deleteNamed: 'Xóa “{{title}}”',
    confirmTitle: 'Xóa tin nhắn này?',
    confirmBody: '“{{title}}” sẽ bị xóa khỏi hộp thư của bạn. Không thể hoàn tác thao tác này.',
    confirmDelete: 'Có, xóa',
    cancel: 'Hủy',
    close: 'Đóng',
    deleted: 'Tin nhắn đã được xóa.',
    markedAllRead: 'Tất cả tin nhắn đã được đánh dấu là đã đọc.',
    notFound: 'Tin nhắn đó không còn tồn tại.',
    pages: 'Trang tin nhắn',
    previous: 'Tin mới hơn',
    next: 'Tin cũ hơn',
    pageOf: 'Trang {{page}}/{{pages}}',
  },
};

export default inbox;
