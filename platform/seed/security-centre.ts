/**
 * The demo brand's security centre (migration 0010): every profile field shown, nickname, real
 * name and birthday required; the banks a card may name; three cards at most; a Zalo bonus (0039).
 */
import { DEMO_MERCHANT } from './brand';
import { insertRows } from './sql';

/** [field, required] in display order; all enabled. */
export const DEMO_PROFILE_FIELDS: readonly (readonly [string, 0 | 1])[] = [
  ['nickname', 1],
  ['realName', 1],
  ['birthday', 1],
  ['address', 0],
  ['nationality', 0],
  ['occupation', 0],
  ['incomeSource', 0],
  ['zalo', 0],
  ['telegram', 0],
];

export const DEMO_BANKS = ['KB Kookmin Bank', 'Shinhan Bank', 'Woori Bank', 'Hana Bank', 'NH NongHyup Bank', 'IBK Industrial Bank', 'Kakao Bank', 'Toss Bank'];

export const DEMO_BANK_CARD_LIMIT = 3;

export interface SecurityCentreSeed {
  merchant: string;
  profileFields: readonly (readonly [string, 0 | 1])[];
  banks: readonly string[];
  bankCardLimit: number;
  /** The most the brand's Zalo bonus gives, in minor units (the spec's "up to 131K"); none without. */
  zaloBonusMaxMinor?: number;
}

/** The demo brand's Zalo bonus: up to 131,000.00 (the spec's "131K"). */
export const DEMO_ZALO_BONUS_MAX_MINOR = 13_100_000;

export const AURORA_SECURITY_CENTRE: SecurityCentreSeed = {
  merchant: DEMO_MERCHANT,
  profileFields: DEMO_PROFILE_FIELDS,
  banks: DEMO_BANKS,
  bankCardLimit: DEMO_BANK_CARD_LIMIT,
  zaloBonusMaxMinor: DEMO_ZALO_BONUS_MAX_MINOR,
};

export function securityCentreSeedSql(b: SecurityCentreSeed = AURORA_SECURITY_CENTRE): string[] {
  return [
    ...insertRows(
      'brand_profile_fields',
      ['merchant_code', 'field', 'enabled', 'required', 'sort'],
      b.profileFields.map(([field, required], i) => [b.merchant, field, 1, required, i]),
    ),
    ...insertRows(
      'brand_banks',
      ['merchant_code', 'bank_name', 'sort'],
      b.banks.map((name, i) => [b.merchant, name, i]),
    ),
    ...insertRows(
      'brand_security_centre_settings',
      ['merchant_code', 'bank_card_limit', 'zalo_bonus_max_minor'],
      [[b.merchant, b.bankCardLimit, b.zaloBonusMaxMinor ?? null]],
    ),
  ];
}
