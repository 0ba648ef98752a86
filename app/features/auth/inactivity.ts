/**
 * The inactivity logout's clock (docs/decisions/058), kept
 * apart from the component so it reads and tests alone. The brand's minutes are the platform's own
 * idle timeout (`Brand.inactivityMinutes`): the portal ends the session when the platform would, and
 * says so, instead of leaving a page that fails at the next click. Moments are epoch milliseconds.
 */

/** How long before the logout the member is warned and may stay (WCAG 2.2.1 asks for at least 20 s). */
export const WARN_BEFORE_MS = 60_000;

export type IdleState = { kind: 'active' } | { kind: 'warned'; logoutAt: number } | { kind: 'over' };

/** Where a member stands after `lastActivity` (the latest of every tab's) with the brand's minutes. */
export function idleState(lastActivity: number, minutes: number, now: number): IdleState {
  const logoutAt = lastActivity + Math.max(1, minutes) * 60_000;
  if (now >= logoutAt) return { kind: 'over' };
  if (now >= logoutAt - WARN_BEFORE_MS) return { kind: 'warned', logoutAt };
  return { kind: 'active' };
}

/** Whole seconds left before `logoutAt`, for the warning's countdown (never below 0). */
export function secondsLeft(logoutAt: number, now: number): number {
  return Math.max(0, Math.ceil((logoutAt - now) / 1000));
}

/** The latest activity of this tab and of what another tab wrote (a missing or garbled entry counts for nothing). */
export function latestActivity(own: number, stored: string | null): number {
  const other = Number(stored);
  return Number.isFinite(other) && other > own ? other : own;
}

/** The minutes a login form says the member was idle for (`?idle=30`), or null for anything else. */
export function idleMinutesOf(search: URLSearchParams): number | null {
  const text = search.get('idle') ?? '';
  if (!/^[0-9]{1,4}$/.test(text)) return null;
  const idle = Number(text);
  return idle > 0 && idle <= 1440 ? idle : null;
}
