/**
 * Customer-service chat, CBS3 (docs/platform-protocol.md "Customer-service chat", decision 032):
 *
 * - GET  /wps/relay/CBS_modelList                 the brand's service desks;
 * - POST /wps/relay/CBS_launchChat                `{b2c: 1, headerColor, pageTitle, template: "v2", modelId?}`
 *                                                 (member session) → `{chatUrl: "/cs/room/<token>"}`: the member's
 *                                                 conversation (made on the first launch), a fresh token bound to it;
 * - GET  /wps/relay/CBS_unreadCount               `{count}`: service answers the member has not seen.
 *
 * The room (opened by the member's browser through the portal, which forwards /cs/* with the member's
 * session as Authorization): the token must be alive AND the session's account must be the link's
 * member, else 404 (never another member's conversation):
 * - GET  /cs/room/<token>                          the page (reads mark the answers seen);
 * - POST /cs/room/<token>                          a message (form: text, image?, clientId): 303 back to
 *                                                  the page, or JSON `{message}` / `{error}` for Accept: application/json;
 * - GET  /cs/room/<token>/messages?after=<id>      JSON `{messages}` (the poll fallback);
 * - GET  /cs/room/<token>/ws                       the WebSocket (to the conversation's ChatRoom object);
 * - GET  /cs/room/<token>/image/<message id>       an image of the conversation;
 * - GET  /cs/room/<token>/theme.css                the header in the launch's colour;
 * - GET  /cs/chat.js, /cs/chat.css                 the script and styles.
 *
 * The development console (DEV_TOOLS = "1"; the portal forwards /cs/console* to /__dev/cs/console*):
 * the list of conversations, one conversation with the agent's form, and the same messages, socket
 * and image paths under /__dev/cs/console/<conversation id>.
 */
import * as z from 'zod';
import type { Env } from '../../env';
import { isModuleOn, merchantFromHeaders } from '../../http/brand';
import { readBoundedBody } from '../../http/bounded-body';
import { localizedSql } from '../../http/contentText';
import { frameAncestors } from '../system/frame-ancestors';
import { now as clock } from '../../http/clock';
import { functionNotAvailable, okPrivate, PlatformError, systemBusy } from '../../http/envelope';
import type { TextLanguage } from '../../http/language';
import { jsonBody, parseWith } from '../../http/params';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import { requireSession } from '../session/sessions';
import { MAX_PROOF_BYTES, proofTypeOf } from '../withdraw/proof';
import { MAX_CHAT_CHARS, roomName, type ChatImageRef, type ChatMessage, type ChatSender } from './ChatRoom';
import { CHAT_CSS, CHAT_WORDS, chatHeaders, chatPage, consolePage, languageOf, notFoundPage, themeCss, type ChatErrorCode, type ChatLanguage } from './pages';
import { CHAT_SCRIPT } from './script';
import { randomToken, sha256Hex } from '../../crypto/random';

/** A chat link lives 12 hours; the portal launches a fresh one each time the member opens the chat. */
export const CHAT_LINK_TTL_MS = 12 * 60 * 60 * 1000;
const TOKEN = '([A-Za-z0-9_-]{40,64})';
/** The desk of a brand that configured none, named in the request's language (the chat's own word for customer service). */
const DEFAULT_MODEL_ID = 'GENERAL';
/** One image of the proof's 5 MB, the text and the form's framing. */
const MAX_POST_BYTES = MAX_PROOF_BYTES + 16 * 1024;

export const chatNotFound = () => new PlatformError(404, 'chat.not_found', 'chat not found');

// ---------------------------------------------------------------------------------------------
// Protocol calls

interface ModelRow {
  model_id: string;
  /** The brand's name for the desk in the request language (localizedSql: Korean or another language, else English). */
  name: string;
  /** The default desk (no rows): its name is the chat's own word, in every language. */
  standard?: true;
}

async function modelsOf(env: Env, merchant: string, lang: TextLanguage): Promise<ModelRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT model_id, ${localizedSql('chat_models.name', lang)} AS name FROM chat_models WHERE merchant_code = ?1 ORDER BY sort, model_id`,
  )
    .bind(merchant)
    .all<ModelRow>();
  return results.length ? results : [{ model_id: DEFAULT_MODEL_ID, name: CHAT_WORDS[lang].service, standard: true }];
}

/** A desk's name in the request language: the brand's own, or the chat's word for the default desk. */
function modelName(m: ModelRow, ctx: BrandContext): string {
  return m.standard ? CHAT_WORDS[ctx.text].service : m.name;
}

function requireChatOn(ctx: BrandContext): void {
  if (!isModuleOn(ctx.brand.whitelabel, 'CBS3')) throw functionNotAvailable();
}

async function modelListHandler(ctx: BrandContext): Promise<Response> {
  requireChatOn(ctx);
  const models = await modelsOf(ctx.env, ctx.brand.row.merchant_code, ctx.text);
  return okPrivate(models.map((m) => ({ modelId: m.model_id, name: modelName(m, ctx), template: 'v2' })));
}

const LaunchBody = z.object({
  b2c: z.union([z.literal(1), z.literal('1')]),
  headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1f3a93'),
  pageTitle: z.string().trim().min(1).max(80),
  template: z.literal('v2'),
  modelId: z.string().trim().min(1).max(40).optional(),
});

/** The member's conversation (one per member and brand), made on the first launch. */
async function conversationOf(env: Env, merchant: string, accountId: number, modelId: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO chat_conversations (merchant_code, account_id, model_id, created_at) VALUES (?1, ?2, ?3, ?4)
     ON CONFLICT (merchant_code, account_id) DO UPDATE SET model_id = excluded.model_id RETURNING id`,
  )
    .bind(merchant, accountId, modelId, clock(env))
    .first<{ id: number }>();
  if (!row) throw systemBusy();
  return row.id;
}

async function launchHandler(ctx: BrandContext): Promise<Response> {
  requireChatOn(ctx);
  const session = await requireSession(ctx);
  const body = parseWith(LaunchBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const models = await modelsOf(ctx.env, merchant, ctx.text);
  const model = body.modelId ? models.find((m) => m.model_id === body.modelId) : models[0];
  if (!model) throw new PlatformError(400, 'request_param_err', 'modelId: unknown');
  const conversationId = await conversationOf(ctx.env, merchant, session.account.id, model.model_id);
  const token = randomToken(32);
  const now = clock(ctx.env);
  await ctx.env.DB.prepare(
    `INSERT INTO chat_links (token_hash, conversation_id, account_id, header_color, page_title, template, language, created_at, expires_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
  )
    .bind(await sha256Hex(token), conversationId, session.account.id, body.headerColor, body.pageTitle, body.template, ctx.text, now, now + CHAT_LINK_TTL_MS)
    .run();
  return okPrivate({ chatUrl: `/cs/room/${token}`, conversationId, expiresAt: now + CHAT_LINK_TTL_MS });
}

async function unreadHandler(ctx: BrandContext): Promise<Response> {
  requireChatOn(ctx);
  const session = await requireSession(ctx);
  const row = await ctx.env.DB.prepare('SELECT member_unread FROM chat_conversations WHERE merchant_code = ?1 AND account_id = ?2')
    .bind(ctx.brand.row.merchant_code, session.account.id)
    .first<{ member_unread: number }>();
  return okPrivate({ count: row?.member_unread ?? 0 });
}

// ---------------------------------------------------------------------------------------------
// The room

interface Room {
  merchant: string;
  conversationId: number;
  viewer: ChatSender;
  base: string;
  lang: ChatLanguage;
  title: string;
  headerColor: string;
  timeZone: string;
  backHref?: string;
}

function roomStub(env: Env, room: Pick<Room, 'merchant' | 'conversationId'>) {
  if (!env.CHAT_ROOMS) {
    console.error('platform: CHAT_ROOMS Durable Object binding missing');
    throw systemBusy();
  }
  return env.CHAT_ROOMS.get(env.CHAT_ROOMS.idFromName(roomName(room.merchant, room.conversationId)));
}

function bucketOf(env: Env): R2Bucket {
  if (!env.CHAT_IMAGES) {
    console.error('platform: CHAT_IMAGES R2 binding missing');
    throw systemBusy();
  }
  return env.CHAT_IMAGES;
}

/** The member's room: a live link whose member is the session's account. Anything else: 404 (no hint which part failed). */
async function memberRoom(ctx: BrandContext): Promise<Room> {
  requireChatOn(ctx);
  const token = ctx.params[0] ?? '';
  const link = await ctx.env.DB.prepare(
    `SELECT l.*, c.merchant_code FROM chat_links l JOIN chat_conversations c ON c.id = l.conversation_id
      WHERE l.token_hash = ?1 AND c.merchant_code = ?2 AND l.expires_at > ?3`,
  )
    .bind(await sha256Hex(token), ctx.brand.row.merchant_code, clock(ctx.env))
    .first<{ conversation_id: number; account_id: number; header_color: string; page_title: string; language: string }>();
  if (!link) throw chatNotFound();
  let accountId: number;
  try {
    accountId = (await requireSession(ctx)).account.id;
  } catch {
    throw chatNotFound();
  }
  if (accountId !== link.account_id) throw chatNotFound();
  return {
    merchant: ctx.brand.row.merchant_code,
    conversationId: link.conversation_id,
    viewer: 'MEMBER',
    base: `/cs/room/${token}`,
    lang: languageOf(ctx.request.headers.get('Language') ?? link.language),
    title: link.page_title,
    headerColor: link.header_color,
    timeZone: ctx.brand.row.time_zone || 'UTC',
  };
}

/** The console's room: any conversation of the brand, by id (development tools only). */
async function agentRoom(ctx: BaseContext): Promise<Room> {
  const merchant = consoleMerchant(ctx);
  const conversationId = Number(ctx.params[0]);
  const row = await ctx.env.DB.prepare(
    `SELECT c.id, a.username, b.time_zone FROM chat_conversations c JOIN accounts a ON a.id = c.account_id JOIN brands b ON b.merchant_code = c.merchant_code
      WHERE c.id = ?1 AND c.merchant_code = ?2`,
  )
    .bind(conversationId, merchant)
    .first<{ id: number; username: string; time_zone: string | null }>();
  if (!row) throw chatNotFound();
  const lang = languageOf(ctx.request.headers.get('Language'));
  return {
    merchant,
    conversationId,
    viewer: 'AGENT',
    base: `${consoleBase(ctx)}/${conversationId}`,
    lang,
    title: `${row.username}`,
    headerColor: '#1f3a93',
    timeZone: row.time_zone || 'UTC',
    backHref: consoleBase(ctx),
  };
}

const html = (ctx: BaseContext, body: string, status = 200) => new Response(body, { status, headers: chatHeaders(frameAncestors(ctx.env, ctx.request)) });

async function renderRoom(ctx: BaseContext, room: Room, error: ChatErrorCode | null = null, draft = '', status = 200): Promise<Response> {
  const messages = await roomStub(ctx.env, room).list(room.merchant, room.conversationId, room.viewer, 0, true);
  return html(
    ctx,
    chatPage({
      lang: room.lang,
      title: room.title,
      themeHref: room.viewer === 'MEMBER' ? `${room.base}/theme.css` : undefined,
      base: room.base,
      viewer: room.viewer,
      messages,
      timeZone: room.timeZone,
      error,
      clientId: randomToken(16),
      draft,
      backHref: room.backHref,
    }),
    status,
  );
}

class Refused extends Error {
  constructor(
    readonly code: ChatErrorCode,
    readonly draft: string,
  ) {
    super(code);
  }
}

/** Reads, checks and stores one post (text and/or an image), then hands it to the room. */
async function postToRoom(ctx: BaseContext, room: Room): Promise<ChatMessage> {
  const bytes = await readBoundedBody(ctx.request, MAX_POST_BYTES);
  if (!bytes) throw new Refused('imageTooLarge', '');
  let form: FormData;
  try {
    form = await new Request('https://chat.internal/', {
      method: 'POST',
      headers: { 'Content-Type': ctx.request.headers.get('Content-Type') ?? 'application/x-www-form-urlencoded' },
      body: bytes,
    }).formData();
  } catch {
    throw new Refused('empty', '');
  }
  const rawText = form.get('text');
  const text = typeof rawText === 'string' ? rawText.trim() : '';
  const clientIdRaw = form.get('clientId');
  const clientId = typeof clientIdRaw === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(clientIdRaw) ? clientIdRaw : randomToken(16);
  const file = form.get('image');
  const upload = file !== null && typeof file === 'object' && (file as Blob).size > 0 ? (file as Blob) : null;
  if (Array.from(text).length > MAX_CHAT_CHARS) throw new Refused('tooLong', text);
  if (!text && !upload) throw new Refused('empty', '');
  let image: ChatImageRef | null = null;
  if (upload) {
    if (upload.size > MAX_PROOF_BYTES) throw new Refused('imageTooLarge', text);
    const content = new Uint8Array(await upload.arrayBuffer());
    // The first bytes decide what the file is (never its name or declared type): the proof checks.
    const type = proofTypeOf(content);
    if (!type) throw new Refused('image', text);
    const key = `${room.merchant}/chat/${room.conversationId}/${crypto.randomUUID()}.${type.extension}`;
    await bucketOf(ctx.env).put(key, content, { httpMetadata: { contentType: type.contentType } });
    image = { key, contentType: type.contentType };
  }
  try {
    return await roomStub(ctx.env, room).post(room.merchant, room.conversationId, { sender: room.viewer, text, clientId, image });
  } catch (error) {
    if (image)
      await bucketOf(ctx.env)
        .delete(image.key)
        .catch(() => undefined);
    console.error('platform: chat message not stored', error);
    throw new Refused('busy', text);
  }
}

const wantsJson = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/json');
const noStoreJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json;charset=UTF-8', 'Cache-Control': 'no-store' } });

async function roomPost(ctx: BaseContext, room: Room): Promise<Response> {
  try {
    const message = await postToRoom(ctx, room);
    if (wantsJson(ctx.request)) return noStoreJson({ message });
    return new Response(null, { status: 303, headers: { Location: room.base, 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const status = error.code === 'imageTooLarge' ? 413 : error.code === 'busy' ? 503 : 400;
    if (wantsJson(ctx.request)) return noStoreJson({ error: error.code }, status);
    // Without script: the page again with the message under the field and the text kept.
    return renderRoom(ctx, room, error.code, error.draft, status);
  }
}

async function roomMessages(ctx: BaseContext, room: Room): Promise<Response> {
  const after = Math.max(0, Number.parseInt(ctx.url.searchParams.get('after') ?? '0', 10) || 0);
  const messages = await roomStub(ctx.env, room).list(room.merchant, room.conversationId, room.viewer, after, true);
  return noStoreJson({ messages });
}

async function roomSocket(ctx: BaseContext, room: Room): Promise<Response> {
  if (ctx.request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
  const target = new URL('https://chat.internal/ws');
  target.searchParams.set('merchant', room.merchant);
  target.searchParams.set('conversation', String(room.conversationId));
  target.searchParams.set('role', room.viewer);
  return roomStub(ctx.env, room).fetch(new Request(target, { headers: { Upgrade: 'websocket' } }));
}

async function roomImage(ctx: BaseContext, room: Room): Promise<Response> {
  const id = Number(ctx.params[1]);
  const ref = Number.isSafeInteger(id) ? await roomStub(ctx.env, room).imageOf(room.merchant, room.conversationId, id) : null;
  const object = ref ? await bucketOf(ctx.env).get(ref.key) : null;
  if (!ref || !object) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(object.body, {
    headers: { 'Content-Type': ref.contentType, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' },
  });
}

/** Wraps a room handler: a refused room is the localized "link not valid" page (or JSON 404). */
function memberHandler(handler: (ctx: BaseContext, room: Room) => Promise<Response>) {
  return async (ctx: BrandContext): Promise<Response> => {
    let room: Room;
    try {
      room = await memberRoom(ctx);
    } catch (error) {
      if (error instanceof PlatformError && error.errorCode === 'chat.not_found') {
        if (wantsJson(ctx.request) || ctx.request.headers.get('Upgrade')) return noStoreJson({ error: 'notFound' }, 404);
        return html(ctx, notFoundPage(languageOf(ctx.request.headers.get('Language') ?? ctx.text)), 404);
      }
      throw error;
    }
    return handler(ctx, room);
  };
}

function agentHandler(handler: (ctx: BaseContext, room: Room) => Promise<Response>) {
  return async (ctx: BaseContext): Promise<Response> => handler(ctx, await agentRoom(ctx));
}

// ---------------------------------------------------------------------------------------------
// The development console

/** The console's brand: the Merchant header the portal sends, else ?merchant=, else DEMO. */
function consoleMerchant(ctx: BaseContext): string {
  try {
    return merchantFromHeaders(ctx.request.headers);
  } catch {
    return ctx.url.searchParams.get('merchant')?.trim() || 'DEMO';
  }
}

/** Paths the console's pages link to: the portal's forwarded /cs/console, or the platform's own. */
function consoleBase(ctx: BaseContext): string {
  return ctx.request.headers.get('X-Forwarded-Host') ? '/cs/console' : '/__dev/cs/console';
}

async function consoleList(ctx: BaseContext): Promise<Response> {
  const merchant = consoleMerchant(ctx);
  const { results } = await ctx.env.DB.prepare(
    `SELECT c.id, a.username, c.last_message, c.last_message_at, c.agent_unread FROM chat_conversations c JOIN accounts a ON a.id = c.account_id
      WHERE c.merchant_code = ?1 AND c.last_message_at IS NOT NULL ORDER BY c.agent_unread > 0 DESC, c.last_message_at DESC LIMIT 100`,
  )
    .bind(merchant)
    .all<{ id: number; username: string; last_message: string | null; last_message_at: number | null; agent_unread: number }>();
  const zone = await ctx.env.DB.prepare('SELECT time_zone FROM brands WHERE merchant_code = ?1').bind(merchant).first<{ time_zone: string | null }>();
  if (wantsJson(ctx.request)) return noStoreJson({ conversations: results });
  const rows = results.map((r) => ({
    id: r.id,
    username: r.username,
    lastMessage: r.last_message,
    lastMessageAt: r.last_message_at,
    agentUnread: r.agent_unread,
  }));
  return html(ctx, consolePage(languageOf(ctx.request.headers.get('Language')), rows, zone?.time_zone || 'UTC', consoleBase(ctx)));
}

const staticFile = (body: string, type: string) => async () =>
  new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' } });

async function themeHandler(ctx: BaseContext, room: Room): Promise<Response> {
  return new Response(themeCss(room.headerColor), { headers: { 'Content-Type': 'text/css;charset=UTF-8', 'Cache-Control': 'private, no-store' } });
}

const ROOM = `^/cs/room/${TOKEN}`;
const CONSOLE = '^/__dev/cs/console/(\\d{1,12})';

export const chatRoutes: (BrandRoute | DevRoute)[] = [
  { kind: 'brand', ...relay('CBS_modelList'), methods: { GET: modelListHandler } },
  { kind: 'brand', ...relay('CBS_launchChat'), methods: { POST: launchHandler } },
  { kind: 'brand', ...relay('CBS_unreadCount'), methods: { GET: unreadHandler } },
  { kind: 'brand', path: '/cs/chat.js', faultKey: '/cs', methods: { GET: staticFile(CHAT_SCRIPT, 'text/javascript;charset=UTF-8') } },
  { kind: 'brand', path: '/cs/chat.css', faultKey: '/cs', methods: { GET: staticFile(CHAT_CSS, 'text/css;charset=UTF-8') } },
  {
    kind: 'brand',
    path: new RegExp(`${ROOM}$`),
    faultKey: '/cs',
    methods: { GET: memberHandler((ctx, room) => renderRoom(ctx, room)), POST: memberHandler(roomPost) },
  },
  { kind: 'brand', path: new RegExp(`${ROOM}/messages$`), faultKey: '/cs', methods: { GET: memberHandler(roomMessages) } },
  { kind: 'brand', path: new RegExp(`${ROOM}/ws$`), faultKey: '/cs', methods: { GET: memberHandler(roomSocket) } },
  { kind: 'brand', path: new RegExp(`${ROOM}/image/(\\d{1,12})$`), faultKey: '/cs', methods: { GET: memberHandler(roomImage) } },
  { kind: 'brand', path: new RegExp(`${ROOM}/theme\\.css$`), faultKey: '/cs', methods: { GET: memberHandler(themeHandler) } },
  { kind: 'dev', path: '/__dev/cs/console', faultKey: '', methods: { GET: consoleList } },
  {
    kind: 'dev',
    path: new RegExp(`${CONSOLE}$`),
    faultKey: '',
    methods: { GET: agentHandler((ctx, room) => renderRoom(ctx, room)), POST: agentHandler(roomPost) },
  },
  { kind: 'dev', path: new RegExp(`${CONSOLE}/messages$`), faultKey: '', methods: { GET: agentHandler(roomMessages) } },
  { kind: 'dev', path: new RegExp(`${CONSOLE}/ws$`), faultKey: '', methods: { GET: agentHandler(roomSocket) } },
  { kind: 'dev', path: new RegExp(`${CONSOLE}/image/(\\d{1,12})$`), faultKey: '', methods: { GET: agentHandler(roomImage) } },
];
