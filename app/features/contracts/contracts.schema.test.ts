import { describe, expect, it } from 'vitest';
import { offerSchema, percentToBasisPoints, tierEndTime } from './contracts.schema';

describe('percentToBasisPoints', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect(percentToBasisPoints('1.5')).toBe(150);
    expect(percentToBasisPoints('0.05')).toBe(5);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('.5')).toBe(50);
  });

  it('reads the locale’s decimal mark and refuses anything else', () => {
    expect(percentToBasisPoints('1,5', 'vi')).toBe(150);
    expect(percentToBasisPoints('1,5')).toBeNull();
    for (const text of ['1.234', '1000', '-1', 'abc', '', '1 5', '1.5.0']) expect(percentToBasisPoints(text), text).toBeNull();
  });
});

describe('a tier’s end (the future date presets)', () => {
  // 2026-11-24 15:30 UTC: 2026-11-25 00:30 in Seoul, still the 24th in UTC.
  const now = Date.UTC(2026, 10, 24, 15, 30);

  it('ends after the last day of the preset, counted from today in the brand’s zone', () => {
    expect(tierEndTime('', 'Asia/Seoul', now)).toBeNull();
    // Seoul's today is the 25th: seven days are the 25th to 1 December, ending at 2 December 00:00 KST.
    expect(tierEndTime('next7', 'Asia/Seoul', now)).toBe(Date.UTC(2026, 11, 1, 15, 0));
    expect(tierEndTime('next7', 'UTC', now)).toBe(Date.UTC(2026, 11, 1));
    expect(tierEndTime('next30', 'UTC', now)).toBe(Date.UTC(2026, 11, 24));
  });

  it('takes only the offered choices, and none when left out', () => {
    const schema = offerSchema('DAILY');
    const offer = (tier: Record<string, string>) => schema.safeParse({ intent: 'offer', downline: 'demo_down1', tiers: [{ rate: '1', ...tier }] });
    const endOf = (result: ReturnType<typeof offer>) => (result.success && 'tiers' in result.data ? result.data.tiers[0]?.ends : undefined);
    expect(endOf(offer({ ends: 'next30' }))).toBe('next30');
    expect(endOf(offer({}))).toBe('');
    const bad = offer({ ends: 'next365' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('contracts.errors.ends');
  });
});
