/**
 * Which record a complaint is about: always one of the member's own (docs/platform-protocol.md
 * "Complaints with a reference", "What a complaint is about"), and its summary as it was at the
 * filing, `{time, amount, label}`, the label in the request language. A ref that is not the
 * member's, whether it names another member's record, nothing, or is malformed, is the same
 * `complaint.subject_not_found`: the answer never tells whether someone else's record exists.
 */
import { localizedSql } from '../../http/contentText';
import { PlatformError } from '../../http/envelope';
import type { ColumnSuffix, TextLanguage } from '../../http/language';
import { minorToAmount } from '../../http/params';
import { parseSubjectRef, subjectRefText, type SubjectKind } from './rules';

export interface Summary {
  time: number;
  /** The wire amount, or null for a record without one. */
  amount: number | null;
  label: string;
}

export interface ResolvedSubject {
  kind: SubjectKind;
  ref: string | null;
  summary: Summary | null;
}

export const subjectNotFound = () => new PlatformError(404, 'complaint.subject_not_found', 'subject not found');

/** What a wallet transfer names for the main wallet (a vendor's wallet is its code). */
const MAIN_WALLET: Readonly<Record<TextLanguage, string>> = {
  en: 'Main wallet',
  ko: '메인 지갑',
  zh: '主钱包',
  vi: 'Ví chính',
  th: 'กระเป๋าหลัก',
};

interface Lookup {
  merchant: string;
  accountId: number;
  /** The request language: `text` for the platform's words, `language` for operator content, `suffix` for names. */
  text: TextLanguage;
  language: string;
  suffix: ColumnSuffix;
}

type Row = { time: number; amount_minor: number | null; label: string | null };

const summaryOf = (row: Row, label: string): Summary => ({
  time: row.time,
  amount: row.amount_minor === null || row.amount_minor <= 0 ? null : minorToAmount(row.amount_minor),
  label,
});

/**
 * The subject of a filing, checked against the member's records: its canonical ref and summary.
 * `ref` is what the body carried (already checked to be present for a kind other than SERVICE).
 */
export async function resolveSubject(db: D1Database, kind: SubjectKind, ref: string | null, who: Lookup): Promise<ResolvedSubject> {
  if (kind === 'SERVICE') return { kind, ref: null, summary: null };
  const parsed = ref === null ? null : parseSubjectRef(kind, ref);
  if (!parsed) throw subjectNotFound();
  const { merchant, accountId } = who;
  let row: Row | null = null;
  let label: (row: Row & Record<string, unknown>) => string = (r) => r.label ?? '';

  if (parsed.kind === 'TRANSACTION' && parsed.record === 'deposit') {
    // The method's name in the request language (the brand's own text), else the channel.
    row = await db
      .prepare(
        `SELECT d.created_at AS time, d.amount_minor, COALESCE(${localizedSql('brand_deposit_methods.name', who.language, 'm')}, d.bank_type) AS label
           FROM deposits d LEFT JOIN brand_deposit_methods m ON m.merchant_code = d.merchant_code AND m.code = d.method_code
          WHERE d.id = ?1 AND d.merchant_code = ?2 AND d.account_id = ?3`,
      )
      .bind(parsed.id, merchant, accountId)
      .first<Row>();
  } else if (parsed.kind === 'TRANSACTION' && parsed.record === 'withdrawal') {
    row = await db
      .prepare(
        `SELECT created_at AS time, amount_minor, COALESCE(json_extract(card, '$.bankName'), '') AS label
           FROM withdrawals WHERE id = ?1 AND merchant_code = ?2 AND account_id = ?3`,
      )
      .bind(parsed.id, merchant, accountId)
      .first<Row>();
  } else if (parsed.kind === 'TRANSACTION') {
    // A player transfer belongs to its sender and its receiver: the label is the other one.
    const transfer = await db
      .prepare(
        `SELECT t.created_at AS time, t.amount_minor, t.kind, t.from_wallet, t.to_wallet,
                (SELECT username FROM accounts WHERE id = CASE WHEN t.from_account_id = ?3 THEN t.to_account_id ELSE t.from_account_id END) AS label
           FROM transfers t WHERE t.id = ?1 AND t.merchant_code = ?2 AND (t.from_account_id = ?3 OR t.to_account_id = ?3)`,
      )
      .bind(parsed.id, merchant, accountId)
      .first<Row & { kind: 'WALLET' | 'PLAYER'; from_wallet: string; to_wallet: string }>();
    row = transfer;
    if (transfer?.kind === 'WALLET') {
      const wallet = (code: string) => (code === '' ? MAIN_WALLET[who.text] : code);
      label = () => `${wallet(transfer.from_wallet)} → ${wallet(transfer.to_wallet)}`;
    }
  } else if (parsed.kind === 'ROUND') {
    // The betting record's id (open, settled or void): the game's name in the request language.
    row = await db
      .prepare(
        `SELECT b.created_at AS time, b.stake_minor AS amount_minor, COALESCE(g.name_${who.suffix}, b.game_name) AS label
           FROM bets b LEFT JOIN games g ON g.node_id = b.game_id
          WHERE b.id = ?1 AND b.merchant_code = ?2 AND b.account_id = ?3`,
      )
      .bind(parsed.id, merchant, accountId)
      .first<Row>();
  } else {
    // A promotion the member joined or claimed: its title in the request language; the amount paid, if any.
    row = await db
      .prepare(
        `SELECT COALESCE(e.claimed_at, e.joined_at) AS time, e.amount_minor, ${localizedSql('promotions.title', who.language, 'p')} AS label
           FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
          WHERE e.promotion_id = ?1 AND e.account_id = ?3 AND p.merchant_code = ?2`,
      )
      .bind(parsed.id, merchant, accountId)
      .first<Row>();
  }
  if (!row) throw subjectNotFound();
  return { kind, ref: subjectRefText(parsed), summary: summaryOf(row, label(row as Row & Record<string, unknown>)) };
}
