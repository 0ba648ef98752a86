/**
 * The reality check's and the session-limit warning's clock (docs/decisions/039), kept apart from
 * the component that shows them so it reads and tests alone. Every moment is epoch milliseconds.
 */

/** What `/resources/play-session` answers: this login session, or null (no session, or no tools on the platform). */
export interface PlaySessionAnswer {
  session: PlaySessionNow | null;
  /** The server's clock when it answered, to read the session's moments on the browser's clock. */
  serverNow: number;
}

export interface PlaySessionNow {
  /** When the member logged in. */
  startedAt: number;
  /** When the session time limit ends the session; null: no limit. */
  endsAt: number | null;
  /** `endsAt` written in the brand's zone and the page's language (as the page writes times elsewhere). */
  endsAtText: string | null;
  /** Minutes between reality checks; null: the brand offers none. */
  realityCheckMinutes: number | null;
  /** Stakes since the login (minor units). */
  stakes: number;
  /** Payouts minus stakes since the login (minor units; negative: a loss). */
  net: number;
  rounds: number;
}

/**
 * The session's moments on the browser's clock: a phone whose clock is off by minutes would warn
 * and check at the wrong times if it compared the server's moments with its own `Date.now()`.
 * (The answer's own travel time, well under a second, is left in.)
 */
export function onBrowserClock(session: PlaySessionNow, serverNow: number, browserNow: number): PlaySessionNow {
  const shift = browserNow - serverNow;
  return { ...session, startedAt: session.startedAt + shift, endsAt: session.endsAt === null ? null : session.endsAt + shift };
}

/** How long before the session's end the member is warned. */
export const WARNING_BEFORE_END_MS = 5 * 60_000;

const MINUTE_MS = 60_000;

/**
 * When the next reality check is due: on the session's rhythm (every interval since the login),
 * strictly after now, and never sooner than a whole interval after the member last answered one
 * ("continue playing" starts another interval).
 */
export function nextRealityCheck(startedAt: number, minutes: number, now: number, lastAnswered: number | null = null): number {
  const interval = Math.max(1, Math.floor(minutes)) * MINUTE_MS;
  const onRhythm = startedAt + (Math.floor(Math.max(0, now - startedAt) / interval) + 1) * interval;
  return lastAnswered === null ? onRhythm : Math.max(onRhythm, lastAnswered + interval);
}

/** Whole minutes played since the login. */
export function minutesPlayed(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / MINUTE_MS));
}

/** The session's two moments, when it has an end: the warning (five minutes before, or now if later) and the end itself. */
export function sessionEndMoments(endsAt: number | null, now: number): { warnAt: number; endAt: number } | null {
  if (endsAt === null) return null;
  return { warnAt: Math.max(now, endsAt - WARNING_BEFORE_END_MS), endAt: endsAt };
}

/**
 * Whether two readings of a session's end are the same end: on the browser's clock each reading
 * shifts it by that answer's travel time (milliseconds), while a changed limit moves it by whole
 * minutes. Without this, every navigation in the last five minutes warned again.
 */
export function sameEnd(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(a - b) < 30_000;
}

/** A timer's delay: setTimeout holds at most about 24.8 days, and a moment past is now. */
export function delayUntil(at: number, now: number): number {
  return Math.min(2_147_483_647, Math.max(0, at - now));
}

/** How long the session has lasted, as a clock reads it: h:mm:ss (0:07:05; 12:00:00 after half a day). */
export function elapsedClock(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The same span as an ISO 8601 duration, for a `<time datetime>` (PT1H7M5S). */
export function elapsedDuration(startedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return `PT${Math.floor(seconds / 3600)}H${Math.floor(seconds / 60) % 60}M${seconds % 60}S`;
}
