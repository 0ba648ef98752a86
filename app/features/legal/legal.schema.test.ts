import { describe, expect, it } from 'vitest';
import { askedInFlow } from './LegalAcceptance';
import { documentsField, legalAnswerSchema, legalNoticeOf, shownVersions } from './legal.schema';

describe('the acceptance dialog’s answer', () => {
  it('carries the versions shown and reads them back', () => {
    const items = [
      { kind: 'TERMS' as const, version: 3 },
      { kind: 'PRIVACY' as const, version: 12 },
    ];
    expect(documentsField(items)).toBe('TERMS:3,PRIVACY:12');
    expect(shownVersions('TERMS:3,PRIVACY:12')).toEqual(items);
  });

  it.each(['TERMS:0', 'TERMS:-1', 'TERMS:1.5', 'COOKIES:1', 'TERMS:1,', 'TERMS:1,PRIVACY:2,TERMS:3', 'TERMS:1234567', ''])(
    'refuses the documents field %j',
    (documents) => {
      expect(legalAnswerSchema.safeParse({ answer: 'accept', documents }).success).toBe(false);
    },
  );

  it('takes an accept or a decline only', () => {
    expect(legalAnswerSchema.safeParse({ answer: 'accept', documents: 'PRIVACY:2' }).success).toBe(true);
    expect(legalAnswerSchema.safeParse({ answer: 'decline' }).success).toBe(true);
    expect(legalAnswerSchema.safeParse({ answer: 'later' }).success).toBe(false);
  });

  it('says only what it knows after a failed answer', () => {
    expect(legalNoticeOf('outdated')).toBe('outdated');
    expect(legalNoticeOf('failed')).toBe('failed');
    expect(legalNoticeOf('<script>')).toBeNull();
    expect(legalNoticeOf(null)).toBeNull();
  });
});

describe('where the question stands in the page instead of over it', () => {
  it.each(['/member/withdraw', '/member/responsibleGaming', '/help', '/helpmc', '/legal/terms', '/legal/privacy', '/chat', '/logout'])(
    '%s: what a member who declines still needs',
    (path) => {
      expect(askedInFlow(path)).toBe(true);
    },
  );

  it.each(['/', '/member/depositv2', '/member/withdrawals', '/helper', '/play/abc', '/lottery', '/member/securityCenter'])('%s: over the page', (path) => {
    expect(askedInFlow(path)).toBe(false);
  });
});
