import { describe, expect, it } from 'vitest';
import { settingNotice } from './setting-notice';

const settings = (overrides: Partial<Parameters<typeof settingNotice>[1]> = {}): Parameters<typeof settingNotice>[1] => ({
  sessionLimit: { minutes: null, pending: false, pendingMinutes: null, pendingEffectiveAt: null },
  coolingOffHours: 24,
  realityCheckMinutes: null,
  brandRealityCheckMinutes: 60,
  ...overrides,
});

describe('settingNotice', () => {
  it('says nothing without a done setting', () => {
    expect(settingNotice(null, settings(), null)).toBeNull();
    expect(settingNotice('1', settings(), null)).toBeNull();
    expect(settingNotice('limit', settings(), null)).toBeNull();
  });

  it('says a session limit applies now', () => {
    const now = settings({ sessionLimit: { minutes: 90, pending: false, pendingMinutes: null, pendingEffectiveAt: null } });
    expect(settingNotice('sessionLimit', now, null)).toEqual({ key: 'responsibleGaming.session.doneApplied', params: { minutes: 90 } });
  });

  it('says a session limit is gone', () => {
    expect(settingNotice('sessionLimit', settings(), null)).toEqual({ key: 'responsibleGaming.session.doneNone', params: {} });
  });

  it('says until when a longer session limit or a removal waits, with the cooling-off', () => {
    const waiting = settings({ sessionLimit: { minutes: 30, pending: true, pendingMinutes: 120, pendingEffectiveAt: 1_000 } });
    expect(settingNotice('sessionLimit', waiting, 'Nov 26, 2026, 00:00 GMT+9')).toEqual({
      key: 'responsibleGaming.session.doneWaiting',
      params: { time: 'Nov 26, 2026, 00:00 GMT+9', hours: 24 },
    });
    // Without the moment in words, what stands now.
    expect(settingNotice('sessionLimit', waiting, null)).toEqual({ key: 'responsibleGaming.session.doneApplied', params: { minutes: 30 } });
  });

  it("says the reality check's interval: the member's own, or the brand's default", () => {
    expect(settingNotice('realityCheck', settings({ realityCheckMinutes: 45 }), null)).toEqual({
      key: 'responsibleGaming.reality.doneApplied',
      params: { minutes: 45 },
    });
    expect(settingNotice('realityCheck', settings(), null)).toEqual({ key: 'responsibleGaming.reality.doneDefault', params: { minutes: 60 } });
  });
});
