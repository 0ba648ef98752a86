import { describe, expect, it } from 'vitest';
import {
  cacheSeconds,
  currentVersion,
  missingConfirmations,
  nextEffectiveAt,
  nextVersion,
  pendingFor,
  pickText,
  publishRefusal,
  registrationRefusal,
  shownVersion,
  standing,
  type Version,
} from './rules';

const NOW = Date.UTC(2026, 10, 30);
const DAY = 86_400_000;
const v = (kind: Version['kind'], version: number, effectiveAt: number): Version => ({ kind, version, effectiveAt });

/** Terms 1 and 2 in force one after the other, terms 3 upcoming; privacy 1 in force. */
const VERSIONS = [v('TERMS', 1, NOW - 90 * DAY), v('TERMS', 2, NOW - 10 * DAY), v('TERMS', 3, NOW + 5 * DAY), v('PRIVACY', 1, NOW - 90 * DAY)];

describe('the version in force', () => {
  it('is the highest number already in effect, from its effectiveAt on; none before the first', () => {
    expect(currentVersion(VERSIONS, 'TERMS', NOW)?.version).toBe(2);
    expect(currentVersion(VERSIONS, 'TERMS', NOW - 10 * DAY)?.version).toBe(2);
    expect(currentVersion(VERSIONS, 'TERMS', NOW - 10 * DAY - 1)?.version).toBe(1);
    expect(currentVersion(VERSIONS, 'TERMS', NOW + 5 * DAY)?.version).toBe(3);
    expect(currentVersion(VERSIONS, 'TERMS', NOW - 91 * DAY)).toBeNull();
    expect(currentVersion(VERSIONS.slice(0, 3), 'PRIVACY', NOW)).toBeNull();
    // Two versions taking effect at the same moment: the later one replaces the earlier at once.
    expect(currentVersion([v('PRIVACY', 1, NOW), v('PRIVACY', 2, NOW)], 'PRIVACY', NOW)?.version).toBe(2);
  });

  it('is what a reader is shown without a version, else the latest upcoming', () => {
    expect(shownVersion(VERSIONS, 'TERMS', NOW)?.version).toBe(2);
    const onlyUpcoming = [v('PRIVACY', 1, NOW + DAY), v('PRIVACY', 2, NOW + 2 * DAY)];
    expect(shownVersion(onlyUpcoming, 'PRIVACY', NOW)?.version).toBe(2);
    expect(shownVersion([], 'PRIVACY', NOW)).toBeNull();
  });

  it('changes at the next effectiveAt, which bounds how long an answer may be kept', () => {
    expect(nextEffectiveAt(VERSIONS, 'TERMS', NOW)).toBe(NOW + 5 * DAY);
    expect(nextEffectiveAt(VERSIONS, 'PRIVACY', NOW)).toBeNull();
    expect(cacheSeconds(VERSIONS, 'TERMS', NOW, 60)).toBe(60);
    expect(cacheSeconds(VERSIONS, 'TERMS', NOW + 5 * DAY - 12_500, 60)).toBe(12);
    expect(cacheSeconds(VERSIONS, 'TERMS', NOW + 5 * DAY - 500, 60)).toBe(0);
    expect(cacheSeconds(VERSIONS, 'PRIVACY', NOW, 60)).toBe(60);
  });
});

describe('what a member has to accept', () => {
  it('is each kind’s version in force they have not accepted, terms first', () => {
    expect(pendingFor(VERSIONS, [], NOW).map((p) => [p.kind, p.version])).toEqual([
      ['TERMS', 2],
      ['PRIVACY', 1],
    ]);
    // An older acceptance does not count for the version in force; an upcoming one is not asked yet.
    expect(
      pendingFor(
        VERSIONS,
        [
          { kind: 'TERMS', version: 1 },
          { kind: 'PRIVACY', version: 1 },
        ],
        NOW,
      ).map((p) => p.version),
    ).toEqual([2]);
    expect(
      pendingFor(
        VERSIONS,
        [
          { kind: 'TERMS', version: 2 },
          { kind: 'PRIVACY', version: 1 },
        ],
        NOW,
      ),
    ).toEqual([]);
    expect(
      pendingFor(
        VERSIONS,
        [
          { kind: 'TERMS', version: 2 },
          { kind: 'PRIVACY', version: 1 },
        ],
        NOW + 5 * DAY,
      ).map((p) => p.version),
    ).toEqual([3]);
    // A brand that published nothing asks nothing.
    expect(pendingFor([], [], NOW)).toEqual([]);
  });
});

describe('a version a form or a member names', () => {
  it('is CURRENT, OUTDATED (superseded or upcoming) or UNKNOWN', () => {
    expect(standing(VERSIONS, { kind: 'TERMS', version: 2 }, NOW)).toBe('CURRENT');
    expect(standing(VERSIONS, { kind: 'TERMS', version: 1 }, NOW)).toBe('OUTDATED');
    expect(standing(VERSIONS, { kind: 'TERMS', version: 3 }, NOW)).toBe('OUTDATED');
    expect(standing(VERSIONS, { kind: 'TERMS', version: 4 }, NOW)).toBe('UNKNOWN');
    expect(standing(VERSIONS, { kind: 'PRIVACY', version: 2 }, NOW)).toBe('UNKNOWN');
  });

  it('refuses a registration naming an unknown version first, then an outdated one', () => {
    const named = (terms: number, privacy: number) => [
      { kind: 'TERMS' as const, version: terms },
      { kind: 'PRIVACY' as const, version: privacy },
    ];
    expect(registrationRefusal(VERSIONS, [], NOW)).toBeNull();
    expect(registrationRefusal(VERSIONS, named(2, 1), NOW)).toBeNull();
    expect(registrationRefusal(VERSIONS, named(1, 1), NOW)).toBe('outdated');
    expect(registrationRefusal(VERSIONS, named(1, 9), NOW)).toBe('unknown');
  });

  it('lacks the brand’s confirmations it does not give, in the brand’s order', () => {
    expect(missingConfirmations(['AGE', 'OWN_MONEY'], ['OWN_MONEY'])).toEqual(['AGE']);
    expect(missingConfirmations(['AGE', 'OWN_MONEY'], ['OWN_MONEY', 'AGE', 'ONE_ACCOUNT'])).toEqual([]);
    expect(missingConfirmations([], [])).toEqual([]);
  });
});

describe('a text’s language', () => {
  const texts = [{ language: 'CN' }, { language: 'EN' }, { language: 'TH' }];
  it('is the reader’s, else the brand’s default, else the first there is', () => {
    expect(pickText(texts, 'TH', 'EN')?.language).toBe('TH');
    expect(pickText(texts, 'KO', 'EN')?.language).toBe('EN');
    expect(pickText(texts, 'KO', 'VI')?.language).toBe('CN');
    expect(pickText([], 'EN', 'EN')).toBeNull();
  });
});

describe('publishing', () => {
  it('numbers the next version after the highest, never before the latest takes effect', () => {
    expect(nextVersion(VERSIONS, 'TERMS')).toBe(4);
    expect(nextVersion(VERSIONS, 'PRIVACY')).toBe(2);
    expect(nextVersion([], 'PRIVACY')).toBe(1);
    expect(publishRefusal(VERSIONS, 'TERMS', NOW)).toMatch(/^effectiveAt: before version 3/);
    expect(publishRefusal(VERSIONS, 'TERMS', NOW + 5 * DAY)).toBeNull();
    expect(publishRefusal(VERSIONS, 'PRIVACY', NOW - DAY)).toBeNull();
    expect(publishRefusal([], 'PRIVACY', 0)).toBeNull();
  });
});
