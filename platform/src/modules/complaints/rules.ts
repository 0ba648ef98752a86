/**
 * Complaints with a reference, pure (docs/platform-protocol.md "Complaints with a reference";
 * docs/decisions/062-complaints.md): the statuses and what moves a complaint from one to another,
 * the promised answer time, when the independent dispute body is offered, the reference's form,
 * and the message body's bounds.
 */

export const STATUSES = ['RECEIVED', 'IN_REVIEW', 'ANSWERED', 'CLOSED'] as const;
export type ComplaintStatus = (typeof STATUSES)[number];

export const SUBJECT_KINDS = ['TRANSACTION', 'ROUND', 'BONUS', 'SERVICE'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export type Author = 'MEMBER' | 'OPERATOR';

/**
 * What happens to a complaint: the member writes again, the operator writes (a message that is not
 * final, or the final answer), or the operator sets a status (takes it up, or closes it).
 */
export type ComplaintEvent = 'MEMBER_MESSAGE' | 'OPERATOR_MESSAGE' | 'FINAL_ANSWER' | 'REVIEW' | 'CLOSE';

/**
 * The status after each event, from each status it is allowed in. A status missing from an event's
 * row refuses the event: a closed complaint takes no message and is not taken up again.
 */
const TRANSITIONS: Readonly<Record<ComplaintEvent, Readonly<Partial<Record<ComplaintStatus, ComplaintStatus>>>>> = {
  // The member writing again after an answer puts it back in review; before, it stays where it is.
  MEMBER_MESSAGE: { RECEIVED: 'RECEIVED', IN_REVIEW: 'IN_REVIEW', ANSWERED: 'IN_REVIEW' },
  OPERATOR_MESSAGE: { RECEIVED: 'IN_REVIEW', IN_REVIEW: 'IN_REVIEW', ANSWERED: 'IN_REVIEW' },
  FINAL_ANSWER: { RECEIVED: 'ANSWERED', IN_REVIEW: 'ANSWERED', ANSWERED: 'ANSWERED' },
  REVIEW: { RECEIVED: 'IN_REVIEW', IN_REVIEW: 'IN_REVIEW', ANSWERED: 'IN_REVIEW' },
  // Closing a closed complaint changes nothing (and tells nobody).
  CLOSE: { RECEIVED: 'CLOSED', IN_REVIEW: 'CLOSED', ANSWERED: 'CLOSED', CLOSED: 'CLOSED' },
};

/** The status after `event`, or null when the event is refused in `status` (a closed complaint). */
export function nextStatus(status: ComplaintStatus, event: ComplaintEvent): ComplaintStatus | null {
  return TRANSITIONS[event][status] ?? null;
}

/** Whether `event` in `status` changes the status (a status change the member is told of). */
export function changesStatus(status: ComplaintStatus, event: ComplaintEvent): boolean {
  const next = nextStatus(status, event);
  return next !== null && next !== status;
}

/** The statuses `event` is allowed in (every status but CLOSED, except for CLOSE). */
export function statusesAllowing(event: ComplaintEvent): ComplaintStatus[] {
  return STATUSES.filter((status) => nextStatus(status, event) !== null);
}

/** The statuses `event` changes (for a write that must change something to count). */
export function statusesChangedBy(event: ComplaintEvent): ComplaintStatus[] {
  return STATUSES.filter((status) => changesStatus(status, event));
}

/**
 * The transition as an SQL expression over `column` (the statuses are this module's constants, so
 * the text is safe to splice): what the write sets, decided in the write itself, so a change made
 * meanwhile by another call is taken into account. A status the event is refused in stays as it is
 * (the write's own condition keeps such rows out).
 */
export function transitionSql(event: ComplaintEvent, column = 'status'): string {
  if (!/^[a-z_][a-z0-9_.]*$/.test(column)) throw new Error(`transitionSql: not a column: ${column}`);
  const arms = STATUSES.flatMap((from) => {
    const to = nextStatus(from, event);
    return to === null || to === from ? [] : [`WHEN '${from}' THEN '${to}'`];
  });
  return arms.length ? `CASE ${column} ${arms.join(' ')} ELSE ${column} END` : column;
}

/** `('A', 'B')` for an SQL `IN`, from this module's constants. */
export function sqlList(values: readonly ComplaintStatus[]): string {
  return `(${values.map((v) => `'${v}'`).join(', ')})`;
}

export const DAY_MS = 86_400_000;

/** The brand's procedure: its promised answer time, when escalation opens, and its dispute body. */
export interface DisputeBody {
  name: string;
  url: string;
  email: string | null;
  phone: string | null;
}

export interface ComplaintSettings {
  answerDays: number;
  escalationDays: number;
  /** Null for a brand that named none: nothing is offered. */
  body: DisputeBody | null;
}

/** A brand without settings of its own: fourteen days, eight weeks, no body named. */
export const DEFAULT_SETTINGS: ComplaintSettings = { answerDays: 14, escalationDays: 56, body: null };

/** The bounds of the settings (the operator's route refuses anything outside them). */
export const ANSWER_DAYS = { min: 1, max: 90 } as const;
export const ESCALATION_DAYS = { min: 1, max: 365 } as const;

/** When the brand promised to answer: the filing plus answerDays. */
export function answerDueAt(createdAt: number, settings: Pick<ComplaintSettings, 'answerDays'>): number {
  return createdAt + settings.answerDays * DAY_MS;
}

export interface Escalation {
  availableAt: number;
  available: boolean;
  body: DisputeBody | null;
}

/**
 * Whether the member may take the complaint to the dispute body: once the brand gave its final
 * answer, or once escalationDays have passed since the filing, whichever comes first; never before
 * (the brand has its turn first), and never when the brand named no body.
 */
export function escalationOf(createdAt: number, finalAnswerAt: number | null, settings: ComplaintSettings, now: number): Escalation {
  const availableAt = createdAt + settings.escalationDays * DAY_MS;
  const available = settings.body !== null && (finalAnswerAt !== null || now >= availableAt);
  return { availableAt, available, body: available ? settings.body : null };
}

/** Crockford's base 32: digits and letters without I, L, O and U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE = /^C-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

/** `C-` and eight symbols of Crockford's base 32 from eight random bytes (five bits of each: 40 bits). */
export function referenceFrom(random: Uint8Array): string {
  if (random.length < 8) throw new Error('referenceFrom: eight random bytes needed');
  let text = 'C-';
  for (let i = 0; i < 8; i++) text += CROCKFORD[random[i]! & 31];
  return text;
}

/** A new random reference. */
export function newReference(): string {
  return referenceFrom(crypto.getRandomValues(new Uint8Array(8)));
}

/** The reference a member typed, as stored (upper case), or null when it cannot be one. */
export function normalisedReference(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const upper = text.trim().toUpperCase();
  return REFERENCE.test(upper) ? upper : null;
}

export const MAX_BODY_CHARS = 2000;
export const BODY_LENGTH_MESSAGE = `length must be between 1 and ${MAX_BODY_CHARS}`;

/** A message's text as stored (trimmed), or null when it is empty or longer than MAX_BODY_CHARS Unicode characters. */
export function acceptedBody(text: string): string | null {
  const trimmed = text.trim();
  const length = Array.from(trimmed).length;
  return length >= 1 && length <= MAX_BODY_CHARS ? trimmed : null;
}

/** A requestId: 8 to 64 letters, digits, `-` or `_`. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const REQUEST_ID_MESSAGE = 'must be 8 to 64 letters, digits, - or _';

/** The member's limits. */
export const LIMITS = {
  /** Complaints filed in 24 hours. */
  filedPerDay: 5,
  /** Complaints not closed at once. */
  open: 20,
  /** The member's messages in one complaint in 24 hours. */
  messagesPerDay: 20,
} as const;

/** Which limit a filing reaches, or null: `filedToday` in the last 24 hours, `open` not closed. */
export function filingLimitReached(counts: { filedToday: number; open: number }): 'filedPerDay' | 'open' | null {
  if (counts.filedToday >= LIMITS.filedPerDay) return 'filedPerDay';
  if (counts.open >= LIMITS.open) return 'open';
  return null;
}

/**
 * A subject's `ref` as the member gave it: a TRANSACTION is `deposit:<id>`, `withdrawal:<id>` or
 * `transfer:<id>`, a ROUND a betting record's id, a BONUS a promotion's id. Anything else is null
 * (answered as a subject not found: a malformed ref says nothing about anyone's records).
 */
export type SubjectRef =
  { kind: 'TRANSACTION'; record: 'deposit' | 'withdrawal' | 'transfer'; id: number } | { kind: 'ROUND'; id: number } | { kind: 'BONUS'; id: number };

const ID = '([1-9][0-9]{0,14})';
const TRANSACTION_REF = new RegExp(`^(deposit|withdrawal|transfer):${ID}$`);
const ID_REF = new RegExp(`^${ID}$`);

export function parseSubjectRef(kind: Exclude<SubjectKind, 'SERVICE'>, ref: string): SubjectRef | null {
  const text = ref.trim();
  if (kind === 'TRANSACTION') {
    const match = TRANSACTION_REF.exec(text);
    return match ? { kind, record: match[1] as 'deposit' | 'withdrawal' | 'transfer', id: Number(match[2]) } : null;
  }
  const match = ID_REF.exec(text);
  return match ? { kind, id: Number(match[1]) } : null;
}

/** The ref as stored and answered: the canonical text of a parsed ref. */
export function subjectRefText(ref: SubjectRef): string {
  return ref.kind === 'TRANSACTION' ? `${ref.record}:${ref.id}` : String(ref.id);
}
