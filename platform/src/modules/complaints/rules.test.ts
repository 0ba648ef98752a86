import { describe, expect, it } from 'vitest';
import {
  acceptedBody,
  answerDueAt,
  changesStatus,
  CROCKFORD,
  DAY_MS,
  DEFAULT_SETTINGS,
  escalationOf,
  filingLimitReached,
  LIMITS,
  MAX_BODY_CHARS,
  nextStatus,
  normalisedReference,
  parseSubjectRef,
  referenceFrom,
  newReference,
  REQUEST_ID,
  STATUSES,
  statusesAllowing,
  statusesChangedBy,
  subjectRefText,
  transitionSql,
  type ComplaintSettings,
} from './rules';

const NOW = Date.UTC(2026, 10, 30, 12);
const IBAS = { name: 'Independent Betting Adjudication Service (IBAS)', url: 'https://www.ibas-uk.com', email: null, phone: null };
const SETTINGS: ComplaintSettings = { answerDays: 14, escalationDays: 56, body: IBAS };

describe('statuses', () => {
  it('start RECEIVED and move as the operator and the member act', () => {
    // The operator takes it up: by a message that is not final, or by setting IN_REVIEW.
    expect(nextStatus('RECEIVED', 'OPERATOR_MESSAGE')).toBe('IN_REVIEW');
    expect(nextStatus('RECEIVED', 'REVIEW')).toBe('IN_REVIEW');
    // The final answer, from any open status.
    for (const from of ['RECEIVED', 'IN_REVIEW', 'ANSWERED'] as const) expect(nextStatus(from, 'FINAL_ANSWER')).toBe('ANSWERED');
    // The member writing again: back in review after an answer; otherwise where it was.
    expect(nextStatus('ANSWERED', 'MEMBER_MESSAGE')).toBe('IN_REVIEW');
    expect(nextStatus('RECEIVED', 'MEMBER_MESSAGE')).toBe('RECEIVED');
    expect(nextStatus('IN_REVIEW', 'MEMBER_MESSAGE')).toBe('IN_REVIEW');
    // A message after the final answer that is not final: in review again.
    expect(nextStatus('ANSWERED', 'OPERATOR_MESSAGE')).toBe('IN_REVIEW');
    for (const from of ['RECEIVED', 'IN_REVIEW', 'ANSWERED'] as const) expect(nextStatus(from, 'CLOSE')).toBe('CLOSED');
  });

  it('refuse every message and taking it up again once closed; closing again changes nothing', () => {
    for (const event of ['MEMBER_MESSAGE', 'OPERATOR_MESSAGE', 'FINAL_ANSWER', 'REVIEW'] as const) {
      expect(nextStatus('CLOSED', event)).toBeNull();
      expect(statusesAllowing(event)).toEqual(['RECEIVED', 'IN_REVIEW', 'ANSWERED']);
    }
    expect(nextStatus('CLOSED', 'CLOSE')).toBe('CLOSED');
    expect(changesStatus('CLOSED', 'CLOSE')).toBe(false);
    expect(statusesAllowing('CLOSE')).toEqual(STATUSES);
  });

  it('tell which statuses an event changes (the ones a status change is sent for)', () => {
    expect(statusesChangedBy('REVIEW')).toEqual(['RECEIVED', 'ANSWERED']);
    expect(statusesChangedBy('CLOSE')).toEqual(['RECEIVED', 'IN_REVIEW', 'ANSWERED']);
    expect(statusesChangedBy('MEMBER_MESSAGE')).toEqual(['ANSWERED']);
    expect(changesStatus('IN_REVIEW', 'REVIEW')).toBe(false);
    expect(changesStatus('ANSWERED', 'FINAL_ANSWER')).toBe(false);
  });

  it('give the same transitions as SQL, with nothing from outside in it', () => {
    expect(transitionSql('MEMBER_MESSAGE')).toBe("CASE status WHEN 'ANSWERED' THEN 'IN_REVIEW' ELSE status END");
    expect(transitionSql('FINAL_ANSWER', 'c.status')).toBe("CASE c.status WHEN 'RECEIVED' THEN 'ANSWERED' WHEN 'IN_REVIEW' THEN 'ANSWERED' ELSE c.status END");
    expect(() => transitionSql('CLOSE', 'status; DROP TABLE complaints')).toThrow();
  });
});

describe('times', () => {
  it('promise the answer answerDays after the filing', () => {
    expect(answerDueAt(NOW, SETTINGS)).toBe(NOW + 14 * DAY_MS);
    expect(answerDueAt(NOW, { answerDays: 10 })).toBe(NOW + 10 * DAY_MS);
  });

  it('offer the dispute body only after the final answer or escalationDays, whichever comes first', () => {
    const availableAt = NOW + 56 * DAY_MS;
    expect(escalationOf(NOW, null, SETTINGS, NOW + DAY_MS)).toEqual({ availableAt, available: false, body: null });
    expect(escalationOf(NOW, null, SETTINGS, availableAt - 1)).toEqual({ availableAt, available: false, body: null });
    expect(escalationOf(NOW, null, SETTINGS, availableAt)).toEqual({ availableAt, available: true, body: IBAS });
    // A final answer opens it at once.
    expect(escalationOf(NOW, NOW + DAY_MS, SETTINGS, NOW + 2 * DAY_MS)).toEqual({ availableAt, available: true, body: IBAS });
  });

  it('offer nothing where the brand named no body', () => {
    expect(DEFAULT_SETTINGS).toEqual({ answerDays: 14, escalationDays: 56, body: null });
    expect(escalationOf(NOW, NOW, DEFAULT_SETTINGS, NOW + 100 * DAY_MS)).toEqual({ availableAt: NOW + 56 * DAY_MS, available: false, body: null });
  });
});

describe('references', () => {
  it('are C- and eight symbols of Crockford’s base 32, without I, L, O or U', () => {
    expect(CROCKFORD).toHaveLength(32);
    expect(CROCKFORD).not.toMatch(/[ILOU]/);
    expect(referenceFrom(new Uint8Array([0, 1, 2, 31, 32, 255, 10, 18]))).toBe('C-012Z0ZAJ');
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(/^C-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(new Set(Array.from({ length: 200 }, newReference)).size).toBe(200);
    expect(() => referenceFrom(new Uint8Array(7))).toThrow();
  });

  it('are read in either case and refused in any other form', () => {
    expect(normalisedReference('C-012Z0ZAJ')).toBe('C-012Z0ZAJ');
    expect(normalisedReference(' c-012z0zaj ')).toBe('C-012Z0ZAJ');
    for (const bad of ['C-012Z0ZA', 'C-012Z0ZAJ1', 'C-012Z0ZAI', 'C-O12Z0ZAJ', 'C-U12Z0ZAJ', 'C-L12Z0ZAJ', 'D-012Z0ZAJ', 'C012Z0ZAJ', '', null, 42, {}]) {
      expect(normalisedReference(bad), String(bad)).toBeNull();
    }
  });
});

describe('bodies and request ids', () => {
  it('take 1 to 2,000 Unicode characters once trimmed', () => {
    expect(acceptedBody('  My withdrawal is late.  ')).toBe('My withdrawal is late.');
    expect(acceptedBody('   ')).toBeNull();
    expect(acceptedBody('')).toBeNull();
    expect(acceptedBody('x'.repeat(MAX_BODY_CHARS))).toHaveLength(MAX_BODY_CHARS);
    expect(acceptedBody('x'.repeat(MAX_BODY_CHARS + 1))).toBeNull();
    // Characters, not UTF-16 units: 2,000 emoji (4,000 units) are accepted.
    expect(acceptedBody('😀'.repeat(MAX_BODY_CHARS))).not.toBeNull();
    expect(acceptedBody('😀'.repeat(MAX_BODY_CHARS + 1))).toBeNull();
  });

  it('take requestIds of 8 to 64 letters, digits, - or _', () => {
    for (const good of ['abcd1234', 'A-b_C-d_', 'x'.repeat(64)]) expect(REQUEST_ID.test(good)).toBe(true);
    for (const bad of ['abc123', 'x'.repeat(65), 'abcd 1234', 'abcd/1234', 'abcd1234é']) expect(REQUEST_ID.test(bad)).toBe(false);
  });
});

describe('limits', () => {
  it('refuse a sixth filing in 24 hours and a twenty-first open complaint', () => {
    expect(filingLimitReached({ filedToday: 4, open: 19 })).toBeNull();
    expect(filingLimitReached({ filedToday: LIMITS.filedPerDay, open: 0 })).toBe('filedPerDay');
    expect(filingLimitReached({ filedToday: 0, open: LIMITS.open })).toBe('open');
  });
});

describe('subject refs', () => {
  it('read a transaction as the movements give it, a round and a bonus by their ids', () => {
    expect(parseSubjectRef('TRANSACTION', 'deposit:12')).toEqual({ kind: 'TRANSACTION', record: 'deposit', id: 12 });
    expect(parseSubjectRef('TRANSACTION', ' withdrawal:7 ')).toEqual({ kind: 'TRANSACTION', record: 'withdrawal', id: 7 });
    expect(parseSubjectRef('TRANSACTION', 'transfer:3')).toEqual({ kind: 'TRANSACTION', record: 'transfer', id: 3 });
    expect(parseSubjectRef('ROUND', '12345')).toEqual({ kind: 'ROUND', id: 12345 });
    expect(parseSubjectRef('BONUS', '9')).toEqual({ kind: 'BONUS', id: 9 });
    expect(subjectRefText({ kind: 'TRANSACTION', record: 'deposit', id: 12 })).toBe('deposit:12');
    expect(subjectRefText({ kind: 'ROUND', id: 5 })).toBe('5');
  });

  it('refuse anything else (answered as a subject not found)', () => {
    for (const bad of ['deposit:', 'deposit:0', 'deposit:01', 'deposit:-1', 'bet:1', 'deposit:1:2', 'DEPOSIT:1', '12', 'deposit:1234567890123456'])
      expect(parseSubjectRef('TRANSACTION', bad), bad).toBeNull();
    for (const bad of ['0', '-1', '1.5', 'x', 'deposit:1', '', '1e3']) {
      expect(parseSubjectRef('ROUND', bad), bad).toBeNull();
      expect(parseSubjectRef('BONUS', bad), bad).toBeNull();
    }
  });
});
