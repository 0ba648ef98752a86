/**
 * Identity verification's rules, pure (docs/decisions/057-identity-verification.md): the document
 * kinds, what a brand needs by default, each kind's state from the member's documents, the account's
 * status, and the gates.
 */

export const DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a brand without settings asks for: an identity document's two sides, a selfie, an address. */
export const DEFAULT_REQUIRED: readonly DocumentKind[] = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS'];

/** An identity document: accepted with the holder's birth date, which is the age check. */
export const IDENTITY_KINDS: readonly DocumentKind[] = ['ID_FRONT', 'ID_BACK'];
/** Proofs that hold for the brand's `proof_valid_days` once accepted (an identity document holds until its own expiry). */
export const PROOF_KINDS: readonly DocumentKind[] = ['PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS'];

/** Why the operator refused a document; the portal words each in the player's language. */
export const REFUSAL_REASONS = [
  'UNREADABLE',
  'INCOMPLETE',
  'DOCUMENT_EXPIRED',
  'NAME_MISMATCH',
  'BIRTH_DATE_MISMATCH',
  'UNDERAGE',
  'WRONG_DOCUMENT',
  'ADDRESS_TOO_OLD',
  'DUPLICATE_IDENTITY',
  'OTHER',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type StoredState = 'IN_REVIEW' | 'ACCEPTED' | 'REFUSED' | 'EXPIRED';
/** A kind's state as the member sees it: NOT_SENT when nothing of that kind was ever sent. */
export type KindState = 'NOT_SENT' | StoredState;

export interface DocumentFacts {
  /** Orders documents sent in the same millisecond (the later id is the newer). */
  id?: number;
  kind: DocumentKind;
  state: StoredState;
  createdAt: number;
  expiresAt: number | null;
}

/** A stored state at `now`: an accepted document past its expiry is expired, whether or not the sweep has recorded it yet. */
export function stateAt(document: Pick<DocumentFacts, 'state' | 'expiresAt'>, now: number): StoredState {
  if (document.state === 'ACCEPTED' && document.expiresAt !== null && document.expiresAt <= now) return 'EXPIRED';
  return document.state;
}

/** The state of one kind: its newest document's (documents of other kinds are ignored). */
export function kindState(documents: readonly DocumentFacts[], kind: DocumentKind, now: number): KindState {
  let newest: DocumentFacts | null = null;
  const newer = (a: DocumentFacts, b: DocumentFacts) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && (a.id ?? 0) > (b.id ?? 0));
  for (const document of documents) if (document.kind === kind && (!newest || newer(document, newest))) newest = document;
  return newest ? stateAt(newest, now) : 'NOT_SENT';
}

/**
 * The account's status over the kinds it needs:
 * - VERIFIED: every one accepted and in force;
 * - IN_REVIEW: none missing, refused or expired, at least one waiting for the operator;
 * - NOT_STARTED: nothing sent yet;
 * - ACTION_NEEDED: something is missing, refused or expired (the member has to send it).
 */
export type AccountStatus = 'VERIFIED' | 'IN_REVIEW' | 'NOT_STARTED' | 'ACTION_NEEDED';

export function accountStatus(documents: readonly DocumentFacts[], needed: readonly DocumentKind[], now: number): AccountStatus {
  const states = needed.map((kind) => kindState(documents, kind, now));
  if (states.every((state) => state === 'ACCEPTED')) return 'VERIFIED';
  if (states.every((state) => state === 'ACCEPTED' || state === 'IN_REVIEW')) return 'IN_REVIEW';
  if (documents.length === 0) return 'NOT_STARTED';
  return 'ACTION_NEEDED';
}

/** The age check: an identity document accepted and in force (its birth date was checked on acceptance). */
export function ageVerified(documents: readonly DocumentFacts[], now: number): boolean {
  return IDENTITY_KINDS.some((kind) => kindState(documents, kind, now) === 'ACCEPTED');
}

/** Whether a new document of `kind` may be sent now: not while one waits for review or one is accepted and in force. */
export function uploadRefusal(documents: readonly DocumentFacts[], kind: DocumentKind, now: number): 'kyc.document_in_review' | 'kyc.document_accepted' | null {
  const state = kindState(documents, kind, now);
  if (state === 'IN_REVIEW') return 'kyc.document_in_review';
  if (state === 'ACCEPTED') return 'kyc.document_accepted';
  return null;
}

/** Full years between a birth date (YYYY-MM-DD) and a calendar date (YYYY-MM-DD), by the calendar. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const ADULT_AGE = 18;

/** A document number as compared across accounts: letters and digits only, upper case. */
export function normalisedDocumentNumber(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

export interface Gates {
  realPlay: boolean;
  withdraw: boolean;
  freePlay: boolean;
  /** Deposits past this lifetime total (minor units) wait for verification; null: no gate. */
  depositLifetimeMinor: number | null;
}

export type GatedAction = 'REAL_PLAY' | 'WITHDRAW' | 'FREE_PLAY' | 'DEPOSIT';

/**
 * Whether `action` must wait, and for what: `VERIFIED` (every needed document) or `AGE` (an
 * identity document, for free play); null when it may go ahead. A deposit is gated when the member's
 * deposits so far plus this one pass the brand's lifetime amount.
 */
export function gateFor(
  action: GatedAction,
  gates: Gates,
  facts: { status: AccountStatus; ageVerified: boolean; depositedMinor?: number; amountMinor?: number },
): 'VERIFIED' | 'AGE' | null {
  switch (action) {
    case 'REAL_PLAY':
      return gates.realPlay && facts.status !== 'VERIFIED' ? 'VERIFIED' : null;
    case 'WITHDRAW':
      return gates.withdraw && facts.status !== 'VERIFIED' ? 'VERIFIED' : null;
    case 'FREE_PLAY':
      return gates.freePlay && !facts.ageVerified ? 'AGE' : null;
    case 'DEPOSIT': {
      if (gates.depositLifetimeMinor === null || facts.status === 'VERIFIED') return null;
      return (facts.depositedMinor ?? 0) + (facts.amountMinor ?? 0) > gates.depositLifetimeMinor ? 'VERIFIED' : null;
    }
  }
}
