/**
 * A brand's deposit rules and methods (migration 0011), as data. A brand without a settings row
 * takes no deposits.
 */
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';

export type DepositKind = 'QR' | 'LAUNCH_URL' | 'CRYPTO' | 'MANUAL';

export interface DepositMethod {
  code: string;
  kind: DepositKind;
  name: string;
  bankTypes: string[];
  vendorId: number;
  mcsBankCode: string;
  minMinor: number;
  maxMinor: number;
  /** MANUAL: the brand's receiving account. */
  account: { bankName: string; accountName: string; accountNumber: string } | null;
}

export interface DepositRules {
  allowDeposit: boolean;
  providerSecret: string;
  firstBonusBp: number;
  firstBonusMaxMinor: number;
  firstBonusMinMinor: number;
  /** The first-deposit bonus's turnover requirement (× the bonus, migration 0030). */
  firstBonusTurnoverMultiplier: number;
}

interface SettingsRow {
  allow_deposit: number;
  provider_secret: string;
  first_bonus_bp: number;
  first_bonus_max_minor: number;
  first_bonus_min_minor: number;
  first_bonus_turnover_multiplier: number;
}

interface MethodRow {
  code: string;
  kind: DepositKind;
  /** The name in the request language (localizedSql). */
  name: string;
  bank_types: string;
  vendor_id: number;
  mcs_bank_code: string;
  min_minor: number;
  max_minor: number;
  account_bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
}

export async function loadDepositRules(db: D1Database, merchant: string): Promise<DepositRules | null> {
  const row = await db.prepare('SELECT * FROM brand_deposit_settings WHERE merchant_code = ?1').bind(merchant).first<SettingsRow>();
  if (!row) return null;
  return {
    allowDeposit: row.allow_deposit === 1,
    providerSecret: row.provider_secret,
    firstBonusBp: row.first_bonus_bp,
    firstBonusMaxMinor: row.first_bonus_max_minor,
    firstBonusMinMinor: row.first_bonus_min_minor,
    firstBonusTurnoverMultiplier: row.first_bonus_turnover_multiplier ?? 0,
  };
}

function bankTypesOf(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const METHOD_COLUMNS = (lang: TextLanguage) =>
  `code, kind, ${localizedSql('brand_deposit_methods.name', lang)} AS name, bank_types, vendor_id, mcs_bank_code, min_minor, max_minor,
   account_bank_name, account_name, account_number`;

function methodOf(row: MethodRow): DepositMethod {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    bankTypes: bankTypesOf(row.bank_types),
    vendorId: row.vendor_id,
    mcsBankCode: row.mcs_bank_code,
    minMinor: row.min_minor,
    maxMinor: row.max_minor,
    account:
      row.kind === 'MANUAL' && row.account_bank_name && row.account_name && row.account_number
        ? { bankName: row.account_bank_name, accountName: row.account_name, accountNumber: row.account_number }
        : null,
  };
}

/** The brand's enabled methods, in the brand's order. */
export async function loadDepositMethods(db: D1Database, merchant: string, lang: TextLanguage): Promise<DepositMethod[]> {
  const { results } = await db
    .prepare(`SELECT ${METHOD_COLUMNS(lang)} FROM brand_deposit_methods WHERE merchant_code = ?1 AND enabled = 1 ORDER BY sort, code`)
    .bind(merchant)
    .all<MethodRow>();
  return results.map(methodOf);
}

/** One enabled method by its code, or null. */
export async function loadDepositMethod(db: D1Database, merchant: string, code: string, lang: TextLanguage): Promise<DepositMethod | null> {
  const row = await db
    .prepare(`SELECT ${METHOD_COLUMNS(lang)} FROM brand_deposit_methods WHERE merchant_code = ?1 AND code = ?2 AND enabled = 1`)
    .bind(merchant, code)
    .first<MethodRow>();
  return row ? methodOf(row) : null;
}

/**
 * Points a paid deposit earns: the ratio tier with the highest minimum not above the amount, one
 * point per `minor_per_point`, rounded down; 0 below the first tier.
 */
export async function depositPoints(db: D1Database, merchant: string, amountMinor: number): Promise<number> {
  const tier = await db
    .prepare('SELECT minor_per_point FROM brand_deposit_points WHERE merchant_code = ?1 AND min_deposit_minor <= ?2 ORDER BY min_deposit_minor DESC LIMIT 1')
    .bind(merchant, amountMinor)
    .first<{ minor_per_point: number }>();
  return tier ? Math.floor(amountMinor / tier.minor_per_point) : 0;
}

/** The first-deposit bonus for an amount, in minor units (0: none). */
export function firstDepositBonus(rules: DepositRules, amountMinor: number): number {
  if (rules.firstBonusBp <= 0 || amountMinor < rules.firstBonusMinMinor) return 0;
  // Exact integer arithmetic: amount × basis points may pass 2^53.
  const bonus = Number((BigInt(amountMinor) * BigInt(rules.firstBonusBp)) / 10_000n);
  return Math.min(bonus, rules.firstBonusMaxMinor);
}
