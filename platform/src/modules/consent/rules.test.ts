import { describe, expect, it } from 'vitest';
import { changedChoices, consentGrid, emptyTally, outcomeFor, repeatsAPair, tallied, type Choice, type Recipient } from './rules';

const AT = Date.UTC(2026, 10, 30);

describe('the grid', () => {
  it('is every pair, products then channels, off and never changed where nothing is stored', () => {
    const grid = consentGrid([]);
    expect(grid).toHaveLength(15);
    expect(grid.slice(0, 6).map((c) => `${c.product}:${c.channel}`)).toEqual([
      'CASINO:EMAIL',
      'CASINO:SMS',
      'CASINO:PHONE',
      'CASINO:PUSH',
      'CASINO:SITE',
      'SPORTS:EMAIL',
    ]);
    expect(grid.at(-1)).toEqual({ product: 'LOTTERY', channel: 'SITE', granted: false, updatedAt: null });
    expect(grid.every((c) => !c.granted && c.updatedAt === null)).toBe(true);
  });

  it('shows what is stored, also a pair turned off again (with when)', () => {
    const grid = consentGrid([
      { product: 'SPORTS', channel: 'SMS', granted: true, updatedAt: AT },
      { product: 'CASINO', channel: 'SITE', granted: false, updatedAt: AT + 1 },
    ]);
    expect(grid.find((c) => c.product === 'SPORTS' && c.channel === 'SMS')).toEqual({ product: 'SPORTS', channel: 'SMS', granted: true, updatedAt: AT });
    expect(grid.find((c) => c.product === 'CASINO' && c.channel === 'SITE')).toEqual({ product: 'CASINO', channel: 'SITE', granted: false, updatedAt: AT + 1 });
    expect(grid.filter((c) => c.granted)).toHaveLength(1);
  });
});

describe('a change of choices', () => {
  const on = (product: Choice['product'], channel: Choice['channel']): Choice => ({ product, channel, granted: true });
  const off = (product: Choice['product'], channel: Choice['channel']): Choice => ({ product, channel, granted: false });

  it('changes only the pairs whose choice differs; nothing stored counts as off', () => {
    const stored = [on('CASINO', 'EMAIL'), off('SPORTS', 'SMS')];
    expect(changedChoices(stored, [on('CASINO', 'EMAIL'), off('SPORTS', 'SMS'), off('LOTTERY', 'PUSH')])).toEqual([]);
    expect(changedChoices(stored, [off('CASINO', 'EMAIL'), on('SPORTS', 'SMS'), on('LOTTERY', 'PUSH')])).toEqual([
      off('CASINO', 'EMAIL'),
      on('SPORTS', 'SMS'),
      on('LOTTERY', 'PUSH'),
    ]);
    expect(changedChoices([], [off('CASINO', 'SITE')])).toEqual([]);
  });

  it('names each pair once', () => {
    expect(repeatsAPair([on('CASINO', 'EMAIL'), on('CASINO', 'SMS'), on('SPORTS', 'EMAIL')])).toBe(false);
    expect(repeatsAPair([on('CASINO', 'EMAIL'), off('CASINO', 'EMAIL')])).toBe(true);
  });
});

describe('who a campaign reaches', () => {
  const member = (facts: Partial<Recipient> = {}): Recipient => ({ excluded: false, accepted: [], hasEmail: true, hasPhone: true, ...facts });

  it('skips an excluded member before anything, whatever they accepted', () => {
    expect(outcomeFor(member({ excluded: true, accepted: ['EMAIL', 'SITE'] }), ['EMAIL', 'SITE'])).toEqual({
      excluded: true,
      delivered: [],
      notConsented: [],
      noAddress: [],
    });
  });

  it('reaches a member on each asked channel they accept, with the address it needs', () => {
    const accepted = ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'] as const;
    expect(outcomeFor(member({ accepted }), ['EMAIL', 'SMS', 'SITE'])).toEqual({
      excluded: false,
      delivered: ['EMAIL', 'SMS', 'SITE'],
      notConsented: [],
      noAddress: [],
    });
    // PHONE, PUSH and SITE need no address here.
    expect(outcomeFor(member({ accepted, hasEmail: false, hasPhone: false }), ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'])).toEqual({
      excluded: false,
      delivered: ['PHONE', 'PUSH', 'SITE'],
      notConsented: [],
      noAddress: ['EMAIL', 'SMS'],
    });
  });

  it('skips a channel not accepted before asking for its address', () => {
    expect(outcomeFor(member({ accepted: ['SITE'], hasEmail: false }), ['EMAIL', 'SITE'])).toEqual({
      excluded: false,
      delivered: ['SITE'],
      notConsented: ['EMAIL'],
      noAddress: [],
    });
  });

  it('is counted per channel; excluded members once each, the other skips per channel', () => {
    const outcomes = [
      outcomeFor(member({ accepted: ['EMAIL', 'SITE'] }), ['EMAIL', 'SITE']),
      outcomeFor(member({ accepted: ['SITE'], hasEmail: false }), ['EMAIL', 'SITE']),
      outcomeFor(member({ accepted: ['EMAIL'], hasEmail: false }), ['EMAIL', 'SITE']),
      outcomeFor(member({ excluded: true, accepted: ['EMAIL', 'SITE'] }), ['EMAIL', 'SITE']),
      outcomeFor(member(), ['EMAIL', 'SITE']),
    ];
    expect(outcomes.reduce(tallied, emptyTally())).toEqual({
      delivered: { EMAIL: 1, SMS: 0, PHONE: 0, PUSH: 0, SITE: 2 },
      skipped: { notConsented: 4, excluded: 1, noAddress: 1 },
    });
    expect(emptyTally()).toEqual({ delivered: { EMAIL: 0, SMS: 0, PHONE: 0, PUSH: 0, SITE: 0 }, skipped: { notConsented: 0, excluded: 0, noAddress: 0 } });
  });
});
