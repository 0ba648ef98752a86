/**
 * The demo brand's security centre (migration 0010): every profile field shown, nickname, real
 * name and birthday required; the banks a card may name; three cards at most.
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
}

export const AURORA_SECURITY_CENTRE: SecurityCentreSeed = {
  merchant: DEMO_MERCHANT,
  profileFields: DEMO_PROFILE_FIELDS,
  banks: DEMO_BANKS,
  bankCardLimit: DEMO_BANK_CARD_LIMIT,
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
    ...insertRows('brand_security_centre_settings', ['merchant_code', 'bank_card_limit'], [[b.merchant, b.bankCardLimit]]),
  ];
}
