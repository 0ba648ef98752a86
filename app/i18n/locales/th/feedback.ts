import type en from '#app/i18n/locales/en/feedback';

/** The feedback namespace (th): the feedback dialog (see source-words.ts). */
const feedback: typeof en = {
  feedback: {
    title: 'ข้อเสนอแนะ',
    intro: 'บอกเราว่าอะไรใช้งานได้ดีและอะไรยังไม่ดี เราจะตอบกลับที่นี่',
    tabs: 'ส่วนข้อเสนอแนะ',
    send: 'ส่งข้อเสนอแนะ',
    mine: 'ข้อเสนอแนะของฉัน',
    content: 'ข้อเสนอแนะของคุณ',
    contentHint: 'ไม่เกิน {{max}} ตัวอักษร',
    counter: '{{count}} / {{max}} ตัวอักษร',
    images: 'รูปภาพ (ไม่บังคับ)',
    imagesHint: 'ไม่เกิน {{max}} รูป ไฟล์ png หรือ jpg ขนาดรูปละไม่เกิน 5 MB',
    submit: 'ส่ง',
    sent: 'ขอบคุณ: ส่งข้อเสนอแนะของคุณแล้ว คำตอบจะแสดงใน “ข้อเสนอแนะของฉัน”',
    empty: 'คุณยังไม่เคยส่งข้อเสนอแนะ',
    status: { PENDING: 'รอคำตอบ', ANSWERED: 'ตอบแล้ว' },
    sentAt: 'ส่งเมื่อ',
    answer: 'คำตอบของเรา',
    imageCount: 'รูปภาพ: {{count}}',
    imageLink: 'รูปที่ {{position}} ของข้อเสนอแนะที่ส่งเมื่อ {{date}}',
    loginFirst: 'เข้าสู่ระบบเพื่อส่งข้อเสนอแนะ',
    previous: 'ใหม่กว่า',
    next: 'เก่ากว่า',
    pages: 'หน้าข้อเสนอแนะ',
    errors: {
      required: 'กรุณาเขียนข้อเสนอแนะของคุณ',
      tooLong: 'ไม่เกิน {{max}} ตัวอักษร',
      tooMany: 'ไม่เกิน {{max}} รูป',
      type: 'รูปภาพต้องเป็นไฟล์ png หรือ jpg',
      tooLarge: 'รูปภาพแต่ละรูปต้องมีขนาดไม่เกิน 5 MB',
      file: 'มีรูปภาพที่ไม่ใช่ไฟล์ png หรือ jpg ขนาดไม่เกิน 5 MB',
    },
  },
};

export default feedback;
