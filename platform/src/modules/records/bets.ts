/**
 * GET /wps/relay/MCSFE_getBettingRecords: the member's rounds from the bets table (the game
 * integration writes them through bet.place and bet.settle; the seeded history writes some), with
 * a date range on the time the bet was placed, an optional game type, paging, sort and totals over
 * the whole filtered range. Win/loss is payout − stake for settled rounds; open and void rounds have
 * none and count in no win/loss total. Reads the index bets_by_account.
 */
import * as z from 'zod';
import { minorToAmount, parseWith, queryObject } from '../../http/params';
import type { ColumnSuffix } from '../../http/language';
import { checkRange, pageFields, rangeFields } from './transactions';

const gameTypeParam = z
  .string()
  .regex(/^[A-Za-z]{1,20}$/, 'must be a game type code')
  .transform((s) => s.toUpperCase());

const Query = z.object({
  ...rangeFields,
  ...pageFields,
  gameType: gameTypeParam.optional(),
  sort: z.enum(['time', 'stake', 'winLoss']).default('time'),
});
export type BetQuery = z.output<typeof Query>;

export function readBetQuery(url: URL): BetQuery {
  const query = parseWith(Query, queryObject(url));
  checkRange(query);
  return query;
}

export interface BetRecord {
  id: number;
  roundId: string;
  time: number;
  settledAt: number | null;
  gameId: number | null;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  gameType: string;
  gameTypeName: string;
  stake: number;
  validBet: number;
  payout: number;
  /** payout − stake; null until the round is settled (and for void rounds). */
  winLoss: number | null;
  status: 'OPEN' | 'SETTLED' | 'VOID';
}

export interface BetAnswer {
  list: BetRecord[];
  pageNo: number;
  pageSize: number;
  total: number;
  totals: { stake: number; validBet: number; payout: number; winLoss: number };
}

interface BetRow {
  id: number;
  round_id: string;
  created_at: number;
  settled_at: number | null;
  game_id: number | null;
  game_name: string;
  vendor_code: string;
  vendor_name: string;
  game_type: string;
  game_type_name: string;
  stake_minor: number;
  valid_minor: number;
  payout_minor: number;
  status: BetRecord['status'];
}

interface BetTotalsRow {
  n: number;
  stake: number;
  valid: number;
  payout: number;
  win_loss: number;
}

/** Win/loss of a round as SQL over `b`: settled rounds only. */
export const WIN_LOSS_SQL = "CASE WHEN b.status = 'SETTLED' THEN b.payout_minor - b.stake_minor END";

export async function memberBets(db: D1Database, merchant: string, accountId: number, suffix: ColumnSuffix, q: BetQuery): Promise<BetAnswer> {
  let where = 'b.merchant_code = ?1 AND b.account_id = ?2 AND b.created_at >= ?3 AND b.created_at < ?4';
  const params: unknown[] = [merchant, accountId, q.startTime, q.endTime];
  if (q.gameType) {
    params.push(q.gameType);
    where += ` AND b.game_type = ?${params.length}`;
  }
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const key = q.sort === 'stake' ? 'b.stake_minor' : q.sort === 'winLoss' ? `COALESCE(${WIN_LOSS_SQL}, 0)` : 'b.created_at';
  const n = params.length;
  const [page, totals] = await db.batch<BetRow | BetTotalsRow>([
    db
      .prepare(
        `SELECT b.id, b.round_id, b.created_at, b.settled_at, b.game_id, COALESCE(g.name_${suffix}, b.game_name) AS game_name, b.vendor_code,
                COALESCE(v.display_name_${suffix}, b.vendor_code) AS vendor_name, b.game_type, COALESCE(gt.name_${suffix}, b.game_type) AS game_type_name,
                b.stake_minor, b.valid_minor, b.payout_minor, b.status
           FROM bets b
           LEFT JOIN games g ON g.node_id = b.game_id
           LEFT JOIN vendors v ON v.vassalage = b.vendor_code
           LEFT JOIN game_types gt ON gt.code = b.game_type
          WHERE ${where}
          ORDER BY ${key} ${dir}, b.created_at ${dir}, b.id ${dir}
          LIMIT ?${n + 1} OFFSET ?${n + 2}`,
      )
      .bind(...params, q.pageSize, (q.pageNo - 1) * q.pageSize),
    db
      .prepare(
        // A voided round moved no money (its stake came back): listed, never in a money total.
        `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN b.status <> 'VOID' THEN b.stake_minor END), 0) AS stake,
                COALESCE(SUM(CASE WHEN b.status <> 'VOID' THEN b.valid_minor END), 0) AS valid,
                COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout_minor END), 0) AS payout, COALESCE(SUM(${WIN_LOSS_SQL}), 0) AS win_loss
           FROM bets b WHERE ${where}`,
      )
      .bind(...params),
  ]);
  const rows = (page?.results ?? []) as BetRow[];
  const sums = (totals?.results?.[0] ?? { n: 0, stake: 0, valid: 0, payout: 0, win_loss: 0 }) as BetTotalsRow;
  return {
    list: rows.map((r) => ({
      id: r.id,
      roundId: r.round_id,
      time: r.created_at,
      settledAt: r.settled_at,
      gameId: r.game_id,
      gameName: r.game_name,
      vendorCode: r.vendor_code,
      vendorName: r.vendor_name,
      gameType: r.game_type,
      gameTypeName: r.game_type_name,
      stake: minorToAmount(r.stake_minor),
      validBet: minorToAmount(r.valid_minor),
      payout: minorToAmount(r.status === 'SETTLED' ? r.payout_minor : 0),
      winLoss: r.status === 'SETTLED' ? minorToAmount(r.payout_minor - r.stake_minor) : null,
      status: r.status,
    })),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    total: sums.n,
    totals: {
      stake: minorToAmount(sums.stake),
      validBet: minorToAmount(sums.valid),
      payout: minorToAmount(sums.payout),
      winLoss: minorToAmount(sums.win_loss),
    },
  };
}
