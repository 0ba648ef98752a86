/** A brand's wallet rules (brand_wallet_settings); a brand without a row gets these defaults. */
export interface WalletSettings {
  currency: string;
  /** SINGLE: one seamless wallet; TRANSFER: main + a wallet per vendor in `transferVendors`. */
  walletMode: 'SINGLE' | 'TRANSFER';
  transferVendors: string[];
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
  withdrawDailyCount: number;
  withdrawAutoApprove: boolean;
  receiptConfirmMinutes: number;
  transferMinMinor: number;
  transferMaxMinor: number;
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  currency: 'USD',
  walletMode: 'SINGLE',
  transferVendors: [],
  withdrawMinMinor: 1000,
  withdrawMaxMinor: 5_000_000,
  withdrawDailyCount: 5,
  withdrawAutoApprove: false,
  receiptConfirmMinutes: 30,
  transferMinMinor: 100,
  transferMaxMinor: 10_000_000,
};

interface Row {
  currency: string;
  wallet_mode: 'SINGLE' | 'TRANSFER';
  transfer_vendors: string;
  withdraw_min_minor: number;
  withdraw_max_minor: number;
  withdraw_daily_count: number;
  withdraw_auto_approve: number;
  receipt_confirm_minutes: number;
  transfer_min_minor: number;
  transfer_max_minor: number;
}

export async function loadWalletSettings(db: D1Database, merchant: string): Promise<WalletSettings> {
  const row = await db.prepare('SELECT * FROM brand_wallet_settings WHERE merchant_code = ?1').bind(merchant).first<Row>();
  if (!row) return DEFAULT_WALLET_SETTINGS;
  return {
    currency: row.currency,
    walletMode: row.wallet_mode,
    transferVendors: parseVendors(row.transfer_vendors),
    withdrawMinMinor: row.withdraw_min_minor,
    withdrawMaxMinor: row.withdraw_max_minor,
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawAutoApprove: row.withdraw_auto_approve === 1,
    receiptConfirmMinutes: row.receipt_confirm_minutes,
    transferMinMinor: row.transfer_min_minor,
    transferMaxMinor: row.transfer_max_minor,
  };
}

function parseVendors(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
