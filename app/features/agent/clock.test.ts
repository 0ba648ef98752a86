import { describe, expect, it } from 'vitest';
import { clockText, gmtOffset } from './clock';

describe('the agent centre clock', () => {
  const at = Date.UTC(2026, 6, 1, 3, 4, 5); // 2026-07-01 03:04:05 UTC
  it('shows the zone’s GMT offset, across daylight saving', () => {
    expect(gmtOffset('Asia/Seoul', at)).toBe('GMT+09:00');
    expect(gmtOffset('UTC', at)).toBe('GMT+00:00');
    expect(gmtOffset('Asia/Kolkata', at)).toBe('GMT+05:30');
    expect(gmtOffset('America/New_York', at)).toBe('GMT-04:00');
    expect(gmtOffset('America/New_York', Date.UTC(2026, 0, 15))).toBe('GMT-05:00');
  });
  it('shows the date and time in the zone with seconds', () => {
    expect(clockText('Asia/Seoul', at)).toBe('2026-07-01 12:04:05');
    expect(clockText('America/New_York', at)).toBe('2026-06-30 23:04:05');
    expect(clockText('UTC', at + 1000)).toBe('2026-07-01 03:04:06');
  });
});
