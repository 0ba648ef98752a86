import { describe, expect, it } from 'vitest';
import { idleMinutesOf, idleState, latestActivity, secondsLeft, WARN_BEFORE_MS } from './inactivity';

describe('the inactivity logout', () => {
  const last = Date.UTC(2026, 10, 29, 10, 0, 0);
  const thirty = 30 * 60_000;

  it('is quiet until a minute before the brand’s minutes, warns then, and is over at them', () => {
    expect(idleState(last, 30, last)).toEqual({ kind: 'active' });
    expect(idleState(last, 30, last + thirty - WARN_BEFORE_MS - 1)).toEqual({ kind: 'active' });
    expect(idleState(last, 30, last + thirty - WARN_BEFORE_MS)).toEqual({ kind: 'warned', logoutAt: last + thirty });
    expect(idleState(last, 30, last + thirty - 1)).toEqual({ kind: 'warned', logoutAt: last + thirty });
    expect(idleState(last, 30, last + thirty)).toEqual({ kind: 'over' });
  });

  it('treats anything under a minute as one minute', () => {
    expect(idleState(last, 0, last + 59_000)).toEqual({ kind: 'warned', logoutAt: last + 60_000 });
  });

  it('counts the seconds left down to zero', () => {
    expect(secondsLeft(last + 60_000, last)).toBe(60);
    expect(secondsLeft(last + 60_000, last + 59_001)).toBe(1);
    expect(secondsLeft(last + 60_000, last + 61_000)).toBe(0);
  });

  it('takes another tab’s later activity, and ignores a garbled one', () => {
    expect(latestActivity(last, String(last + 5_000))).toBe(last + 5_000);
    expect(latestActivity(last, String(last - 5_000))).toBe(last);
    expect(latestActivity(last, null)).toBe(last);
    expect(latestActivity(last, 'soon')).toBe(last);
  });
});

describe('the login form after an inactivity logout', () => {
  it('reads whole minutes up to a day, and nothing else', () => {
    expect(idleMinutesOf(new URLSearchParams('idle=30'))).toBe(30);
    for (const value of ['', '0', '-5', '2.5', 'ten', '1441', '1e3']) expect(idleMinutesOf(new URLSearchParams({ idle: value })), value).toBeNull();
    expect(idleMinutesOf(new URLSearchParams())).toBeNull();
  });
});
