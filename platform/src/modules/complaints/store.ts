/**
 * Complaints' reads and writes in D1 (migration 0045): the brand's settings, a complaint by its
 * reference or its filing's requestId, the member's and the operator's lists, and the writes. Each
 * write is one batch (one transaction) whose statements decide for themselves: the limits, the
 * requestId (a UNIQUE index: INSERT ... ON CONFLICT DO NOTHING) and the status are checked inside
 * the write, so parallel calls cannot both pass a check and both write; the caller reads back what
 * happened.
 */
import { messageStatement } from '../inbox/messages';
import {
  answerDueAt,
  DAY_MS,
  DEFAULT_SETTINGS,
  escalationOf,
  LIMITS,
  sqlList,
  statusesAllowing,
  statusesChangedBy,
  transitionSql,
  type Author,
  type ComplaintEvent,
  type ComplaintSettings,
  type ComplaintStatus,
  type SubjectKind,
} from './rules';
import type { ResolvedSubject, Summary } from './subjects';

export interface ComplaintRow {
  id: number;
  merchant_code: string;
  account_id: number;
  reference: string;
  subject_kind: SubjectKind;
  subject_ref: string | null;
  subject_summary: string | null;
  status: ComplaintStatus;
  created_at: number;
  updated_at: number;
  final_answer_at: number | null;
  closed_at: number | null;
  last_author: Author;
  last_message_at: number;
  request_id: string | null;
}

export interface MessageRow {
  id: number;
  author: Author;
  body: string;
  final: number;
  created_at: number;
  /** JSON array of the image positions. */
  images: string;
}

interface SettingsRow {
  answer_days: number;
  escalation_days: number;
  body_name: string;
  body_url: string;
  body_email: string | null;
  body_phone: string | null;
}

/** The brand's procedure; a brand without a row has the defaults and names no body. */
export async function loadSettings(db: D1Database, merchant: string): Promise<ComplaintSettings> {
  const row = await db.prepare('SELECT * FROM complaint_settings WHERE merchant_code = ?1').bind(merchant).first<SettingsRow>();
  if (!row) return DEFAULT_SETTINGS;
  return {
    answerDays: row.answer_days,
    escalationDays: row.escalation_days,
    body: { name: row.body_name, url: row.body_url, email: row.body_email, phone: row.body_phone },
  };
}

export async function saveSettings(
  db: D1Database,
  merchant: string,
  settings: ComplaintSettings & { body: NonNullable<ComplaintSettings['body']> },
  now: number,
) {
  await db
    .prepare(
      `INSERT INTO complaint_settings (merchant_code, answer_days, escalation_days, body_name, body_url, body_email, body_phone, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
       ON CONFLICT (merchant_code) DO UPDATE SET answer_days = ?2, escalation_days = ?3, body_name = ?4, body_url = ?5, body_email = ?6,
         body_phone = ?7, updated_at = ?8`,
    )
    .bind(merchant, settings.answerDays, settings.escalationDays, settings.body.name, settings.body.url, settings.body.email, settings.body.phone, now)
    .run();
}

export function settingsView(settings: ComplaintSettings) {
  return { answerDays: settings.answerDays, escalationDays: settings.escalationDays, body: settings.body };
}

/** A complaint as the wire gives it, without its messages. */
export function complaintView(row: ComplaintRow, settings: ComplaintSettings, now: number) {
  return {
    reference: row.reference,
    subject: {
      kind: row.subject_kind,
      ref: row.subject_ref,
      summary: row.subject_summary === null ? null : (JSON.parse(row.subject_summary) as Summary),
    },
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    answerDueAt: answerDueAt(row.created_at, settings),
    finalAnswerAt: row.final_answer_at,
    closedAt: row.closed_at,
    lastMessage: { author: row.last_author, at: row.last_message_at },
    escalation: escalationOf(row.created_at, row.final_answer_at, settings, now),
  };
}

export function messageView(row: MessageRow) {
  return {
    id: row.id,
    author: row.author,
    body: row.body,
    final: row.final === 1,
    createdAt: row.created_at,
    images: JSON.parse(row.images) as number[],
  };
}

/** A complaint of the brand by its reference (and of this account, when one is given). */
export async function complaintByReference(db: D1Database, merchant: string, reference: string, accountId: number | null): Promise<ComplaintRow | null> {
  return db
    .prepare('SELECT * FROM complaints WHERE merchant_code = ?1 AND reference = ?2 AND (?3 IS NULL OR account_id = ?3)')
    .bind(merchant, reference, accountId)
    .first<ComplaintRow>();
}

export async function complaintById(db: D1Database, id: number): Promise<ComplaintRow | null> {
  return db.prepare('SELECT * FROM complaints WHERE id = ?1').bind(id).first<ComplaintRow>();
}

/** The complaint an earlier try of this filing stored. */
export async function complaintByRequest(db: D1Database, accountId: number, requestId: string): Promise<ComplaintRow | null> {
  return db.prepare('SELECT * FROM complaints WHERE account_id = ?1 AND request_id = ?2').bind(accountId, requestId).first<ComplaintRow>();
}

/** Whether an earlier try of this message stored it. */
export async function messageByRequest(db: D1Database, complaintId: number, requestId: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM complaint_messages WHERE complaint_id = ?1 AND request_id = ?2').bind(complaintId, requestId).first();
  return row !== null;
}

/** A complaint's messages, oldest first, each with its images' positions. */
export async function messagesOf(db: D1Database, complaintId: number): Promise<MessageRow[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.author, m.body, m.final, m.created_at,
              (SELECT json_group_array(position) FROM (SELECT position FROM complaint_images WHERE message_id = m.id ORDER BY position)) AS images
         FROM complaint_messages m WHERE m.complaint_id = ?1 ORDER BY m.created_at, m.id`,
    )
    .bind(complaintId)
    .all<MessageRow>();
  return results;
}

/** The complaint with its messages, as the wire gives it. */
export async function detailOf(db: D1Database, row: ComplaintRow, settings: ComplaintSettings, now: number) {
  const messages = await messagesOf(db, row.id);
  return { ...complaintView(row, settings, now), messages: messages.map(messageView) };
}

/** One page of the member's complaints, newest first (of one status, when given), and how many there are. */
export async function memberPage(
  db: D1Database,
  merchant: string,
  accountId: number,
  status: ComplaintStatus | null,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT * FROM complaints WHERE account_id = ?1 AND merchant_code = ?2 AND (?3 IS NULL OR status = ?3)
          ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(accountId, merchant, status, pageSize, (pageNo - 1) * pageSize),
    db
      .prepare('SELECT COUNT(*) AS total FROM complaints WHERE account_id = ?1 AND merchant_code = ?2 AND (?3 IS NULL OR status = ?3)')
      .bind(accountId, merchant, status),
  ]);
  return {
    rows: (page?.results ?? []) as ComplaintRow[],
    total: ((count?.results[0] as { total: number } | undefined)?.total ?? 0) as number,
  };
}

/** The brand's latest 50 complaints (of one member, of one status), newest first, with the members' usernames. */
export async function operatorList(
  db: D1Database,
  merchant: string,
  username: string | null,
  status: ComplaintStatus | null,
): Promise<(ComplaintRow & { username: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT c.*, a.username FROM complaints c JOIN accounts a ON a.id = c.account_id
        WHERE c.merchant_code = ?1 AND (?2 IS NULL OR a.username = ?2) AND (?3 IS NULL OR c.status = ?3)
        ORDER BY c.created_at DESC, c.id DESC LIMIT 50`,
    )
    .bind(merchant, username, status)
    .all<ComplaintRow & { username: string }>();
  return results;
}

/** How many complaints the member filed in the 24 hours before `now`, and how many are not closed. */
export async function filingCounts(db: D1Database, accountId: number, now: number): Promise<{ filedToday: number; open: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM complaints WHERE account_id = ?1 AND created_at > ?2) AS filed_today,
              (SELECT COUNT(*) FROM complaints WHERE account_id = ?1 AND status <> 'CLOSED') AS open`,
    )
    .bind(accountId, now - DAY_MS)
    .first<{ filed_today: number; open: number }>();
  return { filedToday: row?.filed_today ?? 0, open: row?.open ?? 0 };
}

/** The keys of a message's images, in position order. */
export async function imageKeysOf(db: D1Database, messageId: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT object_key FROM complaint_images WHERE message_id = ?1 ORDER BY position')
    .bind(messageId)
    .all<{ object_key: string }>();
  return results.map((r) => r.object_key);
}

/**
 * The image rows of a message just inserted in the same batch: `message` is SQL naming its id, the
 * key's head is `<merchant>/complaints/<reference>/<message id>/`, `records` (images.ts
 * imageRecords) the tails, types and sizes. It follows the statement before it (`changes() = 1`).
 */
function imagesStatement(db: D1Database, message: string, merchant: string, reference: string, records: string, params: unknown[]): D1PreparedStatement {
  const first = params.length + 1;
  return db
    .prepare(
      `INSERT INTO complaint_images (message_id, position, object_key, content_type, byte_size)
       SELECT m.id, j.key + 1, ?${first} || '/complaints/' || ?${first + 1} || '/' || m.id || '/' || json_extract(j.value, '$[0]'),
              json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]')
         FROM complaint_messages m, json_each(?${first + 2}) j
        WHERE m.id = (${message}) AND changes() = 1`,
    )
    .bind(...params, merchant, reference, records);
}

export interface Filing {
  merchant: string;
  accountId: number;
  reference: string;
  subject: ResolvedSubject;
  body: string;
  requestId: string | null;
  /** images.ts imageRecords, or null without images. */
  images: string | null;
  now: number;
}

/**
 * Files a complaint with its first message and its images' rows, in one transaction, unless the
 * member reached a limit (5 filed in 24 hours, 20 open) or the requestId or the reference is taken.
 * Answers the new complaint's id and its first message's, or null when nothing was written.
 */
export async function fileComplaint(db: D1Database, f: Filing): Promise<{ complaintId: number; messageId: number } | null> {
  const statements = [
    db
      .prepare(
        `INSERT INTO complaints (merchant_code, account_id, reference, subject_kind, subject_ref, subject_summary, status, created_at, updated_at,
           last_author, last_message_at, request_id)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'RECEIVED', ?7, ?7, 'MEMBER', ?7, ?8
          WHERE (SELECT COUNT(*) FROM complaints WHERE account_id = ?2 AND created_at > ?7 - ?9) < ?10
            AND (SELECT COUNT(*) FROM complaints WHERE account_id = ?2 AND status <> 'CLOSED') < ?11
         ON CONFLICT DO NOTHING
         RETURNING id`,
      )
      .bind(
        f.merchant,
        f.accountId,
        f.reference,
        f.subject.kind,
        f.subject.ref,
        f.subject.summary === null ? null : JSON.stringify(f.subject.summary),
        f.now,
        f.requestId,
        DAY_MS,
        LIMITS.filedPerDay,
        LIMITS.open,
      ),
    db
      .prepare(
        `INSERT INTO complaint_messages (complaint_id, author, body, final, created_at)
         SELECT id, 'MEMBER', ?3, 0, ?4 FROM complaints WHERE merchant_code = ?1 AND reference = ?2 AND changes() = 1
         RETURNING id`,
      )
      .bind(f.merchant, f.reference, f.body, f.now),
  ];
  if (f.images) {
    // The new complaint's only message.
    const message = 'SELECT m2.id FROM complaint_messages m2 JOIN complaints c2 ON c2.id = m2.complaint_id WHERE c2.merchant_code = ?1 AND c2.reference = ?2';
    statements.push(imagesStatement(db, message, f.merchant, f.reference, f.images, [f.merchant, f.reference]));
  }
  const [complaint, message] = await db.batch<{ id: number }>(statements);
  const complaintId = complaint?.results[0]?.id;
  const messageId = message?.results[0]?.id;
  return complaintId !== undefined && messageId !== undefined ? { complaintId, messageId } : null;
}

/** Removes a filing whose images could not be stored: its images' rows, its message and itself. */
export async function unfile(db: D1Database, complaintId: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM complaint_images WHERE message_id IN (SELECT id FROM complaint_messages WHERE complaint_id = ?1)').bind(complaintId),
    db.prepare('DELETE FROM complaint_messages WHERE complaint_id = ?1').bind(complaintId),
    db.prepare('DELETE FROM complaints WHERE id = ?1').bind(complaintId),
  ]);
}

export interface MemberMessage {
  merchant: string;
  complaint: ComplaintRow;
  body: string;
  requestId: string | null;
  images: string | null;
  now: number;
}

/**
 * The member's message in one transaction: written unless the complaint is closed, the member wrote
 * 20 messages in it in the last 24 hours, or the requestId is taken; then the complaint's status
 * (ANSWERED goes back to IN_REVIEW), its last message, and the images' rows. Answers the message's
 * id, or null when nothing was written.
 */
export async function addMemberMessage(db: D1Database, m: MemberMessage): Promise<number | null> {
  const id = m.complaint.id;
  const statements = [
    db
      .prepare(
        `INSERT INTO complaint_messages (complaint_id, author, body, final, created_at, request_id)
         SELECT ?1, 'MEMBER', ?2, 0, ?3, ?4
          WHERE EXISTS (SELECT 1 FROM complaints WHERE id = ?1 AND status IN ${sqlList(statusesAllowing('MEMBER_MESSAGE'))})
            AND (SELECT COUNT(*) FROM complaint_messages WHERE complaint_id = ?1 AND author = 'MEMBER' AND created_at > ?3 - ?5) < ?6
         ON CONFLICT DO NOTHING
         RETURNING id`,
      )
      .bind(id, m.body, m.now, m.requestId, DAY_MS, LIMITS.messagesPerDay),
    db
      .prepare(
        `UPDATE complaints SET status = ${transitionSql('MEMBER_MESSAGE')}, updated_at = ?2, last_author = 'MEMBER', last_message_at = ?2
          WHERE id = ?1 AND changes() = 1`,
      )
      .bind(id, m.now),
  ];
  if (m.images) {
    // The message just written: the complaint's latest (the batch is one transaction).
    statements.push(imagesStatement(db, 'SELECT MAX(id) FROM complaint_messages WHERE complaint_id = ?1', m.merchant, m.complaint.reference, m.images, [id]));
  }
  const [message] = await db.batch<{ id: number }>(statements);
  return message?.results[0]?.id ?? null;
}

/**
 * Removes a member's message whose images could not be stored, and gives the complaint back the
 * status and last message it had, unless something else changed it since.
 */
export async function unsendMemberMessage(db: D1Database, before: ComplaintRow, messageId: number, now: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM complaint_images WHERE message_id = ?1').bind(messageId),
    db.prepare('DELETE FROM complaint_messages WHERE id = ?1').bind(messageId),
    db
      .prepare(
        `UPDATE complaints SET status = ?2, updated_at = ?3, last_author = ?4, last_message_at = ?5
          WHERE id = ?1 AND updated_at = ?6 AND last_author = 'MEMBER' AND last_message_at = ?6`,
      )
      .bind(before.id, before.status, before.updated_at, before.last_author, before.last_message_at, now),
  ]);
}

export interface Notice {
  merchant: string;
  accountId: number;
  title: string;
  content: string;
}

/**
 * The operator's message (`final`: the final answer) in one transaction: written unless the
 * complaint is closed; then the status (IN_REVIEW, or ANSWERED with the first final answer's time
 * kept) and the member's inbox message. Answers whether it was written.
 */
export async function addOperatorMessage(db: D1Database, complaintId: number, body: string, final: boolean, notice: Notice, now: number): Promise<boolean> {
  const event: ComplaintEvent = final ? 'FINAL_ANSWER' : 'OPERATOR_MESSAGE';
  const [message] = await db.batch([
    db
      .prepare(
        `INSERT INTO complaint_messages (complaint_id, author, body, final, created_at)
         SELECT ?1, 'OPERATOR', ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM complaints WHERE id = ?1 AND status IN ${sqlList(statusesAllowing(event))})`,
      )
      .bind(complaintId, body, final ? 1 : 0, now),
    db
      .prepare(
        `UPDATE complaints SET status = ${transitionSql(event)}, updated_at = ?2, last_author = 'OPERATOR', last_message_at = ?2,
           final_answer_at = CASE WHEN ?3 = 1 THEN COALESCE(final_answer_at, ?2) ELSE final_answer_at END
          WHERE id = ?1 AND changes() = 1`,
      )
      .bind(complaintId, now, final ? 1 : 0),
    messageStatement(db, { ...notice, now }, 'WHERE changes() = 1'),
  ]);
  return (message?.meta.changes ?? 0) === 1;
}

/**
 * The operator's status change in one transaction: the status (CLOSED with its time) and the
 * member's inbox message, only when it changes. Answers whether it changed.
 */
export async function changeStatus(db: D1Database, complaintId: number, event: 'REVIEW' | 'CLOSE', notice: Notice, now: number): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE complaints SET status = ${transitionSql(event)}, updated_at = ?2, closed_at = CASE WHEN ?3 = 1 THEN ?2 ELSE closed_at END
          WHERE id = ?1 AND status IN ${sqlList(statusesChangedBy(event))}`,
      )
      .bind(complaintId, now, event === 'CLOSE' ? 1 : 0),
    messageStatement(db, { ...notice, now }, 'WHERE changes() = 1'),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

/** Moves a complaint's times and its messages' `days` earlier (the tests' and the demo's way past the brand's periods). */
export async function backdate(db: D1Database, complaintId: number, days: number): Promise<void> {
  const shift = days * DAY_MS;
  await db.batch([
    db
      .prepare(
        `UPDATE complaints SET created_at = created_at - ?2, updated_at = updated_at - ?2, last_message_at = last_message_at - ?2,
           final_answer_at = final_answer_at - ?2, closed_at = closed_at - ?2 WHERE id = ?1`,
      )
      .bind(complaintId, shift),
    db.prepare('UPDATE complaint_messages SET created_at = created_at - ?2 WHERE complaint_id = ?1').bind(complaintId, shift),
  ]);
}

/** One image of a complaint of the brand (of this account, when one is given): its key and type, or null. */
export async function imageOf(
  db: D1Database,
  where: { merchant: string; reference: string; accountId: number | null; messageId: number; position: number },
): Promise<{ object_key: string; content_type: string } | null> {
  return db
    .prepare(
      `SELECT i.object_key, i.content_type FROM complaint_images i
         JOIN complaint_messages m ON m.id = i.message_id JOIN complaints c ON c.id = m.complaint_id
        WHERE c.merchant_code = ?1 AND c.reference = ?2 AND (?3 IS NULL OR c.account_id = ?3) AND m.id = ?4 AND i.position = ?5`,
    )
    .bind(where.merchant, where.reference, where.accountId, where.messageId, where.position)
    .first<{ object_key: string; content_type: string }>();
}
