/** The platform's own words about tournaments, in every text language (http/language.ts). */
import { intlLocale, type TextLanguage } from '../../http/language';
import type { PrizeKind } from './rules';

const PRIZE: Readonly<Record<TextLanguage, { title: string; MONEY: string; BONUS: string; POINTS: string }>> = {
  en: {
    title: '{name}: you finished #{rank}',
    MONEY: 'Your prize of {amount} has been paid to your wallet. Congratulations!',
    BONUS: 'Your bonus prize of {amount} has been credited; its turnover is shown in your bonus details. Congratulations!',
    POINTS: 'Your prize of {amount} points has been added to your points. Congratulations!',
  },
  ko: {
    title: '{name}: {rank}위로 마쳤습니다',
    MONEY: '상금 {amount}이(가) 지갑에 지급되었습니다. 축하합니다!',
    BONUS: '보너스 상금 {amount}이(가) 지급되었습니다. 롤링 조건은 보너스 내역에서 확인하세요. 축하합니다!',
    POINTS: '상금 {amount} 포인트가 적립되었습니다. 축하합니다!',
  },
  zh: {
    title: '{name}：您获得第 {rank} 名',
    MONEY: '您的奖金 {amount} 已支付到您的钱包。恭喜！',
    BONUS: '您的奖金红利 {amount} 已发放，流水要求见红利详情。恭喜！',
    POINTS: '您的 {amount} 积分奖励已到账。恭喜！',
  },
  vi: {
    title: '{name}: bạn về hạng {rank}',
    MONEY: 'Giải thưởng {amount} đã được trả vào ví của bạn. Chúc mừng!',
    BONUS: 'Giải thưởng tiền thưởng {amount} đã được cộng; yêu cầu doanh thu cược có trong chi tiết tiền thưởng. Chúc mừng!',
    POINTS: 'Giải thưởng {amount} điểm đã được cộng vào điểm của bạn. Chúc mừng!',
  },
  th: {
    title: '{name}: คุณได้อันดับ {rank}',
    MONEY: 'รางวัล {amount} ได้จ่ายเข้ากระเป๋าเงินของคุณแล้ว ขอแสดงความยินดี!',
    BONUS: 'โบนัสรางวัล {amount} ได้เข้าบัญชีแล้ว ดูยอดเทิร์นโอเวอร์ได้ในรายละเอียดโบนัส ขอแสดงความยินดี!',
    POINTS: 'รางวัล {amount} พอยต์ได้เพิ่มเข้าพอยต์ของคุณแล้ว ขอแสดงความยินดี!',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A prize winner's inbox message: the run's name, the rank and the prize (money with the brand's currency symbol). */
export function prizeNotice(
  language: TextLanguage,
  name: string,
  rank: number,
  kind: PrizeKind,
  amount: number,
  symbol: string,
): { title: string; content: string } {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(intlLocale(language, 'number'), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const figure = kind === 'POINTS' ? number(amount, 0) : `${symbol}${number(amount / 100, 2)}`;
  const words = PRIZE[language];
  const values = { name, rank: String(rank), amount: figure };
  return { title: fill(words.title, values), content: fill(words[kind], values) };
}
