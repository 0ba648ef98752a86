import type { Problem } from '#app/components/forms/problem';
import { formatMoney } from '#app/kernel/money/money';

/**
 * The brand's Zalo bonus line under the profile's Zalo field (the spec's "Zalo bonus up to 131K"):
 * up to how much, in the brand's currency and the page's language; none when the brand offers no
 * bonus, or no Zalo field (the platform then answers no amount).
 */
export function zaloBonusHint(maxMinor: number | null | undefined, currencySymbol: string, language: string): Problem | null {
  if (!maxMinor || maxMinor <= 0) return null;
  return { key: 'security.profile.zaloBonus', params: { amount: formatMoney(maxMinor, currencySymbol, language) } };
}
