/**
 * The demo brand's jackpot pools (docs/decisions/064-jackpot-pools.md), opened by the platform's
 * seed with their seeds paid in from the house (poolSeedSql); a pool that exists keeps its rules,
 * its amount and its secret drop point across starts.
 */
import type { PoolRules } from '#platform/src/modules/jackpots/operator';
import { DEMO_MERCHANT } from './brand';
import { sqlLiteral } from './sql';

export const SEEDED_POOLS: Readonly<Record<string, readonly PoolRules[]>> = {
  [DEMO_MERCHANT]: [
    {
      code: 'MEGA',
      names: { en: 'Mega Jackpot', ko: '메가 잭팟', zh: '超级大奖', vi: 'Jackpot Siêu Lớn', th: 'เมกะแจ็กพอต' },
      games: { types: ['RNG'], vendors: [], games: [] },
      seedMinor: 2_500_000,
      contributionBp: 100,
      trigger: 'MUST_DROP',
      mustDropMinor: 5_000_000,
      ceilingMinor: null,
      oddsStakeMinor: null,
    },
    {
      code: 'MINI',
      names: { en: 'Mini Jackpot', ko: '미니 잭팟', zh: '迷你大奖', vi: 'Jackpot Mini', th: 'มินิแจ็กพอต' },
      games: { types: ['RNG', 'FISH', 'MINI', 'BINGO', 'PVP'], vendors: [], games: [] },
      seedMinor: 50_000,
      contributionBp: 50,
      trigger: 'RANDOM',
      mustDropMinor: null,
      ceilingMinor: 500_000,
      oddsStakeMinor: 20_000_000,
    },
  ],
};

/**
 * The statements that open a brand's pools, safe to run on every start: a pool that exists keeps its
 * rules, its amount and its drop point; its first seed (house → pool, key "jackpot-seed:<pool>:0")
 * is posted once, its lines and balances only with the entry that is new. A must-drop pool's drop
 * point is drawn by the database (random()), so no source file holds it.
 */
export function poolSeedSql(merchant: string, pools: readonly PoolRules[]): string[] {
  const m = sqlLiteral(merchant);
  const currency = `COALESCE((SELECT currency FROM brand_wallet_settings WHERE merchant_code = ${m}), 'USD')`;
  return pools.flatMap((pool) => {
    const code = sqlLiteral(pool.code);
    const key = `(SELECT 'jackpot-seed:' || id || ':0' FROM jackpot_pools WHERE merchant_code = ${m} AND code = ${code})`;
    const drop =
      pool.trigger === 'MUST_DROP' && pool.mustDropMinor !== null ? `${pool.seedMinor + 1} + abs(random()) % ${pool.mustDropMinor - pool.seedMinor}` : 'NULL';
    // The house's account and the pool's, under a table alias or none.
    const accounts = (a = '') => `${a}owner_id = 0 AND ((${a}kind = 'JACKPOT' AND ${a}vendor_code = ${code}) OR (${a}kind = 'HOUSE' AND ${a}vendor_code = ''))`;
    const amount = (kind: string) => `CASE ${kind} WHEN 'JACKPOT' THEN ${pool.seedMinor} ELSE ${-pool.seedMinor} END`;
    return [
      `INSERT INTO jackpot_pools (merchant_code, code, names, games, seed_minor, contribution_bp, trigger, must_drop_minor, drop_minor, ceiling_minor, odds_stake_minor, created_at)
       VALUES (${m}, ${code}, ${sqlLiteral(JSON.stringify(pool.names))}, ${sqlLiteral(JSON.stringify(pool.games))}, ${pool.seedMinor}, ${pool.contributionBp},
         ${sqlLiteral(pool.trigger)}, ${pool.mustDropMinor ?? 'NULL'}, ${drop}, ${pool.ceilingMinor ?? 'NULL'}, ${pool.oddsStakeMinor ?? 'NULL'}, 0)
       ON CONFLICT (merchant_code, code) DO NOTHING;`,
      `INSERT OR IGNORE INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
       VALUES (${m}, 0, 'HOUSE', '', ${currency}, 0), (${m}, 0, 'JACKPOT', ${code}, ${currency}, 0);`,
      `INSERT OR IGNORE INTO journal_entries (merchant_code, kind, reference, entry_key, created_at) VALUES (${m}, 'JACKPOT_SEED', ${sqlLiteral(`jackpot:${pool.code}`)}, ${key}, 0);`,
      `UPDATE ledger_accounts SET balance_minor = balance_minor + ${amount('kind')}
        WHERE merchant_code = ${m} AND ${accounts()}
          AND NOT EXISTS (SELECT 1 FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE e.merchant_code = ${m} AND e.entry_key = ${key});`,
      `INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at)
       SELECT e.id, a.id, 0, ${m}, 'JACKPOT_SEED', ${amount('a.kind')}, a.balance_minor, 0
         FROM journal_entries e, ledger_accounts a
        WHERE e.merchant_code = ${m} AND e.entry_key = ${key} AND a.merchant_code = ${m} AND ${accounts('a.')}
          AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = e.id);`,
    ];
  });
}
