/**
 * The demo brand's bonus-wallet rules (docs/decisions/067-bonus-wallet.md), seeded switched off: a
 * brand turns the wallet on when its bonus terms say so (docs/demo.md shows the one call). Stakes
 * take cash first; slots, fishing and mini games count in full, live casino 10%, card games 20%,
 * sports and the lotteries not at all, anything else half; 20.00 the largest stake while a bonus is
 * active; 30 days to meet it. Settings the operator changed are kept across starts.
 */
import { DEMO_MERCHANT } from './brand';
import { sqlLiteral } from './sql';

export const DEMO_BONUS_WALLET = {
  merchant: DEMO_MERCHANT,
  stakeOrder: 'CASH_FIRST',
  contributions: { RNG: 100, FISH: 100, MINI: 100, LIVE: 10, PVP: 20, SPORTS: 0, ESPORTS: 0, LOTT: 0, ELOTT: 0 },
  defaultContribution: 50,
  maxStakeMinor: 2_000,
  expiryDays: 30,
} as const;

/** The same rules as `PUT /__dev/bonus-settings` takes them (tests switch the wallet on and back off with them). */
export const DEMO_BONUS_SETTINGS_BODY = {
  stakeOrder: DEMO_BONUS_WALLET.stakeOrder,
  contributions: DEMO_BONUS_WALLET.contributions,
  defaultContribution: DEMO_BONUS_WALLET.defaultContribution,
  maxStake: DEMO_BONUS_WALLET.maxStakeMinor / 100,
  expiryDays: DEMO_BONUS_WALLET.expiryDays,
};

export function bonusWalletSeedSql(s: typeof DEMO_BONUS_WALLET = DEMO_BONUS_WALLET): string[] {
  const values = [s.merchant, 0, s.stakeOrder, JSON.stringify(s.contributions), s.defaultContribution, s.maxStakeMinor, s.expiryDays]
    .map(sqlLiteral)
    .join(', ');
  return [
    `INSERT INTO brand_bonus_settings (merchant_code, enabled, stake_order, contributions, default_contribution, max_stake_minor, expiry_days)
VALUES (${values}) ON CONFLICT (merchant_code) DO NOTHING;`,
  ];
}
