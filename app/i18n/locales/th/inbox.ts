import type en from '#app/i18n/locales/en/inbox';

/** The inbox namespace (th): the member centre's messages page (see source-words.ts). */
const inbox: typeof en = {
  inbox: {
    title: 'ข้อความ',
    unreadSummary: 'ข้อความที่ยังไม่ได้อ่าน: {{count}}',
    allRead: 'อ่านข้อความทั้งหมดแล้ว',
    empty: 'ยังไม่มีข้อความ',
    markAllRead: 'ทำเครื่องหมายว่าอ่านแล้วทั้งหมด',
    open: 'เปิด',
    unread: 'ยังไม่ได้อ่าน',
    toAll: 'ถึงสมาชิกทุกคน',
    sentAt: 'ส่งเมื่อ',
    delete: 'ลบ',
    deleteNamed: 'ลบ “{{title}}”',
    confirmTitle: 'ลบข้อความนี้?',
    confirmBody: '“{{title}}” จะถูกลบออกจากข้อความของคุณ และไม่สามารถกู้คืนได้',
    confirmDelete: 'ใช่ ลบเลย',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    deleted: 'ลบข้อความแล้ว',
    markedAllRead: 'ทำเครื่องหมายข้อความทั้งหมดว่าอ่านแล้ว',
    notFound: 'ไม่มีข้อความนี้แล้ว',
    pages: 'หน้าข้อความ',
    previous: 'ข้อความที่ใหม่กว่า',
    next: 'ข้อความที่เก่ากว่า',
    pageOf: 'หน้า {{page}} จาก {{pages}}',
  },
};

export default inbox;
