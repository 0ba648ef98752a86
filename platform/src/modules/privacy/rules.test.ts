import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  amountMinor,
  amountText,
  archiveFileName,
  BOM,
  csvField,
  csvFile,
  csvLine,
  DAY_MS,
  DEFAULT_SETTINGS,
  downloadRefusal,
  eraseAfterOf,
  erasedUsername,
  erasureDue,
  expiryOf,
  HOUR_MS,
  isoTime,
  LINK_MS,
  linkRefusal,
  MAX_ATTEMPTS,
  progressAfter,
  requestRetryAfter,
  shownStatus,
  takeable,
  TOKEN_PATTERN,
} from './rules';

const NOW = Date.UTC(2026, 10, 30, 12);
const ME = 7;

describe('the archive’s states', () => {
  it('shows a ready archive past its time as expired, whether or not the cron deleted it yet', () => {
    expect(shownStatus({ status: 'READY', expiresAt: NOW + 1 }, NOW)).toBe('READY');
    expect(shownStatus({ status: 'READY', expiresAt: NOW }, NOW)).toBe('EXPIRED');
    expect(shownStatus({ status: 'QUEUED', expiresAt: null }, NOW)).toBe('QUEUED');
    expect(shownStatus({ status: 'FAILED', expiresAt: null }, NOW)).toBe('FAILED');
  });

  it('stays ready for the brand’s hours (a week by default)', () => {
    expect(expiryOf(NOW, DEFAULT_SETTINGS)).toBe(NOW + 168 * HOUR_MS);
    expect(expiryOf(NOW, { exportHours: 1, retentionDays: 0 })).toBe(NOW + HOUR_MS);
  });

  it('counts progress up to 99 while building: storing the file makes it 100', () => {
    expect(progressAfter(0, 7)).toBe(0);
    expect(progressAfter(1, 7)).toBe(14);
    expect(progressAfter(6, 7)).toBe(85);
    expect(progressAfter(7, 7)).toBe(99);
    expect(progressAfter(3, 0)).toBe(0);
    const steps = [1, 2, 3, 4, 5, 6].map((done) => progressAfter(done, 7));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });

  it('is taken by a build when queued, or preparing under a lease that has passed, with builds left', () => {
    expect(takeable({ status: 'QUEUED', leaseUntil: null, attempts: 0 }, NOW)).toBe(true);
    expect(takeable({ status: 'PREPARING', leaseUntil: NOW + 1, attempts: 1 }, NOW)).toBe(false);
    expect(takeable({ status: 'PREPARING', leaseUntil: NOW, attempts: 1 }, NOW)).toBe(true);
    expect(takeable({ status: 'PREPARING', leaseUntil: NOW - 1, attempts: MAX_ATTEMPTS }, NOW)).toBe(false);
    expect(takeable({ status: 'READY', leaseUntil: null, attempts: 1 }, NOW)).toBe(false);
  });

  it('fails for good at the third failed build', () => {
    expect(afterFailure(1)).toBe('QUEUED');
    expect(afterFailure(2)).toBe('QUEUED');
    expect(afterFailure(3)).toBe('FAILED');
  });
});

describe('the request limit', () => {
  it('allows three requests in 24 hours, then says when the oldest of them leaves the window', () => {
    expect(requestRetryAfter([], NOW)).toBeNull();
    expect(requestRetryAfter([NOW - 1000, NOW - 2000], NOW)).toBeNull();
    expect(requestRetryAfter([NOW - 3 * HOUR_MS, NOW - HOUR_MS, NOW - 1000], NOW)).toBe(21 * 3600);
    // Older than a day: out of the window.
    expect(requestRetryAfter([NOW - DAY_MS, NOW - HOUR_MS, NOW - 1000], NOW)).toBeNull();
    // Never less than a second.
    expect(requestRetryAfter([NOW - DAY_MS + 1, NOW - 2, NOW - 1], NOW)).toBe(1);
  });
});

describe('a download link', () => {
  const ready = { accountId: ME, status: 'READY' as const, expiresAt: NOW + HOUR_MS };

  it('is made for the member’s own ready archive only', () => {
    expect(linkRefusal(ready, ME, NOW)).toBeNull();
    expect(linkRefusal(null, ME, NOW)).toBe('NOT_FOUND');
    expect(linkRefusal({ ...ready, accountId: ME + 1 }, ME, NOW)).toBe('NOT_FOUND');
    expect(linkRefusal({ ...ready, status: 'QUEUED', expiresAt: null }, ME, NOW)).toBe('NOT_READY');
    expect(linkRefusal({ ...ready, status: 'PREPARING', expiresAt: null }, ME, NOW)).toBe('NOT_READY');
    expect(linkRefusal({ ...ready, status: 'FAILED', expiresAt: null }, ME, NOW)).toBe('NOT_READY');
    expect(linkRefusal({ ...ready, expiresAt: NOW }, ME, NOW)).toBe('EXPORT_EXPIRED');
    expect(linkRefusal({ ...ready, status: 'EXPIRED' }, ME, NOW)).toBe('EXPORT_EXPIRED');
  });

  it('opens once, for its member, within its five minutes, while the archive is ready', () => {
    const link = { accountId: ME, expiresAt: NOW + LINK_MS, usedAt: null };
    expect(downloadRefusal(link, ready, ME, NOW)).toBeNull();
    expect(downloadRefusal(null, ready, ME, NOW)).toBe('NOT_FOUND');
    expect(downloadRefusal(link, ready, ME + 1, NOW)).toBe('NOT_FOUND');
    expect(downloadRefusal({ ...link, usedAt: NOW - 1 }, ready, ME, NOW)).toBe('LINK_USED');
    expect(downloadRefusal(link, ready, ME, NOW + LINK_MS)).toBe('LINK_EXPIRED');
    expect(downloadRefusal(link, { ...ready, expiresAt: NOW }, ME, NOW)).toBe('EXPORT_EXPIRED');
    expect(downloadRefusal(link, null, ME, NOW)).toBe('EXPORT_EXPIRED');
    // Another member's used link says nothing about its use.
    expect(downloadRefusal({ ...link, usedAt: NOW - 1 }, ready, ME + 1, NOW)).toBe('NOT_FOUND');
  });

  it('is 32 random bytes in base64url', () => {
    expect(TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
    expect(TOKEN_PATTERN.test('abc_-DEF0123456789abc_-DEF0123456789abc_-DE')).toBe(true);
    expect(TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
    expect(TOKEN_PATTERN.test('A'.repeat(44))).toBe(false);
    expect(TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false);
    expect(TOKEN_PATTERN.test(`${'A'.repeat(42)}+`)).toBe(false);
  });
});

describe('the erasure', () => {
  it('is carried out once the brand’s retention has passed (five years by default)', () => {
    const eraseAfter = eraseAfterOf(NOW, DEFAULT_SETTINGS);
    expect(eraseAfter).toBe(NOW + 1825 * DAY_MS);
    expect(erasureDue({ eraseAfter, erasedAt: null }, eraseAfter - 1)).toBe(false);
    expect(erasureDue({ eraseAfter, erasedAt: null }, eraseAfter)).toBe(true);
    expect(erasureDue({ eraseAfter, erasedAt: eraseAfter }, eraseAfter + 1)).toBe(false);
    expect(eraseAfterOf(NOW, { exportHours: 168, retentionDays: 0 })).toBe(NOW);
  });

  it('names the account by its id', () => {
    expect(erasedUsername(42)).toBe('erased-42');
  });
});

describe('the archive’s file name', () => {
  it('is the brand, the username and the day it was made, safe in a header', () => {
    expect(archiveFileName('DEMO', 'demo_member', NOW)).toBe('DEMO-demo_member-data-2026-11-30.zip');
    expect(archiveFileName('DEMO', 'a"b;c\r\nd', NOW)).toBe('DEMO-a_b_c__d-data-2026-11-30.zip');
  });
});

describe('CSV', () => {
  it('quotes a field with a comma, a quote, a line break or edge spaces, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField('한국어')).toBe('한국어');
  });

  it('writes the byte-order mark, the header and one CRLF-ended line per row', () => {
    const text = csvFile(
      ['a', 'b'],
      [
        ['1', 'x,y'],
        [null, 'q"'],
      ],
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}a,b\r\n1,"x,y"\r\n,"q"""\r\n`);
    expect(csvLine(['x', 2, true])).toBe('x,2,true');
    expect(csvFile(['only'], [])).toBe(`${BOM}only\r\n`);
  });

  it('writes amounts with two places and times in ISO 8601 UTC', () => {
    expect(amountText(0)).toBe('0.00');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(-5)).toBe('-0.05');
    expect(amountText(123456)).toBe('1234.56');
    expect(amountText(-100)).toBe('-1.00');
    expect(amountMinor(12.34)).toBe(1234);
    expect(amountMinor(-0.29)).toBe(-29);
    expect(amountMinor(0.1 + 0.2)).toBe(30);
    expect(isoTime(NOW)).toBe('2026-11-30T12:00:00.000Z');
    expect(isoTime(null)).toBe('');
  });
});
