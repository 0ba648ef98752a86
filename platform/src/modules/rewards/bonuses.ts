/**
 * Bonus details: every bonus and rebate the ledger paid to the member (the page once listed
 * promotion claims only, and said "No bonus yet" beside a first-deposit bonus in the account
 * record). The ledger is the source: each BONUS or REBATE entry on the member's wallets is one row,
 * named by what paid it (its entry key), with the turnover its source asks and the valid bets since.
 *
 * Sources and their requirement (valid bets, × the amount):
 * - PROMOTION `promotion:<id>:<account>`: the promotion's turnover_multiplier;
 * - FIRST_DEPOSIT `deposit:<id>:first-bonus` (and the seeds' first-deposit bonuses): the brand's
 *   first_bonus_turnover_multiplier (migration 0030);
 * - TOURNAMENT `tournament:<run>:<account>`: a bonus prize of a tournament, its prize line's turnover
 *   (tournament_entries.prize_turnover, migration 0049);
 * - MISSION, REFERRAL, REBATE, CONTRACT (a contract payment the brand made for an upline): none;
 * - OTHER: any other bonus line (an operator's), none.
 * Points conversions pay points, not a bonus with turnover, so they are not listed.
 */
import { localizedSql } from '../../http/contentText';
import type { TextLanguage } from '../../http/language';

export type BonusKind = 'PROMOTION' | 'FIRST_DEPOSIT' | 'MISSION' | 'REFERRAL' | 'REBATE' | 'CONTRACT' | 'TOURNAMENT' | 'OTHER';

/** The kind of a bonus entry, from its entry key (the ledger's idempotency key says who paid it). */
export function bonusKind(entryKind: string, key: string): BonusKind {
  if (entryKind === 'REBATE') return 'REBATE';
  if (key.startsWith('promotion:')) return 'PROMOTION';
  if (key.endsWith(':first-bonus') || /^history:\d+:bonus:\d+$/.test(key)) return 'FIRST_DEPOSIT';
  if (key.startsWith('mission:')) return 'MISSION';
  if (key.startsWith('referral:')) return 'REFERRAL';
  if (key.startsWith('contract-forced:')) return 'CONTRACT';
  if (key.startsWith('tournament:')) return 'TOURNAMENT';
  return 'OTHER';
}

/** Names of the sources without a title of their own, in every text language. */
export const BONUS_TITLES: Readonly<Record<TextLanguage, Readonly<Record<Exclude<BonusKind, 'PROMOTION'>, string>>>> = {
  en: {
    FIRST_DEPOSIT: 'First deposit bonus',
    MISSION: 'Mission reward',
    REFERRAL: 'Referral reward',
    REBATE: 'Rebate',
    CONTRACT: 'Contract payment',
    TOURNAMENT: 'Tournament prize',
    OTHER: 'Bonus',
  },
  ko: {
    FIRST_DEPOSIT: '첫 입금 보너스',
    MISSION: '미션 보상',
    REFERRAL: '추천 보상',
    REBATE: '리베이트',
    CONTRACT: '계약 지급',
    TOURNAMENT: '토너먼트 상금',
    OTHER: '보너스',
  },
  zh: {
    FIRST_DEPOSIT: '首充奖金',
    MISSION: '任务奖励',
    REFERRAL: '推荐奖励',
    REBATE: '返水',
    CONTRACT: '代理合约支付',
    TOURNAMENT: '锦标赛奖金',
    OTHER: '奖金',
  },
  vi: {
    FIRST_DEPOSIT: 'Thưởng nạp lần đầu',
    MISSION: 'Thưởng nhiệm vụ',
    REFERRAL: 'Thưởng giới thiệu',
    REBATE: 'Hoàn trả',
    CONTRACT: 'Chi trả hợp đồng đại lý',
    TOURNAMENT: 'Giải thưởng giải đấu',
    OTHER: 'Tiền thưởng',
  },
  th: {
    FIRST_DEPOSIT: 'โบนัสฝากครั้งแรก',
    MISSION: 'รางวัลภารกิจ',
    REFERRAL: 'รางวัลแนะนำเพื่อน',
    REBATE: 'เงินคืน',
    CONTRACT: 'เงินตามสัญญาเอเย่นต์',
    TOURNAMENT: 'รางวัลทัวร์นาเมนต์',
    OTHER: 'โบนัส',
  },
};

/** Where a bonus stands in the bonus wallet (migration 0050); PAID: paid to cash, no wallet rules. */
export type BonusStatus = 'PAID' | 'QUEUED' | 'ACTIVE' | 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'SPENT';

export interface BonusRow {
  id: string;
  kind: BonusKind;
  promotionId: number | null;
  title: string;
  category: string;
  amountMinor: number;
  paidAt: number;
  turnoverRequiredMinor: number;
  turnoverDoneMinor: number;
  completed: boolean;
  /** The bonus wallet's grant (null: paid to cash before or without the wallet). */
  grant: {
    id: number;
    status: Exclude<BonusStatus, 'PAID'>;
    expiresAt: number | null;
    maxStakeMinor: number | null;
    /** What its end moved: to cash when RELEASED, back to the brand when FORFEITED or EXPIRED. */
    endedMinor: number | null;
    endedAt: number | null;
  } | null;
}

interface LineRow {
  entry_id: number;
  entry_kind: string;
  entry_key: string;
  amount_minor: number;
  created_at: number;
  promotion_id: number | null;
  promotion_title: string | null;
  promotion_category: string | null;
  promotion_multiplier: number | null;
  mission_title: string | null;
  tournament_turnover: number | null;
  valid_since: number;
  grant_id: number | null;
  grant_status: Exclude<BonusStatus, 'PAID'> | null;
  grant_required: number | null;
  grant_done: number | null;
  grant_expires_at: number | null;
  grant_max_stake: number | null;
  grant_ended_minor: number | null;
  grant_ended_at: number | null;
}

/** The joins that name a bonus by its entry key (`key`: the SQL of it), in the request's language. */
const sourceJoins = (key: string, merchant: string, account: string) => `
           LEFT JOIN promotions p ON ${key} LIKE 'promotion:%' AND p.merchant_code = ${merchant}
                AND p.id = CAST(substr(${key}, 11, instr(substr(${key}, 11), ':') - 1) AS INTEGER)
           LEFT JOIN missions m ON ${key} LIKE 'mission:%' AND m.merchant_code = ${merchant}
                AND m.id = CAST(substr(${key}, 9, instr(substr(${key}, 9), ':') - 1) AS INTEGER)
           LEFT JOIN tournament_entries te ON ${key} LIKE 'tournament:%' AND te.account_id = ${account}
                AND te.tournament_id = CAST(substr(${key}, 12, instr(substr(${key}, 12), ':') - 1) AS INTEGER)`;

const GRANT_COLUMNS = `g.id AS grant_id, g.status AS grant_status, g.turnover_required_minor AS grant_required, g.turnover_done_minor AS grant_done,
                g.expires_at AS grant_expires_at, g.max_stake_minor AS grant_max_stake, g.ended_minor AS grant_ended_minor, g.ended_at AS grant_ended_at`;

/**
 * Every bonus and rebate paid to the member, newest first, each with its requirement and progress;
 * with the bonus wallet, each grant's own meter and state, and the grants still queued (not paid yet).
 * `text`: the language of the promotions' and missions' titles and of the other sources' names.
 */
export async function bonusList(db: D1Database, merchant: string, accountId: number, text: TextLanguage): Promise<BonusRow[]> {
  const titles = `${localizedSql('promotions.title', text, 'p')} AS promotion_title, p.category AS promotion_category, p.turnover_multiplier AS promotion_multiplier,
                ${localizedSql('missions.title', text, 'm')} AS mission_title, te.prize_turnover AS tournament_turnover`;
  const [lines, queued, settings] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        // Valid bets since each bonus: counted by SQLite over the member's bets (bets_by_account),
        // never by bringing a heavy player's whole betting history into the Worker.
        `SELECT l.entry_id, l.entry_kind, e.entry_key, l.amount_minor, l.created_at, p.id AS promotion_id, ${titles}, ${GRANT_COLUMNS},
                (SELECT COALESCE(SUM(b.valid_minor), 0) FROM bets b WHERE b.merchant_code = l.merchant_code AND b.account_id = l.owner_id
                    AND b.status = 'SETTLED' AND COALESCE(b.settled_at, b.created_at) >= l.created_at) AS valid_since
           FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
           ${sourceJoins('e.entry_key', 'l.merchant_code', 'l.owner_id')}
           LEFT JOIN bonus_grants g ON g.merchant_code = l.merchant_code AND g.entry_key = e.entry_key
          WHERE l.merchant_code = ?1 AND l.owner_id = ?2 AND l.entry_kind IN ('BONUS', 'REBATE') AND l.amount_minor > 0
          ORDER BY l.created_at DESC, l.entry_id DESC`,
      )
      .bind(merchant, accountId),
    db
      .prepare(
        // Grants waiting behind the active one: granted, not credited yet (no entry).
        `SELECT -g.id AS entry_id, 'BONUS' AS entry_kind, g.entry_key, g.amount_minor, g.created_at, p.id AS promotion_id, ${titles}, ${GRANT_COLUMNS},
                0 AS valid_since
           FROM bonus_grants g ${sourceJoins('g.entry_key', 'g.merchant_code', 'g.account_id')}
          WHERE g.merchant_code = ?1 AND g.account_id = ?2 AND g.status = 'QUEUED'
          ORDER BY g.id DESC`,
      )
      .bind(merchant, accountId),
    db.prepare('SELECT first_bonus_turnover_multiplier AS multiplier FROM brand_deposit_settings WHERE merchant_code = ?1').bind(merchant),
  ]);
  const firstDepositMultiplier = Number((settings?.results?.[0] as { multiplier?: number } | undefined)?.multiplier ?? 0);
  const rows = [...((queued?.results ?? []) as unknown as LineRow[]), ...((lines?.results ?? []) as unknown as LineRow[])];
  return rows.map((r) => {
    const kind = bonusKind(r.entry_kind, r.entry_key);
    const multiplier =
      kind === 'PROMOTION'
        ? (r.promotion_multiplier ?? 0)
        : kind === 'FIRST_DEPOSIT'
          ? firstDepositMultiplier
          : kind === 'TOURNAMENT'
            ? (r.tournament_turnover ?? 0)
            : 0;
    // A grant keeps its own meter (only what its rounds counted, by game type); a cash bonus counts valid bets since.
    const required = r.grant_id !== null ? (r.grant_required ?? 0) : r.amount_minor * multiplier;
    const done = r.grant_id !== null ? Math.min(required, r.grant_done ?? 0) : Math.min(required, r.valid_since);
    const title =
      kind === 'PROMOTION' && r.promotion_title
        ? r.promotion_title
        : kind === 'MISSION' && r.mission_title
          ? r.mission_title
          : BONUS_TITLES[text][kind === 'PROMOTION' ? 'OTHER' : kind];
    return {
      id: r.grant_id !== null && r.grant_status === 'QUEUED' ? `grant-${r.grant_id}` : String(r.entry_id),
      kind,
      promotionId: kind === 'PROMOTION' ? r.promotion_id : null,
      title,
      category: kind === 'PROMOTION' ? (r.promotion_category ?? kind) : kind,
      amountMinor: r.amount_minor,
      paidAt: r.created_at,
      turnoverRequiredMinor: required,
      turnoverDoneMinor: done,
      completed: done >= required,
      grant:
        r.grant_id !== null && r.grant_status !== null
          ? {
              id: r.grant_id,
              status: r.grant_status,
              expiresAt: r.grant_expires_at,
              maxStakeMinor: r.grant_max_stake,
              endedMinor: r.grant_ended_minor,
              endedAt: r.grant_ended_at,
            }
          : null,
    };
  });
}
