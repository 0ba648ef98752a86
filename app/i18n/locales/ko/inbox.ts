/** The inbox namespace (ko): the member centre's messages page (see source-words.ts). */
const inbox = {
  inbox: {
    title: '메시지',
    unreadSummary: '읽지 않은 메시지: {{count}}개',
    allRead: '모든 메시지를 읽었습니다.',
    empty: '아직 메시지가 없습니다.',
    markAllRead: '모두 읽음으로 표시',
    open: '열기',
    unread: '읽지 않음',
    toAll: '전체 회원 대상',
    sentAt: '보낸 시간',
    delete: '삭제',
    deleteNamed: '“{{title}}” 삭제',
    confirmTitle: '이 메시지를 삭제할까요?',
    confirmBody: '“{{title}}” 메시지가 삭제됩니다. 되돌릴 수 없습니다.',
    confirmDelete: '예, 삭제합니다',
    cancel: '취소',
    close: '닫기',
    deleted: '메시지를 삭제했습니다.',
    markedAllRead: '모든 메시지를 읽음으로 표시했습니다.',
    notFound: '해당 메시지가 더 이상 없습니다.',
    pages: '메시지 페이지',
    previous: '최근 메시지',
    next: '이전 메시지',
    pageOf: '{{page}} / {{pages}} 페이지',
  },
};

export default inbox;
