/**
 * The demo brand's deposit methods and rules (migration 0011): one method of each kind, the
 * stand-in payment provider's callback secret, a first-deposit bonus and the points ratio table.
 */
import { DEMO_MERCHANT } from './brand';
import { insertRows, type SqlValue } from './sql';
import { ALL_ROW_LANGUAGES, contentTextsSql, type RowLanguage, type Translations } from './texts';

/**
 * DEVELOPMENT-ONLY callback secret of the demo brand's stand-in payment provider (public, in git):
 * the provider page signs its callbacks with it. A live brand's secret is shared with its provider.
 */
export const DEMO_PROVIDER_SECRET = 'dev-only-provider-secret-not-a-secret';

export const DEMO_DEPOSIT_SETTINGS = {
  merchant_code: DEMO_MERCHANT,
  allow_deposit: 1,
  provider_secret: DEMO_PROVIDER_SECRET,
  // 20 % of the first paid deposit of at least 10.00, at most 100.00.
  first_bonus_bp: 2000,
  first_bonus_max_minor: 10_000,
  first_bonus_min_minor: 1_000,
  // Valid bets of 10 times the bonus before it may be withdrawn (bonus details show the progress).
  first_bonus_turnover_multiplier: 10,
} as const;

const METHOD_COLUMNS = [
  'merchant_code',
  'code',
  'kind',
  'name_en',
  'name_ko',
  'bank_types',
  'vendor_id',
  'mcs_bank_code',
  'min_minor',
  'max_minor',
  'account_bank_name',
  'account_name',
  'account_number',
  'enabled',
  'sort',
] as const;

export const DEMO_DEPOSIT_METHODS: readonly (readonly SqlValue[])[] = [
  [DEMO_MERCHANT, 'QR_BANK', 'QR', 'QR bank transfer', 'QR 계좌이체', '["PAYID","WECHAT"]', 101, 'QRB01', 1_000, 500_000, null, null, null, 1, 1],
  [DEMO_MERCHANT, 'EWALLET', 'LAUNCH_URL', 'E-wallet', '전자지갑', '["MPESA"]', 102, 'EWL01', 500, 300_000, null, null, null, 1, 2],
  [DEMO_MERCHANT, 'CRYPTO', 'CRYPTO', 'Crypto wallet', '암호화폐 지갑', '["BTC","TRX"]', 103, 'CRY01', 2_000, 2_000_000, null, null, null, 1, 3],
  [
    DEMO_MERCHANT,
    'MANUAL_BANK',
    'MANUAL',
    'Manual bank transfer',
    '수동 계좌이체',
    '["BANK"]',
    104,
    'MAN01',
    5_000,
    1_000_000,
    'Aurora Demo Bank',
    'Aurora Play Ltd',
    '110-2034-5567',
    1,
    4,
  ],
];

/** The methods' names in the other languages, by code. */
export const DEMO_DEPOSIT_METHOD_NAMES: Readonly<Record<string, Translations>> = {
  QR_BANK: { CN: '扫码银行转账', VI: 'Chuyển khoản ngân hàng qua QR', TH: 'โอนผ่านธนาคารด้วย QR' },
  EWALLET: { CN: '电子钱包', VI: 'Ví điện tử', TH: 'อีวอลเล็ท' },
  CRYPTO: { CN: '加密货币钱包', VI: 'Ví tiền điện tử', TH: 'กระเป๋าเงินคริปโต' },
  MANUAL_BANK: { CN: '人工银行转账', VI: 'Chuyển khoản ngân hàng thủ công', TH: 'โอนผ่านธนาคารแบบแมนนวล' },
};

/** Points ratio table: from 10.00, 1 point per 10.00; from 1,000.00, 1 point per 5.00. */
export const DEMO_DEPOSIT_POINTS: readonly (readonly SqlValue[])[] = [
  [DEMO_MERCHANT, 1_000, 1_000],
  [DEMO_MERCHANT, 100_000, 500],
];

export interface DepositSeed {
  settings: Record<string, SqlValue> & { merchant_code: string };
  /** Rows in METHOD_COLUMNS' order. */
  methods: readonly (readonly SqlValue[])[];
  /** Each method's name in the languages beyond English and Korean, by its code. */
  methodNames: Readonly<Record<string, Translations>>;
  /** [merchant, min deposit, minor per point] */
  points: readonly (readonly SqlValue[])[];
}

export const AURORA_DEPOSIT: DepositSeed = {
  settings: DEMO_DEPOSIT_SETTINGS,
  methods: DEMO_DEPOSIT_METHODS,
  methodNames: DEMO_DEPOSIT_METHOD_NAMES,
  points: DEMO_DEPOSIT_POINTS,
};

/** A brand's deposit rules and methods; method names in `languages` (the brand's beyond English and Korean) are content_texts rows. */
export function depositSeedSql(b: DepositSeed = AURORA_DEPOSIT, languages: readonly RowLanguage[] = ALL_ROW_LANGUAGES): string[] {
  const names = b.methods.map((row) => {
    const code = String(row[METHOD_COLUMNS.indexOf('code')]);
    const texts = b.methodNames[code];
    if (!texts) throw new Error(`deposit seed: no names for method ${code}`);
    return { kind: 'deposit_method', refId: code, field: 'name', texts };
  });
  return [
    ...insertRows('brand_deposit_settings', Object.keys(b.settings), [Object.values(b.settings)]),
    ...insertRows('brand_deposit_methods', METHOD_COLUMNS, b.methods),
    ...contentTextsSql(b.settings.merchant_code, languages, names),
    ...(b.points.length ? insertRows('brand_deposit_points', ['merchant_code', 'min_deposit_minor', 'minor_per_point'], b.points) : []),
  ];
}
