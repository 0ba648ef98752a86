import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  ageOn,
  ageVerified,
  gateFor,
  kindState,
  normalisedDocumentNumber,
  stateAt,
  uploadRefusal,
  type DocumentFacts,
  type Gates,
} from './rules';

const NOW = Date.UTC(2026, 10, 29);
const doc = (kind: DocumentFacts['kind'], state: DocumentFacts['state'], createdAt: number, expiresAt: number | null = null): DocumentFacts => ({
  kind,
  state,
  createdAt,
  expiresAt,
});
const NEEDED = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS'] as const;

describe('a kind’s state', () => {
  it('is its newest document’s, NOT_SENT without one, and EXPIRED once an accepted one is past its expiry', () => {
    expect(kindState([], 'ID_FRONT', NOW)).toBe('NOT_SENT');
    const refusedThenSent = [doc('ID_FRONT', 'REFUSED', 1), doc('ID_FRONT', 'IN_REVIEW', 2), doc('SELFIE', 'ACCEPTED', 3)];
    expect(kindState(refusedThenSent, 'ID_FRONT', NOW)).toBe('IN_REVIEW');
    expect(stateAt(doc('PROOF_OF_ADDRESS', 'ACCEPTED', 1, NOW), NOW)).toBe('EXPIRED');
    expect(stateAt(doc('PROOF_OF_ADDRESS', 'ACCEPTED', 1, NOW + 1), NOW)).toBe('ACCEPTED');
    expect(stateAt(doc('PROOF_OF_ADDRESS', 'REFUSED', 1, NOW - 1), NOW)).toBe('REFUSED');
  });
});

describe('the account’s status', () => {
  it('is NOT_STARTED, then IN_REVIEW, ACTION_NEEDED on a refusal or an expiry, and VERIFIED with every kind accepted', () => {
    expect(accountStatus([], NEEDED, NOW)).toBe('NOT_STARTED');
    const sent = NEEDED.map((kind, i) => doc(kind, 'IN_REVIEW', i));
    expect(accountStatus(sent, NEEDED, NOW)).toBe('IN_REVIEW');
    expect(accountStatus([...sent.slice(1), doc('ID_FRONT', 'REFUSED', 0)], NEEDED, NOW)).toBe('ACTION_NEEDED');
    expect(accountStatus(sent.slice(1), NEEDED, NOW)).toBe('ACTION_NEEDED');
    const accepted = NEEDED.map((kind, i) => doc(kind, 'ACCEPTED', i));
    expect(accountStatus(accepted, NEEDED, NOW)).toBe('VERIFIED');
    expect(accountStatus([...accepted.slice(0, 3), doc('PROOF_OF_ADDRESS', 'ACCEPTED', 3, NOW - 1)], NEEDED, NOW)).toBe('ACTION_NEEDED');
    // Nothing needed (a brand that asks for nothing): verified.
    expect(accountStatus([], [], NOW)).toBe('VERIFIED');
  });

  it('counts an identity document accepted and in force as the age check', () => {
    expect(ageVerified([doc('ID_BACK', 'ACCEPTED', 1)], NOW)).toBe(true);
    expect(ageVerified([doc('SELFIE', 'ACCEPTED', 1)], NOW)).toBe(false);
    expect(ageVerified([doc('ID_FRONT', 'ACCEPTED', 1, NOW - 1)], NOW)).toBe(false);
  });
});

describe('a new upload', () => {
  it('waits while one of its kind is in review or accepted, and goes ahead after a refusal or an expiry', () => {
    expect(uploadRefusal([doc('SELFIE', 'IN_REVIEW', 1)], 'SELFIE', NOW)).toBe('kyc.document_in_review');
    expect(uploadRefusal([doc('SELFIE', 'ACCEPTED', 1)], 'SELFIE', NOW)).toBe('kyc.document_accepted');
    expect(uploadRefusal([doc('SELFIE', 'REFUSED', 1)], 'SELFIE', NOW)).toBeNull();
    expect(uploadRefusal([doc('SELFIE', 'ACCEPTED', 1, NOW)], 'SELFIE', NOW)).toBeNull();
    expect(uploadRefusal([doc('ID_FRONT', 'IN_REVIEW', 1)], 'SELFIE', NOW)).toBeNull();
  });
});

describe('age and numbers', () => {
  it('counts full years by the calendar', () => {
    expect(ageOn('2008-11-29', '2026-11-29')).toBe(18);
    expect(ageOn('2008-11-30', '2026-11-29')).toBe(17);
    expect(ageOn('2008-12-01', '2026-11-29')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('compares document numbers by their letters and digits', () => {
    expect(normalisedDocumentNumber(' m12-345 678 ')).toBe('M12345678');
    expect(normalisedDocumentNumber('Ｍ１２３')).toBe('M123');
  });
});

describe('the gates', () => {
  const off: Gates = { realPlay: false, withdraw: false, freePlay: false, depositLifetimeMinor: null };
  const on: Gates = { realPlay: true, withdraw: true, freePlay: true, depositLifetimeMinor: 100_000 };
  const unverified = { status: 'IN_REVIEW' as const, ageVerified: false };

  it('let everything through when off', () => {
    for (const action of ['REAL_PLAY', 'WITHDRAW', 'FREE_PLAY', 'DEPOSIT'] as const)
      expect(gateFor(action, off, { ...unverified, depositedMinor: 10 ** 9, amountMinor: 1 })).toBeNull();
  });

  it('hold real play and withdrawals for a verified account, and free play for an age check', () => {
    expect(gateFor('REAL_PLAY', on, unverified)).toBe('VERIFIED');
    expect(gateFor('WITHDRAW', on, unverified)).toBe('VERIFIED');
    expect(gateFor('FREE_PLAY', on, unverified)).toBe('AGE');
    expect(gateFor('FREE_PLAY', on, { status: 'ACTION_NEEDED', ageVerified: true })).toBeNull();
    expect(gateFor('WITHDRAW', on, { status: 'VERIFIED', ageVerified: true })).toBeNull();
  });

  it('hold a deposit that takes the lifetime total past the brand’s amount', () => {
    expect(gateFor('DEPOSIT', on, { ...unverified, depositedMinor: 60_000, amountMinor: 40_000 })).toBeNull();
    expect(gateFor('DEPOSIT', on, { ...unverified, depositedMinor: 60_000, amountMinor: 40_001 })).toBe('VERIFIED');
    expect(gateFor('DEPOSIT', on, { status: 'VERIFIED', ageVerified: true, depositedMinor: 10 ** 9, amountMinor: 1 })).toBeNull();
  });
});
