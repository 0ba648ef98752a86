import { describe, expect, it } from 'vitest';
import {
  checkLimit,
  DEFAULT_COOLING_OFF_MS,
  excludedAt,
  exclusionEnd,
  limitAt,
  periodWindow,
  requestExclusion,
  requestLimit,
  type LimitState,
  monthsBefore,
  promptsDue,
  type PromptFacts,
  yearBefore,
} from './rules';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);

describe('the period a limit counts over (the brand’s calendar)', () => {
  // 00:30 on Wednesday 25 November in Seoul, still Tuesday the 24th in UTC.
  const instant = at('2026-11-24T15:30:00Z');

  it('is the brand’s day, its week from Monday and its calendar month', () => {
    expect(periodWindow('DAY', instant, 'Asia/Seoul')).toEqual({ start: at('2026-11-24T15:00:00Z'), end: at('2026-11-25T15:00:00Z') });
    expect(periodWindow('DAY', instant, 'UTC')).toEqual({ start: at('2026-11-24T00:00:00Z'), end: at('2026-11-25T00:00:00Z') });
    expect(periodWindow('WEEK', instant, 'Asia/Seoul')).toEqual({ start: at('2026-11-22T15:00:00Z'), end: at('2026-11-29T15:00:00Z') });
    expect(periodWindow('MONTH', instant, 'Asia/Seoul')).toEqual({ start: at('2026-10-31T15:00:00Z'), end: at('2026-11-30T15:00:00Z') });
  });

  it('keeps whole days across a daylight-saving change', () => {
    // London moves to summer time on 29 March 2026: that day has 23 hours, March ends at 23:00 UTC.
    const change = periodWindow('DAY', at('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(change).toEqual({ start: at('2026-03-29T00:00:00Z'), end: at('2026-03-29T23:00:00Z') });
    expect(periodWindow('MONTH', at('2026-03-15T12:00:00Z'), 'Europe/London')).toEqual({ start: at('2026-03-01T00:00:00Z'), end: at('2026-03-31T23:00:00Z') });
  });

  it('starts the next period at the instant the last one ends', () => {
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
      const window = periodWindow(period, instant, 'Asia/Bangkok');
      expect(periodWindow(period, window.end, 'Asia/Bangkok').start).toBe(window.end);
      expect(periodWindow(period, window.end - 1, 'Asia/Bangkok')).toEqual(window);
    }
  });
});

describe('changing a limit: lower at once, higher after the cooling-off', () => {
  const now = at('2026-11-24T12:00:00Z');
  const none: LimitState = { amountMinor: null, pending: null };

  it('applies a first or a lower limit at once', () => {
    const first = requestLimit(none, 100_00, now);
    expect(first).toEqual({ state: { amountMinor: 100_00, pending: null }, outcome: 'APPLIED', effectiveAt: now });
    expect(requestLimit(first.state, 50_00, now).state).toEqual({ amountMinor: 50_00, pending: null });
  });

  it('keeps a higher or removed limit waiting 24 hours, then applies it', () => {
    const raised = requestLimit({ amountMinor: 50_00, pending: null }, 80_00, now);
    expect(raised.outcome).toBe('PENDING');
    expect(raised.effectiveAt).toBe(now + DEFAULT_COOLING_OFF_MS);
    expect(limitAt(raised.state, now + DAY - 1).amountMinor).toBe(50_00);
    expect(limitAt(raised.state, now + DAY)).toEqual({ amountMinor: 80_00, pending: null });
    const removed = requestLimit({ amountMinor: 50_00, pending: null }, null, now, 48 * HOUR);
    expect(removed).toMatchObject({ outcome: 'PENDING', effectiveAt: now + 48 * HOUR, state: { amountMinor: 50_00, pending: { amountMinor: null } } });
  });

  it('cancels a waiting raise when the player lowers or keeps the limit, and replaces it when asked again', () => {
    const raised = requestLimit({ amountMinor: 50_00, pending: null }, 80_00, now).state;
    expect(requestLimit(raised, 40_00, now + HOUR).state).toEqual({ amountMinor: 40_00, pending: null });
    expect(requestLimit(raised, 50_00, now + HOUR)).toEqual({ state: { amountMinor: 50_00, pending: null }, outcome: 'APPLIED', effectiveAt: now + HOUR });
    const again = requestLimit(raised, 90_00, now + HOUR);
    expect(again.state.pending).toEqual({ amountMinor: 90_00, effectiveAt: now + HOUR + DAY });
    expect(requestLimit({ amountMinor: 50_00, pending: null }, 50_00, now).outcome).toBe('UNCHANGED');
  });

  it('takes only a positive whole number of minor units', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => requestLimit(none, bad, now)).toThrow(RangeError);
  });
});

describe('a movement against a limit', () => {
  const window = { start: 0, end: at('2026-11-25T00:00:00Z') };

  it('passes exactly up to the limit, and says what is left and when the period resets', () => {
    expect(checkLimit(100_00, 60_00, 40_00, window)).toEqual({ ok: true });
    expect(checkLimit(100_00, 60_00, 40_01, window)).toEqual({ ok: false, remainingMinor: 40_00, resetsAt: window.end });
    expect(checkLimit(null, 1e12, 1e12, window)).toEqual({ ok: true });
    // A limit lowered below what the period already used leaves nothing, never a negative.
    expect(checkLimit(50_00, 60_00, 1, window)).toEqual({ ok: false, remainingMinor: 0, resetsAt: window.end });
  });
});

describe('time-outs and self-exclusion', () => {
  it('end after their length; months and years by the calendar', () => {
    const start = at('2026-08-31T10:00:00Z');
    expect(exclusionEnd('24H', start, 'UTC')).toBe(start + DAY);
    expect(exclusionEnd('6W', start, 'UTC')).toBe(start + 42 * DAY);
    expect(exclusionEnd('6M', start, 'UTC')).toBe(at('2027-02-28T10:00:00Z'));
    expect(exclusionEnd('1Y', at('2028-02-29T08:00:00Z'), 'UTC')).toBe(at('2029-02-28T08:00:00Z'));
    expect(exclusionEnd('5Y', start, 'UTC')).toBe(at('2031-08-31T10:00:00Z'));
    expect(exclusionEnd('PERMANENT', start, 'UTC')).toBeNull();
    // On the brand's calendar: 31 March 08:00 in Seoul (23:00 UTC the day before) + 6 months is 30 September 08:00 there.
    expect(exclusionEnd('6M', at('2026-03-30T23:00:00Z'), 'Asia/Seoul')).toBe(at('2026-09-29T23:00:00Z'));
  });

  it('can be lengthened, never shortened, and a self-exclusion never becomes a time-out', () => {
    const now = at('2026-11-24T12:00:00Z');
    const week = requestExclusion(null, '7D', now, 'UTC');
    expect(week).toEqual({ kind: 'TIMEOUT', endsAt: now + 7 * DAY });
    expect(requestExclusion(week, '24H', now + HOUR, 'UTC')).toEqual(week);
    expect(requestExclusion(week, '30D', now + HOUR, 'UTC')).toEqual({ kind: 'TIMEOUT', endsAt: now + HOUR + 30 * DAY });
    const excluded = requestExclusion(week, '6M', now, 'UTC');
    expect(excluded.kind).toBe('SELF_EXCLUSION');
    expect(requestExclusion(excluded, '6W', now, 'UTC')).toEqual(excluded);
    expect(requestExclusion(excluded, 'PERMANENT', now, 'UTC')).toEqual({ kind: 'SELF_EXCLUSION', endsAt: null });
    expect(requestExclusion({ kind: 'SELF_EXCLUSION', endsAt: null }, '5Y', now, 'UTC').endsAt).toBeNull();
  });

  it('a closure is for good and stays a closure whatever is asked after it', () => {
    const now = at('2026-11-24T12:00:00Z');
    const closed = requestExclusion(requestExclusion(null, '6M', now, 'UTC'), 'CLOSED', now, 'UTC');
    expect(closed).toEqual({ kind: 'CLOSURE', endsAt: null });
    expect(requestExclusion(closed, '24H', now + HOUR, 'UTC')).toEqual(closed);
    expect(requestExclusion(closed, 'PERMANENT', now + HOUR, 'UTC')).toEqual(closed);
  });

  it('is in force until its end, and an ended one is replaced by the next', () => {
    const now = at('2026-11-24T12:00:00Z');
    const day = requestExclusion(null, '24H', now, 'UTC');
    expect(excludedAt(day, now + DAY - 1)).toBe(true);
    expect(excludedAt(day, now + DAY)).toBe(false);
    expect(excludedAt(null, now)).toBe(false);
    expect(requestExclusion(day, '24H', now + 2 * DAY, 'UTC')).toEqual({ kind: 'TIMEOUT', endsAt: now + 3 * DAY });
  });
});

describe('yearBefore', () => {
  it('is the same instant twelve months earlier', () => {
    expect(yearBefore(Date.UTC(2026, 10, 29, 15, 30))).toBe(Date.UTC(2025, 10, 29, 15, 30));
    expect(yearBefore(Date.UTC(2028, 1, 29, 12))).toBe(Date.UTC(2027, 2, 1, 12));
  });
});

describe('the safer-gambling prompts', () => {
  const now = Date.UTC(2026, 10, 29, 12);
  const fresh: PromptFacts = { now, openedAt: now - DAY, answered: {}, staked: false, deposited: false, hasDepositLimit: false, offersDepositLimit: true };

  it('asks a new member for the notice and a deposit limit, not yet for a review', () => {
    expect(promptsDue(fresh)).toEqual(['NOTICE', 'DEPOSIT_LIMIT']);
  });

  it('keeps each answer: the notice once seen, the deposit limit once skipped or set, or once money moved', () => {
    expect(promptsDue({ ...fresh, answered: { NOTICE: now - HOUR } })).toEqual(['DEPOSIT_LIMIT']);
    expect(promptsDue({ ...fresh, answered: { DEPOSIT_LIMIT: now - HOUR } })).toEqual(['NOTICE']);
    expect(promptsDue({ ...fresh, hasDepositLimit: true })).toEqual(['NOTICE']);
    expect(promptsDue({ ...fresh, staked: true, deposited: true })).toEqual([]);
    expect(promptsDue({ ...fresh, offersDepositLimit: false })).toEqual(['NOTICE']);
  });

  it('asks for a review six months after the account opened, then six months after each review', () => {
    const old = { ...fresh, staked: true, deposited: true };
    expect(promptsDue({ ...old, openedAt: monthsBefore(now, 6) + 1 })).toEqual([]);
    expect(promptsDue({ ...old, openedAt: monthsBefore(now, 6) })).toEqual(['LIMIT_REVIEW']);
    expect(promptsDue({ ...old, openedAt: now - 400 * DAY, answered: { LIMIT_REVIEW: now - 30 * DAY } })).toEqual([]);
    expect(promptsDue({ ...old, openedAt: now - 400 * DAY, answered: { LIMIT_REVIEW: monthsBefore(now, 7) } })).toEqual(['LIMIT_REVIEW']);
  });
});
