/**
 * Deposit rows and their wire form (docs/platform-protocol.md "Deposits").
 */
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';
import { minorToAmount } from '../../http/params';
import type { DepositKind } from './settings';

/**
 * HELD (our extension, migration 0037): a payment that arrived for a cancelled order and would
 * have passed a deposit limit (or came during an exclusion), waiting for the operator.
 */
export type DepositStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'REJECTED' | 'HELD';
export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'REJECTED', 'HELD'] as const satisfies readonly DepositStatus[];

/** What `deposits.details` holds: what the member was shown or typed, and where the provider sends them back. */
export interface DepositDetails {
  kind: DepositKind;
  payeeName?: string;
  walletAddress?: string;
  account?: { bankName: string; accountName: string; accountNumber: string };
  returnUrl?: string;
}

export interface DepositRow {
  id: number;
  merchant_code: string;
  account_id: number;
  method_code: string;
  bank_type: string;
  amount_minor: number;
  status: DepositStatus;
  details: string;
  provider_ref: string;
  first_deposit: number;
  created_at: number;
  settled_at: number | null;
  /** Why a late payment is held (a responsible-gaming refusal's code), its figures as JSON, and when. */
  hold_reason: string | null;
  hold_detail: string | null;
  held_at: number | null;
}

export function detailsOf(row: Pick<DepositRow, 'details'>, methodKind: DepositKind | null = null): DepositDetails {
  let value: Partial<DepositDetails> = {};
  try {
    value = JSON.parse(row.details) as Partial<DepositDetails>;
  } catch {
    // A row written without details (the seeded history writes '{}'): its method says the kind.
  }
  return { ...value, kind: value.kind ?? methodKind ?? 'LAUNCH_URL' };
}

/** The stand-in provider's pages, root-relative: the portal serves them by forwarding to the platform. */
export const PROVIDER_PREFIX = '/provider';
export const paymentPath = (ref: string) => `${PROVIDER_PREFIX}/pay/${ref}`;
export const qrImagePath = (ref: string) => `${PROVIDER_PREFIX}/qr/${ref}.svg`;

/** A deposit as the member's calls answer it. The payment step is named only while it is pending. */
export function depositOnWire(row: DepositRow, methodName: string | null, methodKind: DepositKind | null = null) {
  const details = detailsOf(row, methodKind);
  const pending = row.status === 'PENDING';
  const viaProvider = details.kind !== 'MANUAL';
  return {
    depositId: row.id,
    status: row.status,
    methodCode: row.method_code,
    methodName: methodName ?? row.method_code,
    kind: details.kind,
    bankType: row.bank_type,
    amount: minorToAmount(row.amount_minor),
    createdAt: row.created_at,
    settledAt: row.settled_at,
    firstDeposit: row.first_deposit === 1,
    paymentUrl: pending && viaProvider ? paymentPath(row.provider_ref) : null,
    qrImageUrl: pending && details.kind === 'QR' ? qrImagePath(row.provider_ref) : null,
    walletAddress: details.walletAddress ?? null,
    account: details.account ?? null,
    payeeName: details.payeeName ?? null,
  };
}

const SELECT_WITH_NAME = (lang: TextLanguage) =>
  `SELECT d.*, ${localizedSql('brand_deposit_methods.name', lang, 'm')} AS method_name, m.kind AS method_kind FROM deposits d
     LEFT JOIN brand_deposit_methods m ON m.merchant_code = d.merchant_code AND m.code = d.method_code`;

type RowWithName = DepositRow & { method_name: string | null; method_kind: DepositKind | null };

export async function depositForMember(db: D1Database, merchant: string, accountId: number, depositId: number, lang: TextLanguage) {
  const row = await db
    .prepare(`${SELECT_WITH_NAME(lang)} WHERE d.merchant_code = ?1 AND d.account_id = ?2 AND d.id = ?3`)
    .bind(merchant, accountId, depositId)
    .first<RowWithName>();
  return row ? depositOnWire(row, row.method_name, row.method_kind) : null;
}

export async function depositByRef(db: D1Database, merchant: string, ref: string): Promise<DepositRow | null> {
  return db.prepare('SELECT * FROM deposits WHERE merchant_code = ?1 AND provider_ref = ?2').bind(merchant, ref).first<DepositRow>();
}

export async function depositById(db: D1Database, merchant: string, id: number): Promise<DepositRow | null> {
  return db.prepare('SELECT * FROM deposits WHERE merchant_code = ?1 AND id = ?2').bind(merchant, id).first<DepositRow>();
}

/** The member's deposits, newest first, one page. */
export async function memberDeposits(
  db: D1Database,
  merchant: string,
  accountId: number,
  page: { offset: number; size: number; status?: DepositStatus },
  lang: TextLanguage,
) {
  const statusFilter = page.status ? 'AND d.status = ?5' : 'AND ?5 IS NULL';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `${SELECT_WITH_NAME(lang)} WHERE d.merchant_code = ?1 AND d.account_id = ?2 ${statusFilter} ORDER BY d.created_at DESC, d.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(merchant, accountId, page.size, page.offset, page.status ?? null),
    db
      .prepare(`SELECT COUNT(*) AS n FROM deposits d WHERE d.merchant_code = ?1 AND d.account_id = ?2 ${statusFilter.replace('?5', '?3')}`)
      .bind(merchant, accountId, page.status ?? null),
  ]);
  const list = ((rows?.results ?? []) as RowWithName[]).map((row) => depositOnWire(row, row.method_name, row.method_kind));
  const total = ((count?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number;
  return { list, total };
}

/** A random reference naming a deposit on the provider's page and in its callbacks (URL-safe). */
export function newProviderRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
