/**
 * Web push, pure (docs/decisions/065-web-push.md): the kinds a member turns on one by one, what a
 * browser's subscription must look like, and each message in the member's language.
 */
import { intlLocale, textLanguage, type TextLanguage } from '../../http/language';
import { poolName } from '../jackpots/pools';

/** What a member may be told, each off until turned on. Offers follow the marketing consent (PUSH channel), not a kind. */
export const PUSH_KINDS = ['DRAW_RESULTS', 'WITHDRAWAL_PAID', 'ANSWERS', 'TOURNAMENTS'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A member keeps at most this many browsers subscribed; a new one replaces the oldest. */
export const MAX_SUBSCRIPTIONS = 10;

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64UrlBytes(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const padded = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Why a browser's subscription cannot be used, or null: the endpoint an https address of a push
 * service (RFC 8030), the key an uncompressed P-256 point (65 bytes, 0x04 first) and the
 * authentication secret 16 bytes (RFC 8291 §2).
 */
export function subscriptionProblem(input: SubscriptionInput): string | null {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return 'endpoint: not an address';
  }
  if (url.protocol !== 'https:' || input.endpoint.length > 2048 || url.username || url.password) return 'endpoint: must be an https address';
  const key = base64UrlBytes(input.p256dh);
  if (!key || key.length !== 65 || key[0] !== 4) return 'keys.p256dh: must be a P-256 public key (65 bytes, base64url)';
  const auth = base64UrlBytes(input.auth);
  if (!auth || auth.length !== 16) return 'keys.auth: must be 16 bytes (base64url)';
  return null;
}

/** What a push says: shown by the portal's service worker, which opens `url` when it is clicked. */
export interface PushMessage {
  kind: PushKind | 'OFFER';
  title: string;
  body: string;
  /** A path of the portal (same origin as the service worker). */
  url: string;
  /** Notifications of one tag replace each other (one per withdrawal, per draw…). */
  tag: string;
}

export type PushEvent =
  | { kind: 'WITHDRAWAL_PAID'; withdrawalId: number; amountMinor: number }
  | { kind: 'DRAW_RESULTS'; drawLabel: string; wonMinor: number }
  | { kind: 'ANSWERS'; about: 'COMPLAINT' | 'DOCUMENT'; reference: string }
  /** A tournament started (to those who asked), or one the member was in ended (`rank`: their final place, if they scored). */
  | { kind: 'TOURNAMENTS'; phase: 'STARTED' | 'ENDED'; code: string; names: string; defaultLanguage: string; rank: number | null };

const WORDS: Readonly<Record<TextLanguage, Readonly<Record<string, string>>>> = {
  en: {
    withdrawalTitle: 'Withdrawal paid',
    withdrawalBody: 'Your withdrawal of {amount} has been paid.',
    drawTitle: 'Draw results: {draw}',
    drawWon: 'Your slips won {amount}.',
    drawLost: 'Your slips did not win this time.',
    complaintTitle: 'Complaint {reference} answered',
    complaintBody: 'We have written to you about your complaint.',
    documentTitle: 'Verification updated',
    documentBody: 'A document you sent has been reviewed.',
    startedTitle: '{name} has started',
    startedBody: 'Play its games to climb the leaderboard.',
    endedTitle: '{name} has ended',
    endedPlace: 'You finished in place {rank}. See the final standings.',
    endedBody: 'See the final standings.',
  },
  ko: {
    withdrawalTitle: '출금 완료',
    withdrawalBody: '{amount} 출금이 지급되었습니다.',
    drawTitle: '추첨 결과: {draw}',
    drawWon: '베팅 슬립이 {amount} 당첨되었습니다.',
    drawLost: '이번에는 베팅 슬립이 당첨되지 않았습니다.',
    complaintTitle: '민원 {reference} 답변',
    complaintBody: '회원님의 민원에 답변을 보냈습니다.',
    documentTitle: '본인 인증 업데이트',
    documentBody: '보내신 서류의 검토가 끝났습니다.',
    startedTitle: '{name} 시작',
    startedBody: '해당 게임을 플레이해 순위표를 올라가세요.',
    endedTitle: '{name} 종료',
    endedPlace: '{rank}위로 마쳤습니다. 최종 순위를 확인하세요.',
    endedBody: '최종 순위를 확인하세요.',
  },
  zh: {
    withdrawalTitle: '提现已支付',
    withdrawalBody: '您 {amount} 的提现已支付。',
    drawTitle: '开奖结果：{draw}',
    drawWon: '您的投注单赢得 {amount}。',
    drawLost: '您的投注单这次未中奖。',
    complaintTitle: '投诉 {reference} 已答复',
    complaintBody: '我们已就您的投诉给您回复。',
    documentTitle: '身份验证已更新',
    documentBody: '您提交的证件已审核。',
    startedTitle: '{name} 已开始',
    startedBody: '玩其游戏，登上排行榜。',
    endedTitle: '{name} 已结束',
    endedPlace: '您最终排名第 {rank} 名。查看最终排名。',
    endedBody: '查看最终排名。',
  },
  vi: {
    withdrawalTitle: 'Đã trả tiền rút',
    withdrawalBody: 'Khoản rút {amount} của bạn đã được trả.',
    drawTitle: 'Kết quả quay số: {draw}',
    drawWon: 'Phiếu cược của bạn đã thắng {amount}.',
    drawLost: 'Lần này phiếu cược của bạn không trúng.',
    complaintTitle: 'Khiếu nại {reference} đã được trả lời',
    complaintBody: 'Chúng tôi đã trả lời khiếu nại của bạn.',
    documentTitle: 'Cập nhật xác minh',
    documentBody: 'Giấy tờ bạn gửi đã được xem xét.',
    startedTitle: '{name} đã bắt đầu',
    startedBody: 'Chơi các trò chơi của giải để leo bảng xếp hạng.',
    endedTitle: '{name} đã kết thúc',
    endedPlace: 'Bạn kết thúc ở hạng {rank}. Xem kết quả cuối cùng.',
    endedBody: 'Xem kết quả cuối cùng.',
  },
  th: {
    withdrawalTitle: 'จ่ายเงินถอนแล้ว',
    withdrawalBody: 'การถอน {amount} ของคุณได้รับการจ่ายแล้ว',
    drawTitle: 'ผลการออกรางวัล: {draw}',
    drawWon: 'โพยของคุณชนะ {amount}',
    drawLost: 'โพยของคุณไม่ถูกรางวัลในครั้งนี้',
    complaintTitle: 'ตอบเรื่องร้องเรียน {reference} แล้ว',
    complaintBody: 'เราได้ตอบเรื่องร้องเรียนของคุณแล้ว',
    documentTitle: 'อัปเดตการยืนยันตัวตน',
    documentBody: 'เอกสารที่คุณส่งได้รับการตรวจสอบแล้ว',
    startedTitle: '{name} เริ่มแล้ว',
    startedBody: 'เล่นเกมของรายการเพื่อไต่กระดานผู้นำ',
    endedTitle: '{name} จบแล้ว',
    endedPlace: 'คุณจบที่อันดับ {rank} ดูอันดับสุดท้าย',
    endedBody: 'ดูอันดับสุดท้าย',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function money(text: TextLanguage, minor: number, symbol: string): string {
  return `${symbol}${new Intl.NumberFormat(intlLocale(text, 'number'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;
}

/** An event as a message in the language a subscription was made in, with that language's currency symbol. */
export function messageOf(event: PushEvent, language: string, symbol: string): PushMessage {
  const text = textLanguage(language);
  const w = WORDS[text];
  switch (event.kind) {
    case 'WITHDRAWAL_PAID':
      return {
        kind: event.kind,
        title: w.withdrawalTitle!,
        body: fill(w.withdrawalBody!, { amount: money(text, event.amountMinor, symbol) }),
        url: '/member/withdraw',
        tag: `withdrawal-${event.withdrawalId}`,
      };
    case 'DRAW_RESULTS':
      return {
        kind: event.kind,
        title: fill(w.drawTitle!, { draw: event.drawLabel }),
        body: event.wonMinor > 0 ? fill(w.drawWon!, { amount: money(text, event.wonMinor, symbol) }) : w.drawLost!,
        url: '/member/personalHistoryCopy',
        tag: `draw-${event.drawLabel}`,
      };
    case 'ANSWERS':
      return event.about === 'COMPLAINT'
        ? {
            kind: event.kind,
            title: fill(w.complaintTitle!, { reference: event.reference }),
            body: w.complaintBody!,
            url: `/member/complaints?reference=${encodeURIComponent(event.reference)}`,
            tag: `complaint-${event.reference}`,
          }
        : { kind: event.kind, title: w.documentTitle!, body: w.documentBody!, url: '/member/verification', tag: `document-${event.reference}` };
    case 'TOURNAMENTS': {
      const name = poolName({ names: event.names, code: event.code }, text, event.defaultLanguage);
      const ended = event.phase === 'ENDED';
      return {
        kind: event.kind,
        title: fill(ended ? w.endedTitle! : w.startedTitle!, { name }),
        body: ended ? (event.rank ? fill(w.endedPlace!, { rank: String(event.rank) }) : w.endedBody!) : w.startedBody!,
        url: `/tournaments/${encodeURIComponent(event.code)}`,
        tag: `tournament-${event.code}`,
      };
    }
  }
}
