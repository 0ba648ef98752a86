/**
 * The brand's security-centre configuration (migration 0010): which profile fields it shows and
 * demands (brand_profile_fields), the banks a card may name (brand_banks), how many cards a
 * member may hold and the most its Zalo bonus gives (brand_security_centre_settings; 0039).
 */

export const PROFILE_FIELDS = ['nickname', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'zalo', 'telegram'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileFieldRule {
  field: ProfileField;
  required: boolean;
}

/** A brand without rows shows nickname and real name, neither required. */
const DEFAULT_PROFILE_FIELDS: ProfileFieldRule[] = [
  { field: 'nickname', required: false },
  { field: 'realName', required: false },
];

/** Equal to the column default of brand_security_centre_settings.bank_card_limit. */
export const DEFAULT_BANK_CARD_LIMIT = 3;

/** The brand's enabled profile fields, in display order. */
export async function loadProfileFields(db: D1Database, merchant: string): Promise<ProfileFieldRule[]> {
  const { results } = await db
    .prepare('SELECT field, enabled, required FROM brand_profile_fields WHERE merchant_code = ?1 ORDER BY sort, field')
    .bind(merchant)
    .all<{ field: ProfileField; enabled: number; required: number }>();
  if (!results.length) return DEFAULT_PROFILE_FIELDS;
  return results.filter((r) => r.enabled === 1 && PROFILE_FIELDS.includes(r.field)).map((r) => ({ field: r.field, required: r.required === 1 }));
}

export async function loadBanks(db: D1Database, merchant: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT bank_name FROM brand_banks WHERE merchant_code = ?1 ORDER BY sort, bank_name')
    .bind(merchant)
    .all<{ bank_name: string }>();
  return results.map((r) => r.bank_name);
}

export async function loadBankCardLimit(db: D1Database, merchant: string): Promise<number> {
  const row = await db
    .prepare('SELECT bank_card_limit FROM brand_security_centre_settings WHERE merchant_code = ?1')
    .bind(merchant)
    .first<{ bank_card_limit: number }>();
  return row?.bank_card_limit ?? DEFAULT_BANK_CARD_LIMIT;
}

/** The most the brand's Zalo bonus gives, in minor units; null when it offers none. */
export async function loadZaloBonusMax(db: D1Database, merchant: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT zalo_bonus_max_minor FROM brand_security_centre_settings WHERE merchant_code = ?1')
    .bind(merchant)
    .first<{ zalo_bonus_max_minor: number | null }>();
  return row?.zalo_bonus_max_minor ?? null;
}
