import type en from '#app/i18n/locales/en/inbox';

/** The inbox namespace (zh-CN): the member centre's messages page (see source-words.ts). */
const inbox: typeof en = {
  inbox: {
    title: '站内信',
    unreadSummary: '未读消息：{{count}}条',
    allRead: '所有消息均已读。',
    empty: '暂无消息。',
    markAllRead: '全部标为已读',
    open: '打开',
    unread: '未读',
    toAll: '发给全体会员',
    sentAt: '发送时间',
    delete: '删除',
    deleteNamed: '删除“{{title}}”',
    confirmTitle: '删除这条消息？',
    confirmBody: '“{{title}}”将从您的站内信中删除，此操作无法撤销。',
    confirmDelete: '确定删除',
    cancel: '取消',
    close: '关闭',
    deleted: '消息已删除。',
    markedAllRead: '所有消息均已标为已读。',
    notFound: '该消息已不存在。',
    pages: '消息分页',
    previous: '较新的消息',
    next: '较早的消息',
    pageOf: '第{{page}}页，共{{pages}}页',
  },
};

export default inbox;
