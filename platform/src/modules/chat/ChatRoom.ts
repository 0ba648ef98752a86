/**
 * ChatRoom: one SQLite-backed Durable Object per customer-service conversation (named
 * "<merchant>:<conversation id>"). It keeps the conversation's messages in its own storage, serves
 * the member's and the agents' WebSockets with the hibernation API (sockets stay open while the
 * object sleeps), and after every change writes the conversation's summary (last message, unread
 * counts) to D1, where CBS_unreadCount and the console's list read it.
 *
 * Socket protocol (JSON text frames):
 * - client → room: `{type: "send", text, clientId}` (a message; the same clientId again stores nothing),
 *   `{type: "read"}` (the sender's side has seen everything so far);
 * - room → client: `{type: "message", message}` for every new message, `{type: "error", code}`.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Bindings } from '../../bindings';
import { now } from '../../http/clock';
import { answerClose } from '../../http/sockets';

export type ChatSender = 'MEMBER' | 'AGENT';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  text: string;
  /** Whether the message carries an image (read through the room's image route). */
  image: boolean;
  createdAt: number;
}

export interface ChatImageRef {
  key: string;
  contentType: string;
}

export interface PostInput {
  sender: ChatSender;
  text: string;
  clientId: string;
  image?: ChatImageRef | null;
}

/** The longest message, in Unicode code points. */
export const MAX_CHAT_CHARS = 1000;
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

interface MessageRow extends Record<string, SqlStorageValue> {
  id: number;
  client_id: string;
  sender: ChatSender;
  body: string;
  image_key: string | null;
  image_type: string | null;
  created_at: number;
}

const view = (row: MessageRow): ChatMessage => ({ id: row.id, sender: row.sender, text: row.body, image: row.image_key !== null, createdAt: row.created_at });

/** The room's name for a conversation: a stable id, never derived from anything a member sends. */
export const roomName = (merchant: string, conversationId: number) => `${merchant}:${conversationId}`;

export class ChatRoom extends DurableObject<Bindings> {
  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      client_id TEXT NOT NULL UNIQUE,
      sender TEXT NOT NULL,
      body TEXT NOT NULL,
      image_key TEXT,
      image_type TEXT,
      created_at INTEGER NOT NULL)`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  }

  private meta(key: string): string | null {
    const row = this.ctx.storage.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0];
    return row?.value ?? null;
  }

  private setMeta(key: string, value: string): void {
    this.ctx.storage.sql.exec('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
  }

  /** Binds the room to its conversation (the first call wins; a different id later is refused). */
  private bind(merchant: string, conversationId: number): void {
    const known = this.meta('conversation');
    const name = roomName(merchant, conversationId);
    if (known === null) this.setMeta('conversation', name);
    else if (known !== name) throw new Error('chat room bound to another conversation');
  }

  private lastReadBy(reader: ChatSender): number {
    return Number(this.meta(`read:${reader}`) ?? '0');
  }

  /** Stores a message (once per clientId) and tells every open socket. */
  async post(merchant: string, conversationId: number, input: PostInput): Promise<ChatMessage> {
    this.bind(merchant, conversationId);
    if (!CLIENT_ID.test(input.clientId)) throw new Error('bad client id');
    const existing = this.ctx.storage.sql.exec<MessageRow>('SELECT * FROM messages WHERE client_id = ?', input.clientId).toArray()[0];
    if (existing) return view(existing);
    const row = this.ctx.storage.sql
      .exec<MessageRow>(
        'INSERT INTO messages (client_id, sender, body, image_key, image_type, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
        input.clientId,
        input.sender,
        input.text,
        input.image?.key ?? null,
        input.image?.contentType ?? null,
        now(this.env),
      )
      .one();
    // Whoever writes has seen everything before it.
    this.setMeta(`read:${input.sender}`, String(row.id));
    const message = view(row);
    const frame = JSON.stringify({ type: 'message', message });
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(frame);
      } catch {
        // A socket closing meanwhile: it reloads what it missed on reconnecting.
      }
    }
    await this.summarise(merchant, conversationId);
    return message;
  }

  /** Messages after `after` (oldest first, at most 200), marking them read by `reader` when asked. */
  async list(merchant: string, conversationId: number, reader: ChatSender, after = 0, markRead = true): Promise<ChatMessage[]> {
    this.bind(merchant, conversationId);
    const rows = this.ctx.storage.sql
      .exec<MessageRow>('SELECT * FROM (SELECT * FROM messages WHERE id > ? ORDER BY id DESC LIMIT 200) ORDER BY id', after)
      .toArray();
    if (markRead) await this.markRead(merchant, conversationId, reader);
    return rows.map(view);
  }

  async markRead(merchant: string, conversationId: number, reader: ChatSender): Promise<void> {
    this.bind(merchant, conversationId);
    const last = this.ctx.storage.sql.exec<{ id: number | null }>('SELECT MAX(id) AS id FROM messages').one().id ?? 0;
    if (last > this.lastReadBy(reader)) {
      this.setMeta(`read:${reader}`, String(last));
      await this.summarise(merchant, conversationId);
    }
  }

  /** The image of one message, for the room's image route. */
  async imageOf(merchant: string, conversationId: number, messageId: number): Promise<ChatImageRef | null> {
    this.bind(merchant, conversationId);
    const row = this.ctx.storage.sql.exec<MessageRow>('SELECT * FROM messages WHERE id = ?', messageId).toArray()[0];
    return row?.image_key && row.image_type ? { key: row.image_key, contentType: row.image_type } : null;
  }

  /**
   * A member's erasure (src/modules/privacy/erasure.ts): every message's text becomes `text` and no
   * message keeps an image; answers the images' R2 keys, for the caller to delete. Idempotent.
   */
  async erase(merchant: string, conversationId: number, text: string): Promise<string[]> {
    this.bind(merchant, conversationId);
    const sql = this.ctx.storage.sql;
    const keys = sql
      .exec<{ image_key: string }>('SELECT image_key FROM messages WHERE image_key IS NOT NULL')
      .toArray()
      .map((row) => row.image_key);
    sql.exec('UPDATE messages SET body = ?, image_key = NULL, image_type = NULL', text);
    await this.summarise(merchant, conversationId);
    return keys;
  }

  /** The conversation's last message and unread counts, written to D1. */
  private async summarise(merchant: string, conversationId: number): Promise<void> {
    const sql = this.ctx.storage.sql;
    const last = sql.exec<MessageRow>('SELECT * FROM messages ORDER BY id DESC LIMIT 1').toArray()[0];
    const unread = (reader: ChatSender, from: ChatSender) =>
      sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE sender = ? AND id > ?', from, this.lastReadBy(reader)).one().n;
    await this.env.DB.prepare(
      `UPDATE chat_conversations SET last_message_at = ?3, last_message = ?4, last_sender = ?5, member_unread = ?6, agent_unread = ?7
        WHERE id = ?1 AND merchant_code = ?2`,
    )
      .bind(
        conversationId,
        merchant,
        last?.created_at ?? null,
        last ? (last.body || (last.image_key ? '[image]' : '')).slice(0, 120) : null,
        last?.sender ?? null,
        unread('MEMBER', 'AGENT'),
        unread('AGENT', 'MEMBER'),
      )
      .run();
  }

  /** The WebSocket upgrade: `?merchant=&conversation=&role=MEMBER|AGENT`, checked by the route before it comes here. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const url = new URL(request.url);
    const merchant = url.searchParams.get('merchant') ?? '';
    const conversationId = Number(url.searchParams.get('conversation'));
    const role = url.searchParams.get('role') === 'AGENT' ? 'AGENT' : 'MEMBER';
    this.bind(merchant, conversationId);
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server, [role, merchant, String(conversationId)]);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const [role, merchant, conversation] = this.ctx.getTags(socket) as [ChatSender, string, string];
    const conversationId = Number(conversation);
    let frame: { type?: unknown; text?: unknown; clientId?: unknown };
    try {
      frame = typeof raw === 'string' && raw.length <= 8192 ? JSON.parse(raw) : {};
    } catch {
      frame = {};
    }
    if (frame.type === 'read') {
      await this.markRead(merchant, conversationId, role);
      return;
    }
    if (frame.type === 'send') {
      const text = typeof frame.text === 'string' ? frame.text.trim() : '';
      const clientId = typeof frame.clientId === 'string' ? frame.clientId : '';
      if (!text || Array.from(text).length > MAX_CHAT_CHARS || !CLIENT_ID.test(clientId)) {
        socket.send(JSON.stringify({ type: 'error', code: text ? 'invalid' : 'empty', clientId }));
        return;
      }
      await this.post(merchant, conversationId, { sender: role, text, clientId });
      return;
    }
    socket.send(JSON.stringify({ type: 'error', code: 'unknown' }));
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    answerClose(socket, code);
  }

  override async webSocketError(): Promise<void> {
    // A browser that went without a closing frame: the runtime drops the socket;
    // without this handler the runtime reports the lost connection as an uncaught error.
  }
}
