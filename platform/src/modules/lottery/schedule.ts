/**
 * The draw schedule of a lottery game: pure numero arithmetic (no clock, no database).
 *
 * A game draws every `periodSeconds` (a divisor of a day of at least 30 s: 45, 60, 180, 300... or
 * 86,400 for a daily game), on the UTC clock: period k runs from k·P to (k+1)·P and is drawn at its end.
 * Betting on a period closes `lockSeconds` before its draw; from then on the open numero is the
 * next period's. A period's numero names its opening: the UTC date and its 1-based position in
 * that day, `YYYYMMDD-NNNN` (`20261123-0415` is the 415th period of 23 November 2026; a daily
 * game's numeros all end in `-0001`).
 */

const DAY_MS = 86_400_000;

export interface Schedule {
  /** Length of one period in seconds; divides 86,400. */
  periodSeconds: number;
  /** Betting closes this many seconds before the draw. */
  lockSeconds: number;
}

export interface Period {
  numero: string;
  /** When betting opened (the previous draw), epoch ms. */
  openAt: number;
  /** When betting closes, epoch ms. */
  closeAt: number;
  /** The draw: results are published at this instant, epoch ms. */
  drawAt: number;
}

/** Periods by vendor, by the game's position among its vendor's games (game code suffix). */
const PERIODS_BY_VENDOR: Readonly<Record<string, readonly number[]>> = {
  TCG: [60, 180, 300, 600],
  TCG_SEA: [180, 300],
  GPL: [300],
  // The first two VN games draw once a day, like the state lotteries they stand for.
  TCG_LOTTO_VN: [86_400, 86_400, 60, 180, 300],
  TCG_ELOTTO: [60, 180],
};
const DEFAULT_PERIOD = 300;

export const validPeriod = (seconds: number): boolean => Number.isInteger(seconds) && seconds >= 30 && 86_400 % seconds === 0;

/** How long before the draw betting closes: 5 s for one-minute games, 10 s up to an hour, 15 minutes for daily ones. */
export function defaultLock(periodSeconds: number): number {
  if (periodSeconds <= 60) return 5;
  if (periodSeconds < 86_400) return 10;
  return 900;
}

/** A period the game's (English) name states: "VN Lotto 1min" draws every minute, "VN Lotto 45s" every 45 seconds. */
export function periodInName(name: string): number | null {
  const minutes = /(\d{1,3})\s*min\b/i.exec(name);
  const seconds = /(\d{1,3})\s*s\b/i.exec(name);
  const period = minutes ? Number(minutes[1]) * 60 : seconds ? Number(seconds[1]) : null;
  return period !== null && validPeriod(period) ? period : null;
}

/**
 * The default schedule of a catalogue game: the period its name states, else its vendor's list
 * cycled by the number at the end of its code.
 */
export function defaultSchedule(vendor: string, gameCode: string, name = ''): Schedule {
  const named = periodInName(name);
  if (named !== null) return { periodSeconds: named, lockSeconds: defaultLock(named) };
  const list = PERIODS_BY_VENDOR[vendor];
  const position = Number(/(\d+)$/.exec(gameCode)?.[1] ?? '1');
  const periodSeconds = list && list.length > 0 ? (list[(Math.max(1, position) - 1) % list.length] ?? DEFAULT_PERIOD) : DEFAULT_PERIOD;
  return { periodSeconds, lockSeconds: defaultLock(periodSeconds) };
}

function dateLabel(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The period with index k (k·P since the epoch). */
export function periodOf(schedule: Schedule, k: number): Period {
  const p = schedule.periodSeconds * 1000;
  const openAt = k * p;
  const dayStart = Math.floor(openAt / DAY_MS) * DAY_MS;
  const position = Math.floor((openAt - dayStart) / p) + 1;
  const drawAt = openAt + p;
  return { numero: `${dateLabel(openAt)}-${String(position).padStart(4, '0')}`, openAt, closeAt: drawAt - schedule.lockSeconds * 1000, drawAt };
}

/** The index of the period a numero names, or null when it is not one of this schedule's numeros. */
export function periodIndex(schedule: Schedule, numero: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero);
  if (!match) return null;
  const [, y, m, d, n] = match;
  const dayStart = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (dateLabel(dayStart) !== `${y}${m}${d}`) return null;
  const position = Number(n);
  const perDay = 86_400 / schedule.periodSeconds;
  if (position < 1 || position > perDay) return null;
  return dayStart / (schedule.periodSeconds * 1000) + position - 1;
}

/** The period whose draw is the next one after `now` (betting may already be closed on it). */
export function runningIndex(schedule: Schedule, now: number): number {
  return Math.floor(now / (schedule.periodSeconds * 1000));
}

/** The period bets go to at `now`: the running one, or the next once the running one has closed. */
export function openIndex(schedule: Schedule, now: number): number {
  const k = runningIndex(schedule, now);
  return now < periodOf(schedule, k).closeAt ? k : k + 1;
}

export function openPeriod(schedule: Schedule, now: number): Period {
  return periodOf(schedule, openIndex(schedule, now));
}

/** The last `count` drawn periods at `now`, newest first. */
export function drawnPeriods(schedule: Schedule, now: number, count: number): Period[] {
  const last = runningIndex(schedule, now) - 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => periodOf(schedule, last - i));
}

/** The state of a period at `now`. */
export function periodState(period: Period, now: number): 'OPEN' | 'CLOSED' | 'DRAWN' {
  if (now >= period.drawAt) return 'DRAWN';
  return now >= period.closeAt ? 'CLOSED' : 'OPEN';
}
