/**
 * GET /wps/relay/ODSFE2_MemTransDet: the member's ledger movements (docs/platform-protocol.md,
 * "Records"). A movement is one journal line on one of the member's own wallets (MAIN, and VENDOR
 * wallets in transfer mode); lines on the member's HELD account are internal (a withdrawal's money
 * leaves the wallet when it is held; the hold's status says whether it was then paid or refunded).
 * So the sum of every movement is the member's wallet balance, and `net` over a range is how much
 * that balance changed in it.
 *
 * The page and the totals read the index journal_lines_by_owner (merchant, owner, created_at DESC,
 * entry_id DESC) for the range; the totals read the index journal_lines_owner_totals (migration
 * 0014), which also holds kind, account and amount, so summing a range never visits the table.
 */
import * as z from 'zod';
import { paramError } from '../../http/envelope';
import { codeList, intParam, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { ColumnSuffix } from '../../http/language';
import { MOVEMENT_STATUSES, STATUS_SQL, type MovementStatus } from './status';

/** The type filter's groups and the entry kinds each stands for. */
export const TYPE_GROUPS = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW_HOLD', 'WITHDRAW_PAID', 'WITHDRAW_REFUND'],
  TRANSFER: ['WALLET_TRANSFER', 'PLAYER_TRANSFER_OUT', 'PLAYER_TRANSFER_IN'],
  BET: ['BET', 'TOURNAMENT_BUYIN'],
  WIN: ['WIN', 'JACKPOT_WIN', 'TOURNAMENT_PRIZE'],
  // A bonus paid to cash, and the bonus wallet's release of a bonus to cash (docs/decisions/067; its forfeit never touches cash).
  BONUS: ['BONUS', 'BONUS_RELEASE', 'BONUS_FORFEIT'],
  REBATE: ['REBATE'],
  POINTS: ['POINTS'],
  ADJUSTMENT: ['ADJUSTMENT', 'OPENING'],
} as const;
export type TypeGroup = keyof typeof TYPE_GROUPS;
const GROUP_NAMES = Object.keys(TYPE_GROUPS) as TypeGroup[];
const groupOf = (kind: string): TypeGroup => GROUP_NAMES.find((g) => (TYPE_GROUPS[g] as readonly string[]).includes(kind)) ?? 'ADJUSTMENT';

/**
 * The longest range one call may ask for: ten years, so a member can read any period of their
 * history a page at a time (a month per query once hid the rest). Pages and totals read the
 * owner index over the range, so a long range costs its rows, not a scan.
 */
export const MAX_RANGE_MS = 3_660 * 86_400_000;

/** startTime/endTime: a half-open range [start, end) of UTC epoch milliseconds. */
export const rangeFields = {
  startTime: intParam.pipe(z.number().int().min(0)),
  endTime: intParam.pipe(z.number().int().min(1)),
};

export function checkRange(range: { startTime: number; endTime: number }, maxMs = MAX_RANGE_MS): void {
  if (range.endTime <= range.startTime) throw paramError('endTime: must be after startTime');
  if (range.endTime - range.startTime > maxMs) throw paramError(`endTime: the range is at most ${Math.round(maxMs / 86_400_000)} days`);
}

export const pageFields = {
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
};

const Query = z.object({
  ...rangeFields,
  ...pageFields,
  type: codeList(GROUP_NAMES).optional(),
  status: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(MOVEMENT_STATUSES))
    .optional(),
  sort: z.enum(['time', 'amount']).default('time'),
});
export type TransactionQuery = z.output<typeof Query>;

export function readTransactionQuery(url: URL): TransactionQuery {
  const query = parseWith(Query, queryObject(url));
  checkRange(query);
  return query;
}

export interface Movement {
  /** "<entry id>:<account id>": unique per line. */
  id: string;
  entryId: number;
  time: number;
  /** The entry kind (DEPOSIT, WITHDRAW_HOLD, WIN, …). */
  type: string;
  group: TypeGroup;
  status: MovementStatus;
  /** Signed, in currency units: positive came in, negative went out. */
  amount: number;
  /** The wallet: '' for the main wallet, else the vendor code. */
  wallet: string;
  reference: string | null;
  detail: MovementDetail;
}

export interface MovementDetail {
  /** Deposits: the payment method (bank type). */
  method: string | null;
  /** Withdrawals: the bank the card belongs to. */
  bankName: string | null;
  /** Player transfers: the other player's username. */
  counterparty: string | null;
  /** Wallet transfers: '' main, else the vendor code. */
  fromWallet: string | null;
  toWallet: string | null;
  /** Bets and wins: the game, its vendor and type (localized game name). */
  gameName: string | null;
  vendorCode: string | null;
  gameType: string | null;
}

export interface TransactionAnswer {
  list: Movement[];
  pageNo: number;
  pageSize: number;
  total: number;
  totals: { in: number; out: number; net: number };
}

interface LineRow {
  entry_id: number;
  account_id: number;
  entry_kind: string;
  amount_minor: number;
  created_at: number;
  reference: string | null;
  status: MovementStatus;
  vendor_code: string;
}

interface TotalsRow {
  n: number;
  inflow: number;
  outflow: number;
}

/** The WHERE of a member's movements in a range, and its parameters (?1 merchant, ?2 owner, ?3 start, ?4 end). */
function filterSql(q: TransactionQuery): { where: string; params: unknown[]; needsEntry: boolean } {
  const params: unknown[] = [];
  let where = `l.merchant_code = ?1 AND l.owner_id = ?2 AND l.created_at >= ?3 AND l.created_at < ?4
    AND l.account_id IN (SELECT id FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind IN ('MAIN', 'VENDOR'))`;
  if (q.type?.length) {
    const kinds = [...new Set(q.type.flatMap((g) => TYPE_GROUPS[g]))];
    params.push(JSON.stringify(kinds));
    where += ` AND l.entry_kind IN (SELECT value FROM json_each(?${4 + params.length}))`;
  }
  if (q.status) {
    params.push(q.status);
    where += ` AND (${STATUS_SQL}) = ?${4 + params.length}`;
  }
  return { where, params, needsEntry: Boolean(q.status) };
}

export async function memberTransactions(
  db: D1Database,
  merchant: string,
  owner: number,
  suffix: ColumnSuffix,
  q: TransactionQuery,
): Promise<TransactionAnswer> {
  const { where, params, needsEntry } = filterSql(q);
  const base = [merchant, owner, q.startTime, q.endTime, ...params];
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const order = q.sort === 'amount' ? `l.amount_minor ${dir}, l.created_at ${dir}, l.entry_id ${dir}` : `l.created_at ${dir}, l.entry_id ${dir}`;
  const limit = base.length + 1;
  const [page, totals] = await db.batch<LineRow | TotalsRow>([
    db
      .prepare(
        `SELECT l.entry_id, l.account_id, l.entry_kind, l.amount_minor, l.created_at, e.reference, (${STATUS_SQL}) AS status,
                (SELECT vendor_code FROM ledger_accounts WHERE id = l.account_id) AS vendor_code
           FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
          WHERE ${where}
          ORDER BY ${order}, l.account_id ${dir}
          LIMIT ?${limit} OFFSET ?${limit + 1}`,
      )
      .bind(...base, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN l.amount_minor > 0 THEN l.amount_minor END), 0) AS inflow,
                COALESCE(SUM(CASE WHEN l.amount_minor < 0 THEN -l.amount_minor END), 0) AS outflow
           FROM journal_lines l ${needsEntry ? 'JOIN journal_entries e ON e.id = l.entry_id' : ''}
          WHERE ${where}`,
      )
      .bind(...base),
  ]);
  const rows = (page?.results ?? []) as LineRow[];
  const sums = (totals?.results?.[0] ?? { n: 0, inflow: 0, outflow: 0 }) as TotalsRow;
  const details = await movementDetails(db, merchant, owner, suffix, rows);
  return {
    list: rows.map((r) => ({
      id: `${r.entry_id}:${r.account_id}`,
      entryId: r.entry_id,
      time: r.created_at,
      type: r.entry_kind,
      group: groupOf(r.entry_kind),
      status: r.status,
      amount: minorToAmount(r.amount_minor),
      wallet: r.vendor_code,
      reference: r.reference,
      detail: details(r),
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: sums.n,
    totals: { in: minorToAmount(sums.inflow), out: minorToAmount(sums.outflow), net: minorToAmount(sums.inflow - sums.outflow) },
  };
}

const EMPTY_DETAIL: MovementDetail = {
  method: null,
  bankName: null,
  counterparty: null,
  fromWallet: null,
  toWallet: null,
  gameName: null,
  vendorCode: null,
  gameType: null,
};

const refId = (reference: string | null, prefix: string): string | null => (reference?.startsWith(prefix) ? reference.slice(prefix.length) : null);

/** What each page row's record says about it (one D1 round trip for the whole page). */
async function movementDetails(
  db: D1Database,
  merchant: string,
  owner: number,
  suffix: ColumnSuffix,
  rows: readonly LineRow[],
): Promise<(row: LineRow) => MovementDetail> {
  const idsOf = (prefix: string) => [...new Set(rows.map((r) => refId(r.reference, prefix)).filter((id) => id !== null))];
  const wanted = { deposit: idsOf('deposit:'), withdrawal: idsOf('withdrawal:'), transfer: idsOf('transfer:'), bet: idsOf('bet:') };
  const statements: Partial<Record<keyof typeof wanted, D1PreparedStatement>> = {};
  if (wanted.deposit.length)
    statements.deposit = db
      .prepare('SELECT id, bank_type FROM deposits WHERE merchant_code = ?1 AND id IN (SELECT value FROM json_each(?2))')
      .bind(merchant, JSON.stringify(wanted.deposit));
  if (wanted.withdrawal.length)
    statements.withdrawal = db
      .prepare("SELECT id, json_extract(card, '$.bankName') AS bank_name FROM withdrawals WHERE merchant_code = ?1 AND id IN (SELECT value FROM json_each(?2))")
      .bind(merchant, JSON.stringify(wanted.withdrawal));
  if (wanted.transfer.length)
    statements.transfer = db
      .prepare(
        `SELECT t.id, t.kind, t.from_wallet, t.to_wallet,
                CASE WHEN t.from_account_id = ?3 THEN (SELECT username FROM accounts WHERE id = t.to_account_id)
                     ELSE (SELECT username FROM accounts WHERE id = t.from_account_id) END AS counterparty
           FROM transfers t WHERE t.merchant_code = ?1 AND t.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(merchant, JSON.stringify(wanted.transfer), owner);
  if (wanted.bet.length)
    statements.bet = db
      .prepare(
        `SELECT b.round_id, COALESCE(g.name_${suffix}, b.game_name) AS game_name, b.vendor_code, b.game_type
           FROM bets b LEFT JOIN games g ON g.node_id = b.game_id
          WHERE b.merchant_code = ?1 AND b.round_id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(merchant, JSON.stringify(wanted.bet));
  // Only the lookups this page needs, in one round trip (none when no row has a record).
  const names = Object.keys(statements) as (keyof typeof wanted)[];
  const answers = names.length ? await db.batch<Record<string, string | number | null>>(names.map((n) => statements[n]!)) : [];
  const result = (n: keyof typeof wanted) => (names.includes(n) ? answers[names.indexOf(n)] : undefined);
  const [deposits, withdrawals, transfers, bets] = [result('deposit'), result('withdrawal'), result('transfer'), result('bet')];
  const byKey = (result: D1Result<Record<string, string | number | null>> | undefined, key: string) =>
    new Map((result?.results ?? []).map((r) => [String(r[key]), r]));
  const d = byKey(deposits, 'id');
  const w = byKey(withdrawals, 'id');
  const t = byKey(transfers, 'id');
  const b = byKey(bets, 'round_id');
  const str = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  return (row) => {
    const deposit = d.get(refId(row.reference, 'deposit:') ?? '');
    if (deposit) return { ...EMPTY_DETAIL, method: str(deposit.bank_type) };
    const withdrawal = w.get(refId(row.reference, 'withdrawal:') ?? '');
    if (withdrawal) return { ...EMPTY_DETAIL, bankName: str(withdrawal.bank_name) };
    const transfer = t.get(refId(row.reference, 'transfer:') ?? '');
    if (transfer)
      return transfer.kind === 'WALLET'
        ? { ...EMPTY_DETAIL, fromWallet: str(transfer.from_wallet), toWallet: str(transfer.to_wallet) }
        : { ...EMPTY_DETAIL, counterparty: str(transfer.counterparty) };
    const bet = b.get(refId(row.reference, 'bet:') ?? '');
    if (bet) return { ...EMPTY_DETAIL, gameName: str(bet.game_name), vendorCode: str(bet.vendor_code), gameType: str(bet.game_type) };
    return EMPTY_DETAIL;
  };
}
