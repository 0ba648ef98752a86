/** The platform's own words about jackpots, in every text language (http/language.ts). */
import { intlLocale, type TextLanguage } from '../../http/language';

const WON: Readonly<Record<TextLanguage, { title: string; body: string }>> = {
  en: { title: 'You won the {pool} jackpot', body: '{amount} from the {pool} jackpot has been paid to your wallet. Congratulations!' },
  ko: { title: '{pool} 잭팟에 당첨되었습니다', body: '{pool} 잭팟 {amount}이(가) 지갑에 지급되었습니다. 축하합니다!' },
  zh: { title: '您赢得了{pool}大奖', body: '{pool}大奖的 {amount} 已支付到您的钱包。恭喜！' },
  vi: { title: 'Bạn đã trúng jackpot {pool}', body: '{amount} từ jackpot {pool} đã được trả vào ví của bạn. Chúc mừng!' },
  th: { title: 'คุณชนะแจ็กพอต {pool}', body: 'ได้จ่าย {amount} จากแจ็กพอต {pool} เข้ากระเป๋าเงินของคุณแล้ว ขอแสดงความยินดี!' },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The winner's inbox message: the pool's name and the amount paid, with the brand's currency symbol. */
export function jackpotWonNotice(language: TextLanguage, pool: string, amountMinor: number, symbol: string): { title: string; content: string } {
  const figure = new Intl.NumberFormat(intlLocale(language, 'number'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountMinor / 100);
  const words = WON[language];
  const values = { pool, amount: `${symbol}${figure}` };
  return { title: fill(words.title, values), content: fill(words.body, values) };
}
