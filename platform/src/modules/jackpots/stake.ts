/**
 * What a stake does to the brand's jackpot pools, inside the player's wallet lock and in the stake's
 * own batch (ledger/bet-commands.ts; docs/decisions/064-jackpot-pools.md):
 * - each pool that covers the game takes its share, as lines of the stake's BET entry (the house
 *   gets the rest), so the pool grows in the very batch that takes the stake;
 * - a pool the round may win is claimed by one conditional UPDATE in the same batch (OPEN → HIT):
 *   D1 runs a batch as one transaction, so of any number of wallets staking at once exactly one
 *   claims a cycle; the claimant's wallet pays it right after (ledger/jackpot-commands.ts);
 * - the pools' amounts are announced to the public streams at most every ANNOUNCE_EVERY_MS.
 */
import { contribution, covers, poolGames, randomHit, type PoolWithAmount } from './pools';

/** The pools a brand plays for now (its switch on, none closed), with their amounts: read beside the stake's other reads. */
export { shownPools as livePools } from './amounts';

/** The brand's public streams hear of a pool's growth at most this often (its win at once). */
export const ANNOUNCE_EVERY_MS = 3000;

/** The account a pool's money sits in: the brand's, kind JACKPOT, named by the pool's code. */
export const poolAccount = (code: string) => ({ owner: 0, kind: 'JACKPOT' as const, vendor: code });

export interface StakeJackpots {
  /** What each covering pool takes of the stake (only shares of at least a minor unit). */
  shares: { pool: PoolWithAmount; amountMinor: number }[];
  /** The claims, in order, for the caller's batch: a claim that changed a row won its pool's cycle. */
  claims: { poolId: number; statement: D1PreparedStatement }[];
  /** Marks the pools announced when the last announcement is old enough; null when nothing grew. */
  announce: D1PreparedStatement | null;
}

export interface StakeOfRound {
  merchant: string;
  accountId: number;
  roundId: string;
  stakeMinor: number;
  game: { gameId: number | null; vendorCode: string; gameType: string };
  /** The game server's draw for the round, uniform in [0, 1): decides random pools. */
  jackpotDraw?: number;
}

export function stakeJackpots(db: D1Database, pools: readonly PoolWithAmount[], c: StakeOfRound, now: number): StakeJackpots {
  const covering = pools.filter((pool) => covers(poolGames(pool.games), c.game));
  const shares = covering.map((pool) => ({ pool, amountMinor: contribution(pool, c.stakeMinor) })).filter((share) => share.amountMinor > 0);
  const claims = covering
    .filter((pool) => pool.state === 'OPEN')
    .filter((pool) => pool.trigger === 'MUST_DROP' || randomHit(pool, c.jackpotDraw ?? -1, c.stakeMinor))
    .map((pool) => ({ poolId: pool.id, statement: claimStatement(db, pool, c, now) }));
  const announce = shares.length
    ? db
        .prepare('UPDATE jackpot_pools SET announced_at = ?2 WHERE id IN (SELECT value FROM json_each(?1)) AND announced_at <= ?3')
        .bind(JSON.stringify(shares.map((share) => share.pool.id)), now, now - ANNOUNCE_EVERY_MS)
    : null;
  return { shares, claims, announce };
}

/**
 * The claim of a pool's cycle by this round: only while it is OPEN, and for a must-drop pool only
 * once its amount (after this stake's share, earlier in the batch) has reached the drop point. The
 * amount claimed is the pool's balance at that moment, this round's share included.
 */
function claimStatement(db: D1Database, pool: PoolWithAmount, c: StakeOfRound, now: number): D1PreparedStatement {
  const balance = `(SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = 0 AND kind = 'JACKPOT' AND vendor_code = ?2)`;
  const reached = pool.trigger === 'MUST_DROP' ? `AND ${balance} >= drop_minor` : '';
  return db
    .prepare(
      `UPDATE jackpot_pools SET state = 'HIT', hit_round = ?4, hit_account = ?5, hit_amount_minor = ${balance}, hit_at = ?6, announced_at = ?6
        WHERE id = ?3 AND merchant_code = ?1 AND state = 'OPEN' AND ${balance} > 0 ${reached}`,
    )
    .bind(c.merchant, pool.code, pool.id, c.roundId, c.accountId, now);
}
