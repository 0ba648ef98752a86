/**
 * What the member is told in the inbox when the operator writes in a complaint or changes its
 * status: a service message naming the reference, in the platform's five text languages
 * (http/language.ts). The text itself stays on the complaint's page.
 */
import type { TextLanguage } from '../../http/language';

export type NoticeKind = 'reply' | 'final' | 'review' | 'closed';

export const COMPLAINT_NOTICES: Readonly<Record<TextLanguage, Readonly<Record<NoticeKind, { title: string; body: string }>>>> = {
  en: {
    reply: { title: 'Reply to your complaint {reference}', body: 'We replied to your complaint {reference}. Read the reply on the complaints page.' },
    final: {
      title: 'Final answer to your complaint {reference}',
      body: 'We sent our final answer to your complaint {reference}. Read it on the complaints page, where you also find the independent body you may refer the complaint to.',
    },
    review: {
      title: 'Your complaint {reference} is in review',
      body: 'We are looking into your complaint {reference} and will answer on the complaints page.',
    },
    closed: { title: 'Your complaint {reference} is closed', body: 'Your complaint {reference} is closed. You can still read it on the complaints page.' },
  },
  ko: {
    reply: { title: '민원 {reference} 답변', body: '민원 {reference}에 답변을 드렸습니다. 민원 페이지에서 확인해 주세요.' },
    final: {
      title: '민원 {reference} 최종 답변',
      body: '민원 {reference}에 최종 답변을 드렸습니다. 민원 페이지에서 답변과 함께 민원을 제기할 수 있는 독립 분쟁 조정 기관을 확인해 주세요.',
    },
    review: { title: '민원 {reference} 검토 중', body: '민원 {reference}을(를) 검토하고 있습니다. 민원 페이지에서 답변드리겠습니다.' },
    closed: { title: '민원 {reference} 종료', body: '민원 {reference}이(가) 종료되었습니다. 민원 페이지에서 계속 확인하실 수 있습니다.' },
  },
  zh: {
    reply: { title: '投诉 {reference} 已回复', body: '我们已回复您的投诉 {reference}，请在投诉页面查看。' },
    final: {
      title: '投诉 {reference} 的最终答复',
      body: '我们已就您的投诉 {reference} 作出最终答复。请在投诉页面查看，页面上也列出了您可以提交投诉的独立争议处理机构。',
    },
    review: { title: '投诉 {reference} 正在审核', body: '我们正在审核您的投诉 {reference}，将在投诉页面答复您。' },
    closed: { title: '投诉 {reference} 已关闭', body: '您的投诉 {reference} 已关闭，您仍可在投诉页面查看。' },
  },
  vi: {
    reply: { title: 'Phản hồi khiếu nại {reference}', body: 'Chúng tôi đã phản hồi khiếu nại {reference} của bạn. Vui lòng xem trên trang khiếu nại.' },
    final: {
      title: 'Trả lời cuối cùng cho khiếu nại {reference}',
      body: 'Chúng tôi đã gửi câu trả lời cuối cùng cho khiếu nại {reference} của bạn. Vui lòng xem trên trang khiếu nại, nơi cũng ghi cơ quan độc lập mà bạn có thể chuyển khiếu nại đến.',
    },
    review: {
      title: 'Khiếu nại {reference} đang được xem xét',
      body: 'Chúng tôi đang xem xét khiếu nại {reference} của bạn và sẽ trả lời trên trang khiếu nại.',
    },
    closed: { title: 'Khiếu nại {reference} đã đóng', body: 'Khiếu nại {reference} của bạn đã đóng. Bạn vẫn có thể xem lại trên trang khiếu nại.' },
  },
  th: {
    reply: { title: 'ตอบกลับข้อร้องเรียน {reference}', body: 'เราได้ตอบกลับข้อร้องเรียน {reference} ของคุณแล้ว โปรดดูที่หน้าข้อร้องเรียน' },
    final: {
      title: 'คำตอบสุดท้ายของข้อร้องเรียน {reference}',
      body: 'เราได้ส่งคำตอบสุดท้ายของข้อร้องเรียน {reference} แล้ว โปรดดูที่หน้าข้อร้องเรียน ซึ่งระบุหน่วยงานอิสระที่คุณสามารถยื่นข้อร้องเรียนต่อได้ด้วย',
    },
    review: { title: 'ข้อร้องเรียน {reference} อยู่ระหว่างตรวจสอบ', body: 'เรากำลังตรวจสอบข้อร้องเรียน {reference} ของคุณ และจะตอบกลับที่หน้าข้อร้องเรียน' },
    closed: { title: 'ข้อร้องเรียน {reference} ปิดแล้ว', body: 'ข้อร้องเรียน {reference} ของคุณปิดแล้ว คุณยังดูได้ที่หน้าข้อร้องเรียน' },
  },
};

/** The inbox message of an operator's reply, final answer or status change. */
export function complaintNotice(language: TextLanguage, kind: NoticeKind, reference: string): { title: string; content: string } {
  const template = COMPLAINT_NOTICES[language][kind];
  const fill = (text: string) => text.replace(/\{reference\}/g, reference);
  return { title: fill(template.title), content: fill(template.body) };
}
