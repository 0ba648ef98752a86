/**
 * What the member is told in the inbox when the operator decides on a document, asks for one, or
 * one expires: in the platform's five text languages (http/language.ts).
 */
import type { TextLanguage } from '../../http/language';
import type { DocumentKind, RefusalReason } from './rules';

type Kind = 'accepted' | 'refused' | 'asked' | 'expired';

const TEMPLATES: Readonly<Record<TextLanguage, Readonly<Record<Kind, { title: string; body: string }>>>> = {
  en: {
    accepted: { title: 'Document accepted', body: 'Your {document} is accepted.' },
    refused: { title: 'Document not accepted', body: 'Your {document} was not accepted: {reason} Please send a new one on the verification page.' },
    asked: { title: 'A document is needed', body: 'Please send your {document} on the verification page.{note}' },
    expired: { title: 'Document expired', body: 'Your {document} has expired. Please send a current one on the verification page.' },
  },
  ko: {
    accepted: { title: '서류 승인', body: '{document} 서류가 승인되었습니다.' },
    refused: { title: '서류 반려', body: '{document} 서류가 반려되었습니다: {reason} 인증 페이지에서 새 서류를 보내 주세요.' },
    asked: { title: '서류 제출 요청', body: '인증 페이지에서 {document} 서류를 보내 주세요.{note}' },
    expired: { title: '서류 만료', body: '{document} 서류가 만료되었습니다. 인증 페이지에서 유효한 서류를 보내 주세요.' },
  },
  zh: {
    accepted: { title: '证件已通过', body: '您的{document}已通过审核。' },
    refused: { title: '证件未通过', body: '您的{document}未通过审核：{reason}请在验证页面重新提交。' },
    asked: { title: '需要提交证件', body: '请在验证页面提交您的{document}。{note}' },
    expired: { title: '证件已过期', body: '您的{document}已过期，请在验证页面提交有效的证件。' },
  },
  vi: {
    accepted: { title: 'Giấy tờ đã được chấp nhận', body: '{document} của bạn đã được chấp nhận.' },
    refused: { title: 'Giấy tờ không được chấp nhận', body: '{document} của bạn không được chấp nhận: {reason} Vui lòng gửi lại trên trang xác minh.' },
    asked: { title: 'Cần bổ sung giấy tờ', body: 'Vui lòng gửi {document} trên trang xác minh.{note}' },
    expired: { title: 'Giấy tờ đã hết hạn', body: '{document} của bạn đã hết hạn. Vui lòng gửi giấy tờ còn hiệu lực trên trang xác minh.' },
  },
  th: {
    accepted: { title: 'เอกสารได้รับการอนุมัติ', body: '{document} ของคุณได้รับการอนุมัติแล้ว' },
    refused: { title: 'เอกสารไม่ผ่านการตรวจสอบ', body: '{document} ของคุณไม่ผ่านการตรวจสอบ: {reason} โปรดส่งใหม่ที่หน้ายืนยันตัวตน' },
    asked: { title: 'ต้องการเอกสารเพิ่มเติม', body: 'โปรดส่ง{document}ที่หน้ายืนยันตัวตน{note}' },
    expired: { title: 'เอกสารหมดอายุ', body: '{document} ของคุณหมดอายุแล้ว โปรดส่งเอกสารที่ยังไม่หมดอายุที่หน้ายืนยันตัวตน' },
  },
};

const DOCUMENTS: Readonly<Record<TextLanguage, Readonly<Record<DocumentKind, string>>>> = {
  en: {
    ID_FRONT: 'identity document (front)',
    ID_BACK: 'identity document (back)',
    SELFIE: 'selfie',
    PROOF_OF_ADDRESS: 'proof of address',
    PAYMENT_METHOD: 'proof of payment method',
    SOURCE_OF_FUNDS: 'proof of source of funds',
  },
  ko: {
    ID_FRONT: '신분증(앞면)',
    ID_BACK: '신분증(뒷면)',
    SELFIE: '본인 사진',
    PROOF_OF_ADDRESS: '주소 증명',
    PAYMENT_METHOD: '결제 수단 증명',
    SOURCE_OF_FUNDS: '자금 출처 증명',
  },
  zh: {
    ID_FRONT: '身份证件（正面）',
    ID_BACK: '身份证件（背面）',
    SELFIE: '自拍照',
    PROOF_OF_ADDRESS: '地址证明',
    PAYMENT_METHOD: '支付方式证明',
    SOURCE_OF_FUNDS: '资金来源证明',
  },
  vi: {
    ID_FRONT: 'Giấy tờ tùy thân (mặt trước)',
    ID_BACK: 'Giấy tờ tùy thân (mặt sau)',
    SELFIE: 'Ảnh chân dung',
    PROOF_OF_ADDRESS: 'Giấy tờ chứng minh địa chỉ',
    PAYMENT_METHOD: 'Giấy tờ chứng minh phương thức thanh toán',
    SOURCE_OF_FUNDS: 'Giấy tờ chứng minh nguồn tiền',
  },
  th: {
    ID_FRONT: 'เอกสารประจำตัว (ด้านหน้า)',
    ID_BACK: 'เอกสารประจำตัว (ด้านหลัง)',
    SELFIE: 'รูปถ่ายตนเอง',
    PROOF_OF_ADDRESS: 'หลักฐานที่อยู่',
    PAYMENT_METHOD: 'หลักฐานวิธีการชำระเงิน',
    SOURCE_OF_FUNDS: 'หลักฐานแหล่งที่มาของเงิน',
  },
};

const REASONS: Readonly<Record<TextLanguage, Readonly<Record<RefusalReason, string>>>> = {
  en: {
    UNREADABLE: 'it cannot be read clearly.',
    INCOMPLETE: 'part of it is missing or covered.',
    DOCUMENT_EXPIRED: 'the document has expired.',
    NAME_MISMATCH: 'the name does not match your account.',
    BIRTH_DATE_MISMATCH: 'the date of birth does not match your account.',
    UNDERAGE: 'you must be 18 or older to play.',
    WRONG_DOCUMENT: 'it is not the document asked for.',
    ADDRESS_TOO_OLD: 'the proof of address must be from the last three months.',
    DUPLICATE_IDENTITY: 'this identity is already used by another account.',
    OTHER: 'please contact customer service for the details.',
  },
  ko: {
    UNREADABLE: '내용을 알아보기 어렵습니다.',
    INCOMPLETE: '일부가 잘리거나 가려져 있습니다.',
    DOCUMENT_EXPIRED: '유효기간이 지난 서류입니다.',
    NAME_MISMATCH: '이름이 계정 정보와 다릅니다.',
    BIRTH_DATE_MISMATCH: '생년월일이 계정 정보와 다릅니다.',
    UNDERAGE: '만 18세 이상만 이용할 수 있습니다.',
    WRONG_DOCUMENT: '요청한 서류가 아닙니다.',
    ADDRESS_TOO_OLD: '주소 증명은 최근 3개월 이내 발급된 것이어야 합니다.',
    DUPLICATE_IDENTITY: '다른 계정에서 이미 사용 중인 신원 정보입니다.',
    OTHER: '자세한 내용은 고객센터로 문의해 주세요.',
  },
  zh: {
    UNREADABLE: '内容无法看清。',
    INCOMPLETE: '部分内容缺失或被遮挡。',
    DOCUMENT_EXPIRED: '证件已过期。',
    NAME_MISMATCH: '姓名与账户信息不符。',
    BIRTH_DATE_MISMATCH: '出生日期与账户信息不符。',
    UNDERAGE: '年满 18 岁方可游戏。',
    WRONG_DOCUMENT: '不是所要求的证件。',
    ADDRESS_TOO_OLD: '地址证明须为最近三个月内开具。',
    DUPLICATE_IDENTITY: '该身份已被其他账户使用。',
    OTHER: '详情请联系客服。',
  },
  vi: {
    UNREADABLE: 'không đọc được rõ.',
    INCOMPLETE: 'một phần bị thiếu hoặc bị che.',
    DOCUMENT_EXPIRED: 'giấy tờ đã hết hạn.',
    NAME_MISMATCH: 'tên không khớp với tài khoản của bạn.',
    BIRTH_DATE_MISMATCH: 'ngày sinh không khớp với tài khoản của bạn.',
    UNDERAGE: 'bạn phải từ 18 tuổi trở lên để chơi.',
    WRONG_DOCUMENT: 'không phải giấy tờ được yêu cầu.',
    ADDRESS_TOO_OLD: 'giấy tờ chứng minh địa chỉ phải trong vòng ba tháng gần nhất.',
    DUPLICATE_IDENTITY: 'danh tính này đã được một tài khoản khác sử dụng.',
    OTHER: 'vui lòng liên hệ chăm sóc khách hàng để biết chi tiết.',
  },
  th: {
    UNREADABLE: 'อ่านไม่ชัดเจน',
    INCOMPLETE: 'บางส่วนขาดหายหรือถูกบัง',
    DOCUMENT_EXPIRED: 'เอกสารหมดอายุแล้ว',
    NAME_MISMATCH: 'ชื่อไม่ตรงกับบัญชีของคุณ',
    BIRTH_DATE_MISMATCH: 'วันเกิดไม่ตรงกับบัญชีของคุณ',
    UNDERAGE: 'ต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้',
    WRONG_DOCUMENT: 'ไม่ใช่เอกสารที่ขอ',
    ADDRESS_TOO_OLD: 'หลักฐานที่อยู่ต้องออกภายในสามเดือนล่าสุด',
    DUPLICATE_IDENTITY: 'ข้อมูลตัวตนนี้ถูกใช้โดยบัญชีอื่นแล้ว',
    OTHER: 'โปรดติดต่อฝ่ายบริการลูกค้าเพื่อขอรายละเอียด',
  },
};

/** The inbox message of a decision, a request or an expiry. */
export function kycMessage(
  language: TextLanguage,
  kind: Kind,
  values: { document: DocumentKind; reason?: RefusalReason | null; note?: string | null },
): { title: string; content: string } {
  const template = TEMPLATES[language][kind];
  const fill: Record<string, string> = {
    document: DOCUMENTS[language][values.document],
    reason: values.reason ? REASONS[language][values.reason] : '',
    note: values.note ? `\n\n${values.note}` : '',
  };
  return { title: template.title, content: template.body.replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? '') };
}
