/**
 * The three lottery pages (docs/spec-index.md#screens-and-routes): /lottery (the lottery of a prize mode, every vendor),
 * /vnLottery (the VN lotto: TCG_LOTTO_VN, e-lottery) and /seaLottery (the SEA lottery: TCG_SEA).
 * Pure: which menu a page asks for, which game it shows, and the countdown's arithmetic.
 */
import { lotteryPrizeMode, SEA_LOTTERY_VENDOR, VN_LOTTO_VENDOR, type NavigationCategory, type PrizeMode } from '#app/features/games/prize-mode';

export type LotteryFamily = 'lottery' | 'vn' | 'sea';

export interface FamilySpec {
  /** The page's path. */
  path: '/lottery' | '/vnLottery' | '/seaLottery';
  /** The page's title key (lottery namespace). */
  titleKey: string;
  /** The vendor whose games the page lists (null: every vendor of the prize mode). */
  vendor: string | null;
  /** The prize mode the page's vendor plays in (null: chosen by the query or the rule). */
  prizeMode: PrizeMode | null;
}

export const FAMILIES: Readonly<Record<LotteryFamily, FamilySpec>> = {
  lottery: { path: '/lottery', titleKey: 'lottery.titles.lottery', vendor: null, prizeMode: null },
  vn: { path: '/vnLottery', titleKey: 'lottery.titles.vn', vendor: VN_LOTTO_VENDOR, prizeMode: 'ELOTT' },
  sea: { path: '/seaLottery', titleKey: 'lottery.titles.sea', vendor: SEA_LOTTERY_VENDOR, prizeMode: 'SEA' },
};

/** The lottery page an address is (the route table mounts one module at the three paths; Remix matches them case-insensitively). */
export function familyAt(pathname: string): LotteryFamily | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const entry = Object.entries(FAMILIES).find(([, spec]) => spec.path.toLowerCase() === path);
  return entry ? (entry[0] as LotteryFamily) : null;
}

/** The prize modes /lottery offers, in the spec's order (docs/spec-index.md#states-and-transitions), each with its tab's words (lottery namespace). */
export const PRIZE_MODES: readonly { mode: PrizeMode; labelKey: string }[] = [
  { mode: 'LOTT', labelKey: 'lottery.prizeModes.LOTT' },
  { mode: 'ZY', labelKey: 'lottery.prizeModes.ZY' },
  { mode: 'ELOTT', labelKey: 'lottery.prizeModes.ELOTT' },
  { mode: 'SEA', labelKey: 'lottery.prizeModes.SEA' },
];

const isPrizeMode = (value: string | null): value is PrizeMode => PRIZE_MODES.some((entry) => entry.mode === value);

/**
 * The prize mode a page asks the menu for: the vendor family's own; on /lottery the `prizeMode`
 * of the address (the launch function and the page's prize-mode tabs put it there), else the rule over the navigation (ELOTT
 * when the e-lottery section holds a VN lotto or LOTT card, else LOTT: games/launch.ts).
 */
export function pagePrizeMode(family: LotteryFamily, asked: string | null, navigation: readonly NavigationCategory[] | null): PrizeMode {
  const own = FAMILIES[family].prizeMode;
  if (own) return own;
  const upper = asked?.toUpperCase() ?? null;
  return isPrizeMode(upper) ? upper : lotteryPrizeMode(navigation);
}

/** The games of the menu the page lists: its vendor's, or all. */
export function familyGames<G extends { vendor: string }>(family: LotteryFamily, games: readonly G[]): G[] {
  const vendor = FAMILIES[family].vendor;
  return vendor ? games.filter((g) => g.vendor === vendor) : [...games];
}

/** The game the page shows: the one the address names when the page lists it, else the first. */
export function selectedGame<G extends { gameCode: string }>(games: readonly G[], gameCode: string | null): G | null {
  return games.find((g) => g.gameCode === gameCode) ?? games[0] ?? null;
}

/** Whole seconds from the platform's clock to an instant (never negative). */
export function secondsUntil(serverTime: number, instant: number): number {
  return Math.max(0, Math.ceil((instant - serverTime) / 1000));
}

/** A countdown as the page shows it: mm:ss, or h:mm:ss from an hour on. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The ISO 8601 duration of a countdown (the <time> element's datetime). */
export const isoDuration = (seconds: number): string => `PT${Math.max(0, Math.floor(seconds))}S`;
