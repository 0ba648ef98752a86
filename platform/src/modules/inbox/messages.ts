/**
 * The inbox: platform messages to one member (account_id) or to every member of the brand
 * (account_id NULL, also seen by members who join later). Each member has their own read and
 * deleted state of a message (inbox_states); no row means unread and kept. A deleted message is
 * gone for that member only, and counts as read.
 */
import { sentDuringExclusionSql } from '../responsible-gaming/store';
import { PlatformError } from '../../http/envelope';

export interface InboxRow {
  id: number;
  title: string;
  content: string;
  created_at: number;
  to_all: number;
  read_at: number | null;
}

export interface InboxMessageView {
  id: number;
  title: string;
  content: string;
  createdAt: number;
  /** ALL: a message to every member of the brand; MEMBER: to this member only. */
  audience: 'ALL' | 'MEMBER';
  read: boolean;
}

export const inboxNotFound = () => new PlatformError(404, 'inbox.not_found', 'message not found');

export function inboxView(row: InboxRow): InboxMessageView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    createdAt: row.created_at,
    audience: row.to_all ? 'ALL' : 'MEMBER',
    read: row.read_at !== null,
  };
}

/**
 * The messages a member sees (?1 merchant, ?2 account): theirs and the brand's, not deleted by them.
 * The brand's messages to all (its marketing) sent while the member was timed out or self-excluded
 * never reach them, also after it ends (docs/decisions/039).
 */
const VISIBLE = `FROM inbox_messages m
  LEFT JOIN inbox_states s ON s.message_id = m.id AND s.account_id = ?2
  WHERE m.merchant_code = ?1 AND (m.account_id = ?2 OR (m.account_id IS NULL AND NOT ${sentDuringExclusionSql('?2', 'm.created_at')}))
    AND s.deleted_at IS NULL`;

const COLUMNS = 'm.id, m.title, m.content, m.created_at, m.account_id IS NULL AS to_all, s.read_at';

export async function inboxPage(
  db: D1Database,
  merchant: string,
  accountId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const [page, counts] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} ${VISIBLE} ORDER BY m.created_at DESC, m.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(merchant, accountId, pageSize, (pageNo - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(s.read_at IS NULL), 0) AS unread ${VISIBLE}`).bind(merchant, accountId),
  ]);
  const count = (counts?.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number };
  return { rows: (page?.results ?? []) as InboxRow[], total: count.total, unread: count.unread };
}

export async function unreadCount(db: D1Database, merchant: string, accountId: number): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS unread ${VISIBLE} AND s.read_at IS NULL`).bind(merchant, accountId).first<{ unread: number }>();
  return row?.unread ?? 0;
}

export async function inboxMessage(db: D1Database, merchant: string, accountId: number, id: number): Promise<InboxRow | null> {
  return db.prepare(`SELECT ${COLUMNS} ${VISIBLE} AND m.id = ?3`).bind(merchant, accountId, id).first<InboxRow>();
}

/**
 * Marks messages read (`ids`, or every message the member sees when `ids` is null) or deleted
 * (deleted also marks read). Only messages the member sees are touched; repeating it changes
 * nothing more. Answers how many messages changed state.
 */
export async function markMessages(
  db: D1Database,
  merchant: string,
  accountId: number,
  ids: number[] | null,
  change: 'READ' | 'DELETED',
  now: number,
): Promise<number> {
  const setDeleted = change === 'DELETED';
  const result = await db
    .prepare(
      `INSERT INTO inbox_states (message_id, account_id, read_at, deleted_at)
       SELECT m.id, ?2, ?3, ${setDeleted ? '?3' : 'NULL'} ${VISIBLE}
         AND (?4 IS NULL OR m.id IN (SELECT value FROM json_each(?4)))
         AND ${setDeleted ? 's.deleted_at IS NULL' : 's.read_at IS NULL'}
       ON CONFLICT (message_id, account_id) DO UPDATE SET
         read_at = COALESCE(read_at, excluded.read_at),
         deleted_at = COALESCE(deleted_at, excluded.deleted_at)`,
    )
    .bind(merchant, accountId, now, ids === null ? null : JSON.stringify(ids))
    .run();
  return result.meta.changes ?? 0;
}

type NewMessage = { merchant: string; accountId: number | null; title: string; content: string; now: number };

/**
 * The insert of a message, for a caller's batch; `condition` (SQL after the values, such as
 * `WHERE changes() = 1`) makes it follow the statement before it.
 */
export function messageStatement(db: D1Database, message: NewMessage, condition = ''): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO inbox_messages (merchant_code, account_id, title, content, created_at) SELECT ?1, ?2, ?3, ?4, ?5 ${condition}`)
    .bind(message.merchant, message.accountId, message.title, message.content, message.now);
}

/**
 * The insert of a campaign's message to each of `accountIds`, for the campaign's batch: marked
 * MARKETING (inbox_messages.category), the record of what was marketing; every other message is a
 * service message. The member's inbox lists and counts it like any other.
 */
export function marketingMessagesStatement(
  db: D1Database,
  message: { merchant: string; accountIds: readonly number[]; title: string; content: string; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO inbox_messages (merchant_code, account_id, title, content, category, created_at)
       SELECT ?1, value, ?2, ?3, 'MARKETING', ?4 FROM json_each(?5)`,
    )
    .bind(message.merchant, message.title, message.content, message.now, JSON.stringify(message.accountIds));
}

/** Sends a message to one member (accountId) or to every member of the brand (null). */
export async function sendMessage(
  db: D1Database,
  message: { merchant: string; accountId: number | null; title: string; content: string; now: number },
): Promise<InboxRow> {
  const row = await db
    .prepare(
      `INSERT INTO inbox_messages (merchant_code, account_id, title, content, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       RETURNING id, title, content, created_at, account_id IS NULL AS to_all, NULL AS read_at`,
    )
    .bind(message.merchant, message.accountId, message.title, message.content, message.now)
    .first<InboxRow>();
  if (!row) throw new Error('inbox: insert returned nothing');
  return row;
}
