/**
 * The operator's side of the pools (dev-routes.ts, and the seed of the demo brand's pools): a pool
 * opened with its seed paid in from the house, its rules changed, and the brand's switches.
 *
 * Opening a pool posts an entry between two brand accounts (house → pool) outside any wallet lock:
 * no player's balance is read or written, and the entry's key ("jackpot-seed:<pool>:0") posts it
 * once however often it is asked.
 */
import { postingStatements, brandAccount, move } from '../ledger/journal';
import { loadWalletSettings } from '../ledger/settings';
import { dropPoint, secureRandom, MAX_CONTRIBUTION_BP, type PoolGames, type PoolRow, type Trigger } from './pools';
import { poolAccount } from './stake';

export interface PoolRules {
  code: string;
  names: Record<string, string>;
  games: PoolGames;
  seedMinor: number;
  contributionBp: number;
  trigger: Trigger;
  mustDropMinor: number | null;
  ceilingMinor: number | null;
  oddsStakeMinor: number | null;
}

/** Why a pool's rules cannot stand (the table's CHECKs, said before the database says them), or null. */
export function rulesProblem(rules: PoolRules): string | null {
  if (!/^[A-Z0-9-]{1,32}$/.test(rules.code)) return 'code: 1 to 32 capital letters, digits or dashes';
  if (!Object.values(rules.names).some((name) => name.trim())) return 'names: at least one name';
  if (!rules.games.types.length && !rules.games.vendors.length && !rules.games.games.length) return 'games: at least one type, vendor or game';
  if (rules.seedMinor <= 0) return 'seed: must be above zero';
  if (rules.contributionBp < 1 || rules.contributionBp > MAX_CONTRIBUTION_BP) return 'contributionPercent: between 0.01 and 10';
  if (rules.trigger === 'MUST_DROP' && !(rules.mustDropMinor !== null && rules.mustDropMinor > rules.seedMinor + 1))
    return 'mustDropBy: must be above the seed';
  if (rules.trigger === 'RANDOM' && !(rules.oddsStakeMinor !== null && rules.oddsStakeMinor > 0)) return 'oddsStake: required for a random pool';
  if (rules.trigger === 'RANDOM' && rules.ceilingMinor !== null && rules.ceilingMinor <= rules.seedMinor) return 'ceiling: must be above the seed';
  return null;
}

/**
 * Opens a pool, or changes an open one's rules (its amount stays; a must-drop pool draws its drop
 * point again within the new range, so "must drop by" always holds). Returns the pool's id.
 */
export async function savePool(db: D1Database, merchant: string, rules: PoolRules, now: number): Promise<number> {
  const drop = rules.trigger === 'MUST_DROP' && rules.mustDropMinor !== null ? dropPoint(rules.seedMinor, rules.mustDropMinor, secureRandom()) : null;
  const row = await db
    .prepare(
      `INSERT INTO jackpot_pools (merchant_code, code, names, games, seed_minor, contribution_bp, trigger, must_drop_minor, drop_minor,
         ceiling_minor, odds_stake_minor, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
       ON CONFLICT (merchant_code, code) DO UPDATE SET names = excluded.names, games = excluded.games, seed_minor = excluded.seed_minor,
         contribution_bp = excluded.contribution_bp, trigger = excluded.trigger, must_drop_minor = excluded.must_drop_minor,
         drop_minor = excluded.drop_minor, ceiling_minor = excluded.ceiling_minor, odds_stake_minor = excluded.odds_stake_minor,
         state = CASE WHEN state = 'CLOSED' THEN 'OPEN' ELSE state END
       RETURNING id`,
    )
    .bind(
      merchant,
      rules.code,
      JSON.stringify(rules.names),
      JSON.stringify(rules.games),
      rules.seedMinor,
      rules.contributionBp,
      rules.trigger,
      rules.mustDropMinor,
      drop,
      rules.ceilingMinor,
      rules.oddsStakeMinor,
      now,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('jackpots: the pool was not saved');
  // A pool being paid (HIT) keeps its state: the payment seeds it.
  await fundPool(db, merchant, row.id, now);
  return row.id;
}

/**
 * The seed of the pool's current cycle, once (key "jackpot-seed:<pool>:<cycle>"): a new pool's
 * first, or a reopened one's (a closing moves the cycle on); the seeds after a win come with the win
 * (ledger/jackpot-commands.ts).
 */
async function fundPool(db: D1Database, merchant: string, poolId: number, now: number): Promise<void> {
  const pool = await db
    .prepare('SELECT id, code, seed_minor, cycle FROM jackpot_pools WHERE id = ?1')
    .bind(poolId)
    .first<Pick<PoolRow, 'id' | 'code' | 'seed_minor' | 'cycle'>>();
  if (!pool) return;
  const key = `jackpot-seed:${pool.id}:${pool.cycle}`;
  const posted = await db.prepare('SELECT 1 FROM journal_entries WHERE merchant_code = ?1 AND entry_key = ?2').bind(merchant, key).first();
  if (posted) return;
  const { currency } = await loadWalletSettings(db, merchant);
  try {
    await db.batch(
      postingStatements(
        { db, merchant, currency, now },
        { kind: 'JACKPOT_SEED', key, reference: `jackpot:${pool.code}`, lines: move(brandAccount('HOUSE'), poolAccount(pool.code), pool.seed_minor) },
      ),
    );
  } catch (error) {
    // Two openings at once: the other posted it (the key is unique per brand).
    if (!/UNIQUE constraint failed: journal_entries/.test(String(error))) throw error;
  }
}

/** The brand's switches: pools played for, and whether the spec's decorative counter may stand in without them. */
export async function setBrandJackpots(db: D1Database, merchant: string, switches: { pools?: boolean; decorative?: boolean }): Promise<boolean> {
  const result = await db
    .prepare('UPDATE brands SET jackpot_pools = COALESCE(?2, jackpot_pools), decorative_jackpot = COALESCE(?3, decorative_jackpot) WHERE merchant_code = ?1')
    .bind(merchant, switches.pools === undefined ? null : Number(switches.pools), switches.decorative === undefined ? null : Number(switches.decorative))
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/**
 * Closes an open pool: it leaves the lists and takes no more shares, and what it holds goes back to
 * the house (key "jackpot-close:<pool>:<cycle>"); its cycle moves on, so reopening it (PUT) seeds it
 * afresh. A pool being paid (HIT) is refused: the operator closes it between rounds.
 */
export async function closePool(db: D1Database, merchant: string, code: string, now: number): Promise<'closed' | 'not_found' | 'paying'> {
  const pool = await db
    .prepare(
      `SELECT p.id, p.code, p.state, p.cycle, COALESCE(a.balance_minor, 0) AS amount_minor FROM jackpot_pools p
         LEFT JOIN ledger_accounts a ON a.merchant_code = p.merchant_code AND a.owner_id = 0 AND a.kind = 'JACKPOT' AND a.vendor_code = p.code
        WHERE p.merchant_code = ?1 AND p.code = ?2`,
    )
    .bind(merchant, code)
    .first<Pick<PoolRow, 'id' | 'code' | 'state' | 'cycle'> & { amount_minor: number }>();
  if (!pool) return 'not_found';
  if (pool.state === 'CLOSED') return 'closed';
  if (pool.state === 'HIT') return 'paying';
  const { currency } = await loadWalletSettings(db, merchant);
  await db.batch([
    db.prepare("UPDATE jackpot_pools SET state = 'CLOSED', cycle = cycle + 1 WHERE id = ?1 AND state = 'OPEN' AND cycle = ?2").bind(pool.id, pool.cycle),
    ...(pool.amount_minor > 0
      ? postingStatements(
          { db, merchant, currency, now },
          {
            kind: 'JACKPOT_SEED',
            key: `jackpot-close:${pool.id}:${pool.cycle}`,
            reference: `jackpot:${pool.code}`,
            lines: move(poolAccount(pool.code), brandAccount('HOUSE'), pool.amount_minor),
          },
        )
      : []),
  ]);
  return 'closed';
}
