import { describe, expect, it } from 'vitest';
import { pointMallLink } from './point-mall-link';

const page = { tab: 'redeem', exchangeType: 'GIFT', pointType: null } as const;

describe('pointMallLink', () => {
  it('keeps the tab and its filters, and drops the page number, the chosen reward and the last notice', () => {
    expect(pointMallLink(page, {})).toBe('/pointMall?tab=redeem&type=GIFT');
  });

  it('changes, adds and removes parameters', () => {
    expect(pointMallLink(page, { type: 'COUPON' })).toBe('/pointMall?tab=redeem&type=COUPON');
    expect(pointMallLink(page, { type: null })).toBe('/pointMall?tab=redeem');
    expect(pointMallLink(page, { reward: '7' })).toBe('/pointMall?tab=redeem&type=GIFT&reward=7');
    expect(pointMallLink({ tab: 'details', exchangeType: null, pointType: 'LIVE' }, { page: '3' })).toBe('/pointMall?tab=details&kind=LIVE&page=3');
  });

  it("a tab starts without the other tabs' filters", () => {
    expect(pointMallLink(page, { tab: 'records', type: null, kind: null })).toBe('/pointMall?tab=records');
  });

  it('writes values as an address writes them', () => {
    expect(pointMallLink(page, { reward: 'a b&c' })).toBe('/pointMall?tab=redeem&type=GIFT&reward=a+b%26c');
  });
});
