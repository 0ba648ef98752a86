/**
 * A jackpot pool's rules, pure (docs/decisions/064-jackpot-pools.md): which games feed it, what a
 * stake gives it, where a must-drop pool drops and whether a random pool is hit. The wallet's stake
 * (stake.ts) and the pages' answers (routes.ts) both read these, so a rule is written once.
 */
import { minorToAmount } from '../../http/params';

export type Trigger = 'MUST_DROP' | 'RANDOM';

/** What a pool covers: any game of these types, of these vendors, or with these ids. */
export interface PoolGames {
  types: string[];
  vendors: string[];
  games: number[];
}

export interface PoolRow {
  id: number;
  merchant_code: string;
  code: string;
  names: string;
  games: string;
  seed_minor: number;
  contribution_bp: number;
  trigger: Trigger;
  must_drop_minor: number | null;
  drop_minor: number | null;
  ceiling_minor: number | null;
  odds_stake_minor: number | null;
  state: 'OPEN' | 'HIT' | 'CLOSED';
  cycle: number;
  hit_round: string | null;
  hit_account: number | null;
  hit_amount_minor: number | null;
  hit_at: number | null;
  announced_at: number;
  created_at: number;
}

/** A pool with its amount now (its ledger account's balance). */
export type PoolWithAmount = PoolRow & { amount_minor: number };

/** The most a pool takes of a stake: 10% (1,000 hundredths of a percent), as the table's CHECK says. */
export const MAX_CONTRIBUTION_BP = 1000;

/** A pool's games as stored; a malformed value covers nothing. */
export function poolGames(raw: string): PoolGames {
  try {
    const value = JSON.parse(raw) as Partial<PoolGames>;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
    const ids = Array.isArray(value.games) ? value.games.filter((x): x is number => Number.isSafeInteger(x)) : [];
    return { types: strings(value.types), vendors: strings(value.vendors), games: ids };
  } catch {
    return { types: [], vendors: [], games: [] };
  }
}

/** Whether a game feeds a pool: its type, its vendor or its id is listed. */
export function covers(games: PoolGames, game: { gameId: number | null; vendorCode: string; gameType: string }): boolean {
  return games.types.includes(game.gameType) || games.vendors.includes(game.vendorCode) || (game.gameId !== null && games.games.includes(game.gameId));
}

/**
 * What one stake gives a pool: its share, rounded down to a minor unit (a stake too small for a
 * whole unit gives nothing), and for a random pool with a ceiling never past the ceiling.
 */
export function contribution(pool: Pick<PoolWithAmount, 'contribution_bp' | 'trigger' | 'ceiling_minor' | 'amount_minor'>, stakeMinor: number): number {
  const share = Math.floor((stakeMinor * pool.contribution_bp) / 10_000);
  if (pool.trigger === 'RANDOM' && pool.ceiling_minor !== null) return Math.max(0, Math.min(share, pool.ceiling_minor - pool.amount_minor));
  return share;
}

/** A must-drop pool's secret drop point for a new cycle: uniform in (seed, mustDrop], from a uniform `random` in [0, 1). */
export function dropPoint(seedMinor: number, mustDropMinor: number, random: number): number {
  const span = mustDropMinor - seedMinor;
  return seedMinor + 1 + Math.min(span - 1, Math.floor(random * span));
}

/** A uniform number in [0, 1) from the platform's cryptographic source. */
export function secureRandom(): number {
  const [word] = crypto.getRandomValues(new Uint32Array(1));
  return (word ?? 0) / 2 ** 32;
}

/**
 * Whether a random pool is hit by a round: the game server's draw for the round (uniform in [0, 1))
 * mixed with the pool's id so that two pools are drawn apart, under the chance stake / odds.
 */
export function randomHit(pool: Pick<PoolRow, 'id' | 'odds_stake_minor'>, draw: number, stakeMinor: number): boolean {
  if (!pool.odds_stake_minor || !(draw >= 0 && draw < 1)) return false;
  return poolDraw(draw, pool.id) < Math.min(1, stakeMinor / pool.odds_stake_minor);
}

/** The round's draw for one pool: the draw's bits mixed with the pool's id (a 32-bit finaliser), uniform again. */
export function poolDraw(draw: number, poolId: number): number {
  let h = (Math.floor(draw * 2 ** 32) ^ Math.imul(poolId, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** A pool's name in a text language, else the brand's default language's, else English, else its code. */
export function poolName(pool: Pick<PoolRow, 'names' | 'code'>, language: string, defaultLanguage: string): string {
  let names: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(pool.names);
    if (parsed && typeof parsed === 'object') names = parsed as Record<string, unknown>;
  } catch {
    // A malformed value names nothing: the code stands in.
  }
  for (const key of [language, defaultLanguage, 'en'].map((l) => l.toLowerCase())) {
    const name = names[key];
    if (typeof name === 'string' && name.trim()) return name;
  }
  return pool.code;
}

/** A pool's rules as the protocol answers them, in wire amounts (the pages' and the operator's lists alike). */
export function rulesView(pool: Pick<PoolRow, 'seed_minor' | 'contribution_bp' | 'trigger' | 'must_drop_minor' | 'ceiling_minor' | 'odds_stake_minor'>) {
  const amount = (minor: number | null) => (minor === null ? null : minorToAmount(minor));
  return {
    seed: minorToAmount(pool.seed_minor),
    contributionPercent: pool.contribution_bp / 100,
    trigger: pool.trigger,
    mustDropBy: amount(pool.must_drop_minor),
    ceiling: amount(pool.ceiling_minor),
    oddsStake: amount(pool.odds_stake_minor),
  };
}
