/**
 * The words of the stand-in payment provider's page (provider.ts), in every text language.
 * "Aurora Pay" is the provider's name in all of them; `{name}` marks a value the page fills in.
 */
import type { TextLanguage } from '../../http/language';

export type ProviderWords = Record<
  | 'provider'
  | 'standIn'
  | 'title'
  | 'amount'
  | 'method'
  | 'order'
  | 'address'
  | 'pay'
  | 'cancel'
  | 'PAID'
  | 'CANCELLED'
  | 'REJECTED'
  | 'HELD'
  | 'back'
  | 'notFound'
  | 'failed'
  | 'closed',
  string
>;

export const PROVIDER_WORDS: Readonly<Record<TextLanguage, ProviderWords>> = {
  en: {
    provider: 'Aurora Pay',
    standIn: 'test payment provider',
    title: 'Payment to {brand}',
    amount: 'Amount',
    method: 'Method',
    order: 'Order',
    address: 'Send to this {network} address',
    pay: 'Pay {amount}',
    cancel: 'Cancel payment',
    PAID: 'This payment is complete.',
    CANCELLED: 'This payment was cancelled.',
    REJECTED: 'This payment was declined.',
    HELD: 'This payment is held for review: the brand will credit or refund it.',
    back: 'Back to {brand}',
    notFound: 'This payment does not exist.',
    failed: 'The payment could not be completed.',
    closed: 'This order is closed: it can no longer be paid.',
  },
  ko: {
    provider: 'Aurora Pay',
    standIn: '테스트 결제 대행사',
    title: '{brand} 결제',
    amount: '금액',
    method: '결제 수단',
    order: '주문',
    address: '이 {network} 주소로 보내세요',
    pay: '{amount} 결제',
    cancel: '결제 취소',
    PAID: '결제가 완료되었습니다.',
    CANCELLED: '결제가 취소되었습니다.',
    REJECTED: '결제가 거절되었습니다.',
    HELD: '이 결제는 검토를 위해 보류되었습니다. 브랜드가 입금 처리하거나 환불합니다.',
    back: '{brand}(으)로 돌아가기',
    notFound: '존재하지 않는 결제입니다.',
    failed: '결제를 완료하지 못했습니다.',
    closed: '종료된 주문이라 더 이상 결제할 수 없습니다.',
  },
  zh: {
    provider: 'Aurora Pay',
    standIn: '测试支付服务商',
    title: '向 {brand} 付款',
    amount: '金额',
    method: '支付方式',
    order: '订单号',
    address: '请转账至此 {network} 地址',
    pay: '支付 {amount}',
    cancel: '取消支付',
    PAID: '支付已完成。',
    CANCELLED: '支付已取消。',
    REJECTED: '支付被拒绝。',
    HELD: '该笔支付已暂缓处理，等待审核：平台将为您入账或退款。',
    back: '返回 {brand}',
    notFound: '该笔支付不存在。',
    failed: '支付未能完成。',
    closed: '该订单已关闭，无法再支付。',
  },
  vi: {
    provider: 'Aurora Pay',
    standIn: 'cổng thanh toán thử nghiệm',
    title: 'Thanh toán cho {brand}',
    amount: 'Số tiền',
    method: 'Phương thức',
    order: 'Mã đơn',
    address: 'Chuyển đến địa chỉ {network} này',
    pay: 'Thanh toán {amount}',
    cancel: 'Hủy thanh toán',
    PAID: 'Giao dịch thanh toán đã hoàn tất.',
    CANCELLED: 'Giao dịch thanh toán đã bị hủy.',
    REJECTED: 'Giao dịch thanh toán đã bị từ chối.',
    HELD: 'Giao dịch thanh toán này đang được giữ lại để xem xét: nhà cái sẽ ghi có hoặc hoàn tiền.',
    back: 'Quay lại {brand}',
    notFound: 'Giao dịch thanh toán này không tồn tại.',
    failed: 'Không thể hoàn tất giao dịch thanh toán.',
    closed: 'Đơn này đã đóng: không thể thanh toán nữa.',
  },
  th: {
    provider: 'Aurora Pay',
    standIn: 'ผู้ให้บริการชำระเงินทดสอบ',
    title: 'ชำระเงินให้ {brand}',
    amount: 'จำนวนเงิน',
    method: 'ช่องทางชำระเงิน',
    order: 'เลขที่รายการ',
    address: 'โอนไปยังที่อยู่ {network} นี้',
    pay: 'ชำระ {amount}',
    cancel: 'ยกเลิกการชำระเงิน',
    PAID: 'ชำระเงินเรียบร้อยแล้ว',
    CANCELLED: 'ยกเลิกการชำระเงินแล้ว',
    REJECTED: 'การชำระเงินถูกปฏิเสธ',
    HELD: 'การชำระเงินนี้ถูกระงับไว้เพื่อตรวจสอบ: แบรนด์จะเติมเงินเข้าบัญชีหรือคืนเงินให้',
    back: 'กลับไปที่ {brand}',
    notFound: 'ไม่พบรายการชำระเงินนี้',
    failed: 'ไม่สามารถชำระเงินให้เสร็จสมบูรณ์ได้',
    closed: 'รายการนี้ปิดแล้ว: ไม่สามารถชำระเงินได้อีก',
  },
};
