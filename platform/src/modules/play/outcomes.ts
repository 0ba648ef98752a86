/**
 * The stand-in game server's outcomes: pure, synchronous and deterministic.
 *
 * Every round draws its numbers from one seeded stream. For a real or trial round the stream's seed
 * is HMAC-SHA256(platform secret, round id) (`roundRng`), so a round's result is fixed the moment its
 * id exists, nobody without the secret can predict it, and replaying the round (a retried form post,
 * a crash between bet and settle) computes the same result again. Bulk writers (the agent centre's
 * seed of many bets) pass `bulkRng(seed)` instead: the same engines over a cheap numeric seed.
 *
 * Return to player (RTP) per game type, exact in the tables below and checked empirically by
 * outcomes.test.ts:
 *
 * | game type | play | RTP |
 * | --- | --- | --- |
 * | RNG (slots) | multiplier table | 96% |
 * | FISH | multiplier table | 95% |
 * | PVP | multiplier table | 95% |
 * | BINGO | multiplier table | 94% |
 * | MINI | multiplier table | 97% |
 * | MINI crash vendors (SPX, CRM) | crash point, cash-out target | 97% for every target |
 * | LIVE | baccarat, 8 decks | Banker 98.94%, Player 98.76%, Tie 85.64% (8:1) |
 * | SPORTS, ESPORTS, COCKFIGHT | fixture odds = 0.95 / true probability | 95% (a little less: odds round down) |
 */
import CryptoJS from 'crypto-js';
import type { TextLanguage } from '../../http/language';

/** A stream of uniform numbers in [0, 1). */
export type Rng = () => number;

/** sfc32: a small, fast, well-distributed 32-bit generator. */
function sfc32(a: number, b: number, c: number, d: number): Rng {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

function warmed(rng: Rng): Rng {
  for (let i = 0; i < 12; i++) rng();
  return rng;
}

/** The stream of one round: HMAC-SHA256(secret, roundId) seeds it. */
export function roundRng(secret: string, roundId: string): Rng {
  const words = CryptoJS.HmacSHA256(roundId, secret).words;
  return warmed(sfc32(words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0));
}

/** A stream from a plain number, for bulk seeds (no HMAC: fast; not for real rounds). */
export function bulkRng(seed: number): Rng {
  return warmed(sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0));
}

// ---- slots-like play ------------------------------------------------------------------------

export type SpinKind = 'RNG' | 'FISH' | 'PVP' | 'BINGO' | 'MINI';

/** Multipliers (in hundredths) with their probabilities; what is left is a miss. */
type Table = readonly (readonly [multiplier100: number, probability: number])[];

/** The shape every table shares: its RTP is exactly 0.96. Other types scale the win chances. */
const BASE_TABLE: Table = [
  [50, 0.15],
  [100, 0.125],
  [200, 0.08],
  [500, 0.03],
  [1000, 0.015],
  [2500, 0.004],
  [10000, 0.001],
  [50000, 0.0002],
];
const BASE_RTP = 0.96;

export const SPIN_RTP: Readonly<Record<SpinKind, number>> = { RNG: 0.96, FISH: 0.95, PVP: 0.95, BINGO: 0.94, MINI: 0.97 };

const TABLES: Readonly<Record<SpinKind, Table>> = Object.fromEntries(
  (Object.keys(SPIN_RTP) as SpinKind[]).map((kind) => [kind, BASE_TABLE.map(([m, p]) => [m, (p * SPIN_RTP[kind]) / BASE_RTP] as const)]),
) as unknown as Record<SpinKind, Table>;

/** The table a game type's reels play: its own, or the slots' (the lottery and anything else, as bulkRound does). */
export function spinKindOf(gameType: string): SpinKind {
  return (['RNG', 'FISH', 'PVP', 'BINGO', 'MINI'] as const).find((k) => k === gameType) ?? 'RNG';
}

/** A type's table: each tier's multiplier (in hundredths) and probability, tier i showing SYMBOLS[i] three times. */
export function spinTable(kind: SpinKind): Table {
  return TABLES[kind];
}

/** The exact RTP of a table (multipliers × probabilities). */
export function tableRtp(kind: SpinKind): number {
  return TABLES[kind].reduce((sum, [m, p]) => sum + (m / 100) * p, 0);
}

export const SYMBOLS = ['cherry', 'lemon', 'bell', 'clover', 'star', 'seven', 'diamond', 'crown'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

export interface SpinResult {
  kind: 'SPIN';
  /** The win multiplier in hundredths (0: a miss). */
  multiplier100: number;
  payoutMinor: number;
  /** Three reels; a win shows three of the tier's symbol. */
  reels: [SymbolName, SymbolName, SymbolName];
}

export function spin(kind: SpinKind, stakeMinor: number, rng: Rng): SpinResult {
  const table = TABLES[kind];
  const u = rng();
  let cumulative = 0;
  let tier = -1;
  for (let i = 0; i < table.length; i++) {
    cumulative += (table[i] as readonly [number, number])[1];
    if (u < cumulative) {
      tier = i;
      break;
    }
  }
  const multiplier100 = tier < 0 ? 0 : (table[tier] as readonly [number, number])[0];
  let reels: [SymbolName, SymbolName, SymbolName];
  if (tier >= 0) {
    const symbol = SYMBOLS[tier] as SymbolName;
    reels = [symbol, symbol, symbol];
  } else {
    // A miss never shows three alike.
    const a = SYMBOLS[Math.floor(rng() * SYMBOLS.length)] as SymbolName;
    const b = SYMBOLS[Math.floor(rng() * SYMBOLS.length)] as SymbolName;
    let c = SYMBOLS[Math.floor(rng() * SYMBOLS.length)] as SymbolName;
    if (a === b && b === c) c = SYMBOLS[(SYMBOLS.indexOf(c) + 1) % SYMBOLS.length] as SymbolName;
    reels = [a, b, c];
  }
  return { kind: 'SPIN', multiplier100, payoutMinor: Math.floor((stakeMinor * multiplier100) / 100), reels };
}

// ---- crash ----------------------------------------------------------------------------------

export const CRASH_RTP = 0.97;
/** Cash-out targets offered on the page, in hundredths. */
export const CRASH_TARGETS = [120, 150, 200, 300, 500, 1000] as const;

export interface CrashResult {
  kind: 'CRASH';
  /** Where the multiplier stopped, in hundredths (at least 100). */
  crash100: number;
  target100: number;
  payoutMinor: number;
}

/** P(crash ≥ m) = 0.97 / m for every m ≥ 1, so every target returns 97%. */
export function crash(stakeMinor: number, target100: number, rng: Rng): CrashResult {
  const point = CRASH_RTP / (1 - rng());
  const crash100 = Math.max(100, Math.floor(point * 100 + 1e-9));
  const won = crash100 >= target100;
  return { kind: 'CRASH', crash100, target100, payoutMinor: won ? Math.floor((stakeMinor * target100) / 100) : 0 };
}

// ---- baccarat -------------------------------------------------------------------------------

export type BaccaratBet = 'PLAYER' | 'BANKER' | 'TIE';
export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';
/** A card: rank 1 (ace) .. 13 (king). */
export type Card = number;

export const BACCARAT_RTP: Readonly<Record<BaccaratBet, number>> = { BANKER: 0.9894, PLAYER: 0.9876, TIE: 0.8564 };
/**
 * How often each hand wins a coup from a full 8-deck shoe (the known exact figures, rounded to six
 * places; outcomes.test.ts deals a million coups against them). With the payouts below they give
 * BACCARAT_RTP: Banker 0.458597 × 1.95 + 0.095156 = 0.9894.
 */
export const BACCARAT_CHANCES: Readonly<Record<BaccaratWinner, number>> = { BANKER: 0.458597, PLAYER: 0.446247, TIE: 0.095156 };
const DECKS = 8;

export interface BaccaratHands {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

export interface BaccaratResult extends BaccaratHands {
  kind: 'BACCARAT';
  bet: BaccaratBet;
  payoutMinor: number;
  /** Turnover: a push (a Player or Banker bet on a tie) is not a valid bet. */
  validMinor: number;
}

export const cardValue = (card: Card): number => (card >= 10 ? 0 : card);
export const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

/** Whether the banker draws a third card, given its total and the player's third card (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/** Plays out a coup from cards in dealing order (player, banker, player, banker, then thirds). */
export function dealBaccarat(next: () => Card): BaccaratHands {
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (handTotal(player) <= 5) {
      playerThird = next();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratWinner = playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Draws without replacement from a full 8-deck shoe. */
function shoe(rng: Rng): () => Card {
  const counts = new Array<number>(14).fill(DECKS * 4);
  counts[0] = 0;
  let left = 52 * DECKS;
  return () => {
    let pick = Math.floor(rng() * left);
    for (let rank = 1; rank <= 13; rank++) {
      const n = counts[rank] as number;
      if (pick < n) {
        counts[rank] = n - 1;
        left--;
        return rank;
      }
      pick -= n;
    }
    throw new Error('empty shoe');
  };
}

export function baccaratPayout(bet: BaccaratBet, winner: BaccaratWinner, stakeMinor: number): { payoutMinor: number; validMinor: number } {
  if (winner === 'TIE') {
    if (bet === 'TIE') return { payoutMinor: stakeMinor * 9, validMinor: stakeMinor };
    return { payoutMinor: stakeMinor, validMinor: 0 };
  }
  if (bet !== winner) return { payoutMinor: 0, validMinor: stakeMinor };
  if (bet === 'PLAYER') return { payoutMinor: stakeMinor * 2, validMinor: stakeMinor };
  return { payoutMinor: stakeMinor + Math.floor((stakeMinor * 95) / 100), validMinor: stakeMinor };
}

export function baccarat(bet: BaccaratBet, stakeMinor: number, rng: Rng): BaccaratResult {
  const hands = dealBaccarat(shoe(rng));
  return { kind: 'BACCARAT', bet, ...hands, ...baccaratPayout(bet, hands.winner, stakeMinor) };
}

// ---- fixtures (sports, esports, cockfight) --------------------------------------------------

export type FixtureKind = 'SPORTS' | 'ESPORTS' | 'COCKFIGHT';
export type Selection = 'HOME' | 'DRAW' | 'AWAY';
export const FIXTURE_RTP = 0.95;

/** A new fixture kicks off every 5 minutes per vendor; it ends after its type's duration. */
export const FIXTURE_INTERVAL_MS = 5 * 60_000;
export const FIXTURE_DURATION_MS: Readonly<Record<FixtureKind, number>> = { SPORTS: 10 * 60_000, ESPORTS: 8 * 60_000, COCKFIGHT: 3 * 60_000 };

/** A side's name in every text language (Vietnamese keeps the clubs' Latin names, as its sports pages do). */
export type TeamName = Readonly<Record<TextLanguage, string>>;

const team = (en: string, ko: string, zh: string, vi: string, th: string): TeamName => ({ en, ko, zh, vi, th });

export const TEAMS: Readonly<Record<FixtureKind, readonly TeamName[]>> = {
  SPORTS: [
    team('Seoul Falcons', '서울 팰컨스', '首尔猎鹰', 'Seoul Falcons', 'โซล ฟัลคอนส์'),
    team('Busan Mariners', '부산 마리너스', '釜山水手', 'Busan Mariners', 'ปูซาน มารีเนอร์ส'),
    team('Incheon Waves', '인천 웨이브스', '仁川浪潮', 'Incheon Waves', 'อินชอน เวฟส์'),
    team('Daegu Lions', '대구 라이온스', '大邱雄狮', 'Daegu Lions', 'แทกู ไลออนส์'),
    team('Gwangju Tigers', '광주 타이거즈', '光州猛虎', 'Gwangju Tigers', 'กวางจู ไทเกอร์ส'),
    team('Ulsan Whales', '울산 웨일스', '蔚山巨鲸', 'Ulsan Whales', 'อุลซาน เวลส์'),
    team('Suwon Stars', '수원 스타즈', '水原之星', 'Suwon Stars', 'ซูวอน สตาร์ส'),
    team('Jeju Winds', '제주 윈즈', '济州疾风', 'Jeju Winds', 'เชจู วินด์ส'),
  ],
  ESPORTS: [
    team('Nova Five', '노바 파이브', 'Nova Five', 'Nova Five', 'Nova Five'),
    team('Pixel Kings', '픽셀 킹스', 'Pixel Kings', 'Pixel Kings', 'Pixel Kings'),
    team('Zero Latency', '제로 레이턴시', 'Zero Latency', 'Zero Latency', 'Zero Latency'),
    team('Crimson Byte', '크림슨 바이트', 'Crimson Byte', 'Crimson Byte', 'Crimson Byte'),
    team('Frost Raid', '프로스트 레이드', 'Frost Raid', 'Frost Raid', 'Frost Raid'),
    team('Iron Wolves', '아이언 울브스', 'Iron Wolves', 'Iron Wolves', 'Iron Wolves'),
  ],
  // The sabong sides: Meron and Wala are what the pit calls them in every market.
  COCKFIGHT: [team('Meron', '메론', 'Meron（红方）', 'Meron', 'Meron'), team('Wala', '왈라', 'Wala（蓝方）', 'Wala', 'Wala')],
};

export interface Fixture {
  id: string;
  vendor: string;
  kind: FixtureKind;
  index: number;
  kickoffAt: number;
  endsAt: number;
  home: TeamName;
  away: TeamName;
  /** True probabilities (sum 1); DRAW is 0 where a draw is impossible (esports). */
  probabilities: Readonly<Record<Selection, number>>;
  /** Decimal odds in hundredths (0: not offered). */
  odds100: Readonly<Record<Selection, number>>;
}

/** FNV-1a: a public, cheap hash for what everyone may know in advance (teams, odds). */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The vendor's fixture number `index` (kick-off at index × 5 minutes): public and deterministic. */
export function fixtureAt(kind: FixtureKind, vendor: string, index: number): Fixture {
  const id = `${vendor}.${index}`;
  const rng = bulkRng(fnv(`${kind}:${id}`));
  const teams = TEAMS[kind];
  let home: TeamName;
  let away: TeamName;
  if (kind === 'COCKFIGHT') {
    home = teams[0] as TeamName;
    away = teams[1] as TeamName;
  } else {
    const h = Math.floor(rng() * teams.length);
    const a = (h + 1 + Math.floor(rng() * (teams.length - 1))) % teams.length;
    home = teams[h] as TeamName;
    away = teams[a] as TeamName;
  }
  const draw = kind === 'SPORTS' ? 0.26 : kind === 'COCKFIGHT' ? 0.04 : 0;
  const strength = 0.25 + rng() * 0.5;
  const probabilities = { HOME: (1 - draw) * strength, DRAW: draw, AWAY: (1 - draw) * (1 - strength) };
  const odds = (p: number) => (p > 0 ? Math.max(101, Math.floor((FIXTURE_RTP / p) * 100)) : 0);
  const kickoffAt = index * FIXTURE_INTERVAL_MS;
  return {
    id,
    vendor,
    kind,
    index,
    kickoffAt,
    endsAt: kickoffAt + FIXTURE_DURATION_MS[kind],
    home,
    away,
    probabilities,
    odds100: { HOME: odds(probabilities.HOME), DRAW: odds(probabilities.DRAW), AWAY: odds(probabilities.AWAY) },
  };
}

/** Parses a fixture id (`<vendor>.<index>`). */
export function parseFixtureId(id: string): { vendor: string; index: number } | null {
  const match = /^([A-Z0-9_]{2,20})\.(\d{1,9})$/.exec(id);
  return match ? { vendor: match[1] as string, index: Number(match[2]) } : null;
}

/** Fixtures still open to bets at `now` (kick-off in the future), soonest first. */
export function upcomingFixtures(kind: FixtureKind, vendor: string, now: number, count = 8): Fixture[] {
  const first = Math.floor(now / FIXTURE_INTERVAL_MS) + 1;
  return Array.from({ length: count }, (_, i) => fixtureAt(kind, vendor, first + i));
}

/** The result, drawn from the true probabilities by the secret stream of `fixture:<id>`. */
export function fixtureResult(fixture: Fixture, rng: Rng): Selection {
  const u = rng();
  if (u < fixture.probabilities.HOME) return 'HOME';
  if (u < fixture.probabilities.HOME + fixture.probabilities.DRAW) return 'DRAW';
  return 'AWAY';
}

export function fixturePayout(fixture: Fixture, selection: Selection, result: Selection, stakeMinor: number): number {
  return selection === result ? Math.floor((stakeMinor * fixture.odds100[selection]) / 100) : 0;
}

// ---- bulk -----------------------------------------------------------------------------------

export interface BulkRound {
  gameType: string;
  stakeMinor: number;
  payoutMinor: number;
  validMinor: number;
}

/**
 * One round of a game type from a bulk stream, for seeds that write many bets: the same engines
 * and returns as real rounds. `stakeMinor` must be positive.
 */
export function bulkRound(gameType: string, stakeMinor: number, rng: Rng): BulkRound {
  switch (gameType) {
    case 'LIVE': {
      const r = rng();
      const bet: BaccaratBet = r < 0.45 ? 'BANKER' : r < 0.9 ? 'PLAYER' : 'TIE';
      const result = baccarat(bet, stakeMinor, rng);
      return { gameType, stakeMinor, payoutMinor: result.payoutMinor, validMinor: result.validMinor };
    }
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT': {
      const fixture = fixtureAt(gameType, 'BULK', Math.floor(rng() * 1e6));
      const selections: Selection[] = fixture.odds100.DRAW > 0 ? ['HOME', 'DRAW', 'AWAY'] : ['HOME', 'AWAY'];
      const selection = selections[Math.floor(rng() * selections.length)] as Selection;
      const payoutMinor = fixturePayout(fixture, selection, fixtureResult(fixture, rng), stakeMinor);
      return { gameType, stakeMinor, payoutMinor, validMinor: stakeMinor };
    }
    case 'RNG':
    case 'FISH':
    case 'PVP':
    case 'BINGO':
    case 'MINI':
      return { gameType, stakeMinor, payoutMinor: spin(gameType, stakeMinor, rng).payoutMinor, validMinor: stakeMinor };
    default:
      // Lottery and anything else: the slots table.
      return { gameType, stakeMinor, payoutMinor: spin('RNG', stakeMinor, rng).payoutMinor, validMinor: stakeMinor };
  }
}
