/** The inbox namespace (en): the member centre's messages page (see source-words.ts). */
const inbox = {
  inbox: {
    title: 'Messages',
    unreadSummary: 'Unread messages: {{count}}',
    allRead: 'Every message is read.',
    empty: 'No messages yet.',
    markAllRead: 'Mark all as read',
    open: 'Open',
    unread: 'Unread',
    toAll: 'To all members',
    sentAt: 'Sent',
    delete: 'Delete',
    deleteNamed: 'Delete “{{title}}”',
    confirmTitle: 'Delete this message?',
    confirmBody: '“{{title}}” will be removed from your messages. This cannot be undone.',
    confirmDelete: 'Yes, delete',
    cancel: 'Cancel',
    close: 'Close',
    deleted: 'The message was deleted.',
    markedAllRead: 'Every message is marked as read.',
    notFound: 'That message no longer exists.',
    pages: 'Message pages',
    previous: 'Newer messages',
    next: 'Older messages',
    pageOf: 'Page {{page}} of {{pages}}',
  },
};

export default inbox;
