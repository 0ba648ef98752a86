import { describe, expect, it } from 'vitest';
import en from '#app/i18n/locales/en/common';
import responsibleGaming from '#app/i18n/locales/en/responsibleGaming';
import { createTranslate } from '#app/i18n/translate';
import { lengthName, limitName } from './limit-words';
import { SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from './limits';

const t = createTranslate({ ...en, ...responsibleGaming } as typeof en);

describe('limitName', () => {
  it('names a limit as a title or inside a sentence', () => {
    expect(limitName(t, { kind: 'DEPOSIT', period: 'DAY' }, 'titles')).toBe('Daily deposit limit');
    expect(limitName(t, { kind: 'LOSS', period: 'MONTH' }, 'names')).toBe('monthly loss limit');
  });
});

describe('lengthName', () => {
  it("reads a time-out's length from the time-out's words and a self-exclusion's from its own", () => {
    expect(lengthName(t, 'WEEKS_6')).toBe('6 weeks');
    expect(lengthName(t, 'PERMANENT')).toBe('Permanently');
    for (const length of [...TIMEOUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS]) expect(lengthName(t, length), length).not.toContain('responsibleGaming.');
  });
});
