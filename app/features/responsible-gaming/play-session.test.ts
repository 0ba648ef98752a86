import { describe, expect, it } from 'vitest';
import {
  delayUntil,
  elapsedClock,
  elapsedDuration,
  minutesPlayed,
  nextRealityCheck,
  sameEnd,
  sessionEndMoments,
  WARNING_BEFORE_END_MS,
  onBrowserClock,
} from './play-session';

const MIN = 60_000;
const start = 1_800_000_000_000;

describe('the reality check’s clock', () => {
  it('comes every interval since the login, strictly after now', () => {
    expect(nextRealityCheck(start, 30, start)).toBe(start + 30 * MIN);
    expect(nextRealityCheck(start, 30, start + 10 * MIN)).toBe(start + 30 * MIN);
    expect(nextRealityCheck(start, 30, start + 30 * MIN)).toBe(start + 60 * MIN);
    expect(nextRealityCheck(start, 30, start + 95 * MIN)).toBe(start + 120 * MIN);
  });

  it('never sooner than a whole interval after the member answered one', () => {
    // Answered late, five minutes before the next one on the rhythm: a whole interval after the answer instead.
    expect(nextRealityCheck(start, 30, start + 55 * MIN, start + 55 * MIN)).toBe(start + 85 * MIN);
    // Answered at once: the rhythm's next one.
    expect(nextRealityCheck(start, 30, start + 30 * MIN, start + 30 * MIN)).toBe(start + 60 * MIN);
  });

  it('counts whole minutes played, never below zero', () => {
    expect(minutesPlayed(start, start + 65_000)).toBe(1);
    expect(minutesPlayed(start, start - 5000)).toBe(0);
  });
});

describe('the session’s end', () => {
  it('warns five minutes before (at once when less is left) and ends at the limit', () => {
    expect(sessionEndMoments(null, start)).toBeNull();
    expect(sessionEndMoments(start + 60 * MIN, start)).toEqual({ warnAt: start + 60 * MIN - WARNING_BEFORE_END_MS, endAt: start + 60 * MIN });
    expect(sessionEndMoments(start + 2 * MIN, start)).toEqual({ warnAt: start, endAt: start + 2 * MIN });
  });

  it('keeps a timer’s delay within what setTimeout holds', () => {
    expect(delayUntil(start - 1, start)).toBe(0);
    expect(delayUntil(start + 90 * 24 * 60 * MIN, start)).toBe(2_147_483_647);
  });

  it('reads two readings of one end as the same end (travel time), a limit changed by a minute as another', () => {
    const end = start + 60 * MIN;
    expect(sameEnd(end, end + 412)).toBe(true);
    expect(sameEnd(end + 412, end)).toBe(true);
    expect(sameEnd(end, end - MIN)).toBe(false);
    expect(sameEnd(null, end)).toBe(false);
    expect(sameEnd(end, null)).toBe(false);
  });
});

describe('onBrowserClock', () => {
  it("moves the session's moments by the difference between the two clocks", () => {
    const session = { startedAt: 1_000_000, endsAt: 4_600_000, endsAtText: null, realityCheckMinutes: 60, stakes: 0, net: 0, rounds: 0 };
    // The phone is 3 minutes behind the server.
    expect(onBrowserClock(session, 2_000_000, 2_000_000 - 180_000)).toMatchObject({ startedAt: 820_000, endsAt: 4_420_000 });
    expect(onBrowserClock({ ...session, endsAt: null }, 2_000_000, 2_000_000).endsAt).toBeNull();
  });
});

describe('the session clock while playing', () => {
  const start = Date.UTC(2026, 10, 29, 9, 0, 0);
  it('reads as h:mm:ss from the login, never negative', () => {
    expect(elapsedClock(start, start)).toBe('0:00:00');
    expect(elapsedClock(start, start + 7 * 60_000 + 5_999)).toBe('0:07:05');
    expect(elapsedClock(start, start + 12 * 3_600_000)).toBe('12:00:00');
    expect(elapsedClock(start, start - 5_000)).toBe('0:00:00');
  });
  it('is an ISO 8601 duration for the time element', () => {
    expect(elapsedDuration(start, start + 3_600_000 + 7 * 60_000 + 5_000)).toBe('PT1H7M5S');
    expect(elapsedDuration(start, start)).toBe('PT0H0M0S');
  });
});
