import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useShell, type ShellData } from '#app/kernel/use-shell';

/**
 * What the live stream last said (docs/decisions/040-live-updates.md), for the few components that
 * show live state. Each value remembers the shell data it arrived over: it stands until the shell
 * itself reloads (a form post, a revalidation), whose own reading is as fresh. Server rendering
 * and the first render read the shell alone (the store starts empty), so no page depends on it.
 */
export interface Badge {
  section: string;
  count: number;
}

interface Over<T> {
  value: T;
  over: ShellData | undefined;
}

interface LiveState {
  /** The balance the header shows (Balance.total), in minor units. */
  balance: Over<number> | null;
  /** The bonus wallet beside it (Balance.bonus and the active bonus's meter, docs/decisions/067). */
  bonus: Over<LiveBonus> | null;
  badges: Over<readonly Badge[]> | null;
  /** How many BADGES events came (something counted in the badges changed: a message, an offer…). */
  badgeChanges: number;
  /** How many BALANCE events came (a movement was committed: a round, a deposit, a settlement…). */
  balanceChanges: number;
  /** The jackpot pools' amounts (minor units) by code, from the brand's public stream (docs/decisions/064). */
  jackpots: ReadonlyMap<string, number>;
  /** Tournament runs' boards by code, from the brand's public stream (docs/decisions/066). */
  boards: ReadonlyMap<string, LiveBoard>;
  /** The member's standings by run code, from their stream (with the balance after a round that scored). */
  standings: ReadonlyMap<string, LiveStanding>;
}

/** The bonus wallet as the member's stream tells it: its balance and the active bonus's meter (null: none). */
export interface LiveBonus {
  amount: number;
  active: { id: string; turnoverRequired: number; turnoverDone: number; turnoverLeft: number } | null;
}

/** A run's board as the public stream tells it. */
export interface LiveBoard {
  code: string;
  state: string;
  entrants: number;
  top: readonly { rank: number; name?: string | null; score: number }[];
}

/** The member's standing in a run as their stream tells it. */
export interface LiveStanding {
  code: string;
  state: string;
  score: number;
  position?: number | null;
  entrants: number;
}

const EMPTY: LiveState = {
  balance: null,
  bonus: null,
  badges: null,
  badgeChanges: 0,
  balanceChanges: 0,
  jackpots: new Map(),
  boards: new Map(),
  standings: new Map(),
};
let state: LiveState = EMPTY;
const listeners = new Set<() => void>();

export const liveStore = {
  get: (): LiveState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An event's figures, over the shell data current when it arrived. */
  apply(
    event: {
      kind?: string;
      balance?: { total: number; bonus?: number; activeBonus?: LiveBonus['active'] } | null;
      badges?: readonly Badge[] | null;
      tournaments?: readonly LiveStanding[] | null;
    },
    over: ShellData | undefined,
  ): void {
    const next = { ...state };
    if (event.tournaments?.length) {
      const standings = new Map(state.standings);
      for (const standing of event.tournaments) standings.set(standing.code, standing);
      next.standings = standings;
    }
    if (event.balance) next.balance = { value: event.balance.total, over };
    // A balance read that carries the bonus wallet (the stream's; the header's refresh reads the total alone).
    if (event.balance && event.balance.bonus !== undefined)
      next.bonus = { value: { amount: event.balance.bonus, active: event.balance.activeBonus ?? null }, over };
    if (event.badges) next.badges = { value: event.badges, over };
    if (event.kind === 'BADGES') next.badgeChanges += 1;
    if (event.kind === 'BALANCE') next.balanceChanges += 1;
    if (
      next.balance === state.balance &&
      next.bonus === state.bonus &&
      next.badges === state.badges &&
      next.badgeChanges === state.badgeChanges &&
      next.balanceChanges === state.balanceChanges &&
      next.standings === state.standings
    )
      return;
    state = next;
    for (const listener of listeners) listener();
  },
  /** The pools' amounts a JACKPOTS event carries (public: kept when the member logs out). */
  applyJackpots(pools: readonly { code: string; amount: number }[]): void {
    const jackpots = new Map(state.jackpots);
    for (const pool of pools) jackpots.set(pool.code, pool.amount);
    state = { ...state, jackpots };
    for (const listener of listeners) listener();
  },
  /** A run's board a LEADERBOARD event carries (public: kept when the member logs out). */
  applyBoard(board: LiveBoard): void {
    state = { ...state, boards: new Map(state.boards).set(board.code, board) };
    for (const listener of listeners) listener();
  },
  /** Forgets the member's figures (the member logged out); the public ones stay. */
  clear(): void {
    if (
      state.balance === null &&
      state.bonus === null &&
      state.badges === null &&
      state.badgeChanges === 0 &&
      state.balanceChanges === 0 &&
      state.standings.size === 0
    )
      return;
    state = { ...EMPTY, jackpots: state.jackpots, boards: state.boards };
    for (const listener of listeners) listener();
  },
};

/**
 * One part of the live state: a component re-renders when that part changes, not at every event
 * (the jackpot amounts move every few seconds on every page).
 */
function useLive<T>(pick: (state: LiveState) => T): T {
  return useSyncExternalStore(
    liveStore.subscribe,
    () => pick(state),
    () => pick(EMPTY),
  );
}

/** The header balance: the live one when it arrived over the current shell, else the shell's (or `fallback`). */
export function useLiveBalance(fallback: number | null): number | null {
  const shell = useShell();
  const live = useLive((s) => s.balance);
  return live && live.over === shell ? live.value : fallback;
}

/**
 * The bonus wallet: the live one when it arrived over the current shell, else `fallback` (the page's
 * own reading). The bonus details' meter and the frame's bar move with each round.
 */
export function useLiveBonus(fallback: LiveBonus | null): LiveBonus | null {
  const shell = useShell();
  const live = useLive((s) => s.bonus);
  return live && live.over === shell ? live.value : fallback;
}

/** The member centre's red badges: the live ones when they arrived over the current shell, else the shell's. */
export function useMemberBadges(): readonly Badge[] | null {
  const shell = useShell();
  const live = useLive((s) => s.badges);
  return live && live.over === shell ? live.value : (shell?.shell?.memberBadges ?? null);
}

/**
 * For a page that lists what the badges count (the inbox, the contract pages): its loaders run
 * again when something counted there changes (a BADGES event), so a new message or a contract offer
 * appears without a reload.
 */
export function useReloadOnBadgeChange(): void {
  useReloadOn(useLive((s) => s.badgeChanges));
}

/**
 * For a page that lists the member's movements or bets (the betting and account records): its
 * loaders run again after a movement is committed (a round in another tab, a slip settled at its
 * draw, a deposit paid), once for a burst (a round is two movements).
 */
export function useReloadOnBalanceChange(): void {
  useReloadOn(useLive((s) => s.balanceChanges));
}

/** How many committed movements the live stream has reported on this page (a round, a deposit…): a figure that follows the ledger reads again when it changes. */
export function useBalanceChanges(): number {
  return useLive((s) => s.balanceChanges);
}

/** A burst of events within this long reloads once, after the last. */
const RELOAD_SETTLE_MS = 800;

function useReloadOn(changes: number): void {
  const seen = useRef(changes);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (changes === seen.current) return;
    seen.current = changes;
    const timer = setTimeout(revalidate, RELOAD_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [changes, revalidate]);
}

/**
 * A jackpot pool's amount: the live one once the brand's stream has told one, else what the page
 * was rendered with. Public, so never tied to the shell it arrived over: an amount only moves on.
 */
export function useJackpotAmount(code: string, rendered: number): number {
  return useLive((s) => s.jackpots.get(code)) ?? rendered;
}

/** A tournament run's board: the live one once the brand's stream told one, else what the page was rendered with (null). */
export function useLiveBoard(code: string): LiveBoard | null {
  return useLive((s) => s.boards.get(code)) ?? null;
}

/** The member's standing in a run as their stream last told it (after a round of theirs scored), or null. */
export function useLiveStanding(code: string): LiveStanding | null {
  return useLive((s) => s.standings.get(code)) ?? null;
}
