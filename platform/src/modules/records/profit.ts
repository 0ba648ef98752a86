/**
 * GET /wps/relay/MCSFE_getPersonalProfit: the member's win/loss and turnover per period (day, ISO
 * week, calendar month in the brand's time zone) and game type, from the bets table. Periods are
 * calendar units, so this call takes calendar dates and the zone (docs/decisions/015) and cuts the
 * first and last period to the range: the periods add up to exactly the range. Profit is of settled
 * rounds (an open round has no result yet, a voided one moved no money), so its win/loss and payout
 * equal the betting records' totals over the same instants, and its turnover the member's upline's
 * statement of them. Turnover is the valid bet.
 */
import * as z from 'zod';
import { fieldError } from '../../http/envelope';
import { intParam, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { ColumnSuffix } from '../../http/language';
import { WIN_LOSS_SQL } from './bets';
import { dateUtcMs, daysBetween, isTimeZone, periodBuckets, type Bucket, type Period } from './zone';

/** The longest range (days) one call may ask for. */
export const MAX_PROFIT_DAYS = 366;

const date = z.string().refine((s) => dateUtcMs(s) !== null, 'must be a date (yyyy-mm-dd)');

const Query = z.object({
  startDate: date,
  endDate: date,
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone'),
  period: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['DAY', 'WEEK', 'MONTH'])),
  gameType: z
    .string()
    .regex(/^[A-Za-z]{1,20}$/, 'must be a game type code')
    .transform((s) => s.toUpperCase())
    .optional(),
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(20),
  sort: z.enum(['period', 'turnover', 'winLoss']).default('period'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ProfitQuery = z.output<typeof Query>;

export function readProfitQuery(url: URL): ProfitQuery {
  const q = parseWith(Query, queryObject(url));
  if (q.startDate > q.endDate) throw fieldError('endDate', 'must not be before startDate');
  if (daysBetween(q.startDate, q.endDate) > MAX_PROFIT_DAYS) throw fieldError('endDate', `the range is at most ${MAX_PROFIT_DAYS} days`);
  return q;
}

export interface ProfitRow {
  /** First and last calendar day of the period (cut to the range). */
  periodStart: string;
  periodEnd: string;
  /** The period as instants [start, end). */
  startTime: number;
  endTime: number;
  gameType: string;
  gameTypeName: string;
  bets: number;
  stake: number;
  /** Valid bets. */
  turnover: number;
  payout: number;
  winLoss: number;
}

export interface ProfitAnswer {
  list: ProfitRow[];
  pageNo: number;
  pageSize: number;
  total: number;
  period: Period;
  timeZone: string;
  totals: { bets: number; stake: number; turnover: number; payout: number; winLoss: number };
}

interface GroupRow {
  idx: number;
  game_type: string;
  game_type_name: string;
  n: number;
  stake: number;
  valid: number;
  payout: number;
  win_loss: number;
}

/**
 * One query: the periods as an inline VALUES table (integers we computed, so they are written into
 * the SQL rather than bound: D1 allows 100 bound parameters), each joined to its range of
 * bets_by_account.
 */
export async function memberProfit(db: D1Database, merchant: string, accountId: number, suffix: ColumnSuffix, q: ProfitQuery): Promise<ProfitAnswer> {
  const buckets = periodBuckets(q.startDate, q.endDate, q.period, q.timeZone);
  const values = buckets.map((b, i) => `(${i}, ${Math.trunc(b.start)}, ${Math.trunc(b.end)})`).join(', ');
  const params: unknown[] = [merchant, accountId];
  let typeFilter = '';
  if (q.gameType) {
    params.push(q.gameType);
    typeFilter = ' AND b.game_type = ?3';
  }
  const { results } = await db
    .prepare(
      `WITH periods (idx, s, e) AS (VALUES ${values})
       SELECT p.idx, b.game_type, COALESCE((SELECT name_${suffix} FROM game_types WHERE code = b.game_type), b.game_type) AS game_type_name,
              COUNT(*) AS n, SUM(b.stake_minor) AS stake, SUM(b.valid_minor) AS valid,
              COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout_minor END), 0) AS payout, COALESCE(SUM(${WIN_LOSS_SQL}), 0) AS win_loss
         FROM periods p
         JOIN bets b ON b.merchant_code = ?1 AND b.account_id = ?2 AND b.status = 'SETTLED' AND b.created_at >= p.s AND b.created_at < p.e${typeFilter}
        GROUP BY p.idx, b.game_type`,
    )
    .bind(...params)
    .all<GroupRow>();
  const rows = results.map((r) => toRow(buckets[r.idx]!, r));
  const dir = q.order === 'asc' ? 1 : -1;
  const key = (r: { row: ProfitRow; minor: GroupRow }) => (q.sort === 'turnover' ? r.minor.valid : q.sort === 'winLoss' ? r.minor.win_loss : r.row.startTime);
  rows.sort((a, b) => dir * (key(a) - key(b)) || dir * (a.row.startTime - b.row.startTime) || a.row.gameType.localeCompare(b.row.gameType));
  const sum = (pick: (r: GroupRow) => number) => rows.reduce((total, r) => total + pick(r.minor), 0);
  const start = (q.pageNo - 1) * q.pageSize;
  return {
    list: rows.slice(start, start + q.pageSize).map((r) => r.row),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: rows.length,
    period: q.period,
    timeZone: q.timeZone,
    totals: {
      bets: sum((r) => r.n),
      stake: minorToAmount(sum((r) => r.stake)),
      turnover: minorToAmount(sum((r) => r.valid)),
      payout: minorToAmount(sum((r) => r.payout)),
      winLoss: minorToAmount(sum((r) => r.win_loss)),
    },
  };
}

function toRow(bucket: Bucket, r: GroupRow): { row: ProfitRow; minor: GroupRow } {
  return {
    minor: r,
    row: {
      periodStart: bucket.from,
      periodEnd: bucket.to,
      startTime: bucket.start,
      endTime: bucket.end,
      gameType: r.game_type,
      gameTypeName: r.game_type_name,
      bets: r.n,
      stake: minorToAmount(r.stake),
      turnover: minorToAmount(r.valid),
      payout: minorToAmount(r.payout),
      winLoss: minorToAmount(r.win_loss),
    },
  };
}
