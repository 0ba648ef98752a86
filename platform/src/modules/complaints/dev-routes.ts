/**
 * The operator's side of complaints, as development routes (DEV_TOOLS = "1"), as identity
 * verification's is:
 * - GET  /__dev/complaints?merchant=&username=&status=: the brand's latest 50, with the usernames;
 * - GET  /__dev/complaints/one?merchant=&reference=: one with its messages;
 * - POST /__dev/complaints/answer `{merchant?, reference, body, final?}`: an operator message
 *   (`final: true`: the final answer, ANSWERED; else IN_REVIEW); a closed complaint: complaint.closed;
 * - POST /__dev/complaints/status `{merchant?, reference, status: "IN_REVIEW"|"CLOSED"}`: takes it up or
 *   closes it (setting the status it has changes nothing and tells nobody);
 * - PUT  /__dev/complaints/settings `{merchant?, answerDays, escalationDays, body: {name, url, email?, phone?}}`;
 * - POST /__dev/complaints/backdate `{merchant?, reference, days}`: its times and messages that many days earlier;
 * - GET  /__dev/complaints/image?merchant=&reference=&message=&position=: one image.
 * Every operator message and status change sends the member an inbox message (a service message)
 * naming the reference, and raises the member's unread badge at once.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, PlatformError } from '../../http/envelope';
import { textLanguage } from '../../http/language';
import { jsonBody, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import type { Env } from '../../env';
import { canonicalUsername } from '../accounts/accounts';
import { publishLive } from '../live/publish';
import { notifyMembers } from '../push/send';
import { imageFile } from './images';
import { complaintNotice, type NoticeKind } from './messages';
import { complaintClosed, complaintNotFound, ImageQuery, messageBody } from './routes';
import { ANSWER_DAYS, ESCALATION_DAYS, normalisedReference, STATUSES } from './rules';
import {
  addOperatorMessage,
  backdate,
  changeStatus,
  complaintById,
  complaintByReference,
  complaintView,
  detailOf,
  imageOf,
  loadSettings,
  operatorList,
  saveSettings,
  settingsView,
  type ComplaintRow,
} from './store';

const merchant = z.string().trim().min(1).max(40).optional();

async function brandDefaultLanguage(db: D1Database, code: string): Promise<string> {
  const row = await db.prepare('SELECT default_language FROM brands WHERE merchant_code = ?1').bind(code).first<{ default_language: string }>();
  if (!row) throw new PlatformError(404, 'request_param_err', `merchant: no brand ${code}`);
  return row.default_language;
}

/** The brand's complaint by reference; an unknown or malformed one is `complaint.not_found`. */
async function complaintOf(db: D1Database, code: string, reference: string): Promise<ComplaintRow> {
  const normalised = normalisedReference(reference);
  const row = normalised ? await complaintByReference(db, code, normalised, null) : null;
  if (!row) throw complaintNotFound();
  return row;
}

async function detail(env: Env, row: ComplaintRow): Promise<Response> {
  const db = env.DB;
  const fresh = (await complaintById(db, row.id)) ?? row;
  return ok(await detailOf(db, fresh, await loadSettings(db, fresh.merchant_code), clock(env)));
}

/**
 * The member's notice of `kind`, in the language the platform knows for them. The reference
 * platform records no language of a member (neither its sessions nor its logins keep one), so it is
 * the brand's default language.
 */
async function noticeFor(db: D1Database, row: ComplaintRow, kind: NoticeKind) {
  const text = complaintNotice(textLanguage(await brandDefaultLanguage(db, row.merchant_code)), kind, row.reference);
  return { merchant: row.merchant_code, accountId: row.account_id, title: text.title, content: text.content };
}

const ListQuery = z.object({
  merchant,
  username: z.string().trim().min(1).max(60).optional(),
  status: z.enum(STATUSES).optional(),
});

async function list(ctx: BaseContext): Promise<Response> {
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const code = devMerchant(ctx, q.merchant);
  const now = clock(ctx.env);
  const [settings, rows] = await Promise.all([
    loadSettings(ctx.env.DB, code),
    operatorList(ctx.env.DB, code, q.username ? canonicalUsername(q.username) : null, q.status ?? null),
  ]);
  return ok({ list: rows.map((row) => ({ ...complaintView(row, settings, now), username: row.username })) });
}

const OneQuery = z.object({ merchant, reference: z.string().trim().min(1).max(40) });

async function one(ctx: BaseContext): Promise<Response> {
  const q = parseWith(OneQuery, queryObject(ctx.url));
  return detail(ctx.env, await complaintOf(ctx.env.DB, devMerchant(ctx, q.merchant), q.reference));
}

const AnswerBody = z.object({
  merchant,
  reference: z.string().trim().min(1).max(40),
  body: messageBody,
  final: z.boolean().optional(),
});

async function answer(ctx: BaseContext): Promise<Response> {
  const body = parseWith(AnswerBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const row = await complaintOf(db, devMerchant(ctx, body.merchant), body.reference);
  if (row.status === 'CLOSED') throw complaintClosed();
  const final = body.final ?? false;
  const written = await addOperatorMessage(db, row.id, body.body, final, await noticeFor(db, row, final ? 'final' : 'reply'), clock(ctx.env));
  // Closed meanwhile.
  if (!written) throw complaintClosed();
  // The member's badge counts the new message at once; the browsers that asked for answers are told (modules/push).
  await publishLive(ctx.env, row.merchant_code, [row.account_id], { type: 'badges' });
  await notifyMembers(ctx.env, row.merchant_code, [row.account_id], { kind: 'ANSWERS', about: 'COMPLAINT', reference: row.reference }).catch((error: unknown) =>
    console.warn('complaint push not sent', error),
  );
  return detail(ctx.env, row);
}

const StatusBody = z.object({
  merchant,
  reference: z.string().trim().min(1).max(40),
  status: z.enum(['IN_REVIEW', 'CLOSED'], { message: 'must be one of IN_REVIEW, CLOSED' }),
});

async function status(ctx: BaseContext): Promise<Response> {
  const body = parseWith(StatusBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const row = await complaintOf(db, devMerchant(ctx, body.merchant), body.reference);
  const event: 'REVIEW' | 'CLOSE' = body.status === 'CLOSED' ? 'CLOSE' : 'REVIEW';
  // A closed complaint is not taken up again; closing it again changes nothing.
  if (row.status === 'CLOSED' && event === 'REVIEW') throw complaintClosed();
  const changed = await changeStatus(db, row.id, event, await noticeFor(db, row, event === 'CLOSE' ? 'closed' : 'review'), clock(ctx.env));
  if (changed) await publishLive(ctx.env, row.merchant_code, [row.account_id], { type: 'badges' });
  else if (event === 'REVIEW' && (await complaintById(db, row.id))?.status === 'CLOSED') throw complaintClosed();
  return detail(ctx.env, row);
}

const SettingsBody = z.object({
  merchant,
  answerDays: z.number().int().min(ANSWER_DAYS.min).max(ANSWER_DAYS.max),
  escalationDays: z.number().int().min(ESCALATION_DAYS.min).max(ESCALATION_DAYS.max),
  body: z.object({
    name: z.string().trim().min(1).max(200),
    url: z
      .string()
      .trim()
      .max(500)
      .refine((url) => {
        try {
          return new URL(url).protocol === 'https:';
        } catch {
          return false;
        }
      }, 'must be an https URL'),
    email: z.email().max(200).nullish(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{3,30}$/, 'must be a phone number')
      .nullish(),
  }),
});

async function settings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  await brandDefaultLanguage(ctx.env.DB, code);
  await saveSettings(
    ctx.env.DB,
    code,
    {
      answerDays: body.answerDays,
      escalationDays: body.escalationDays,
      body: { name: body.body.name, url: body.body.url, email: body.body.email ?? null, phone: body.body.phone ?? null },
    },
    clock(ctx.env),
  );
  return ok({ merchant: code, ...settingsView(await loadSettings(ctx.env.DB, code)) });
}

const BackdateBody = z.object({
  merchant,
  reference: z.string().trim().min(1).max(40),
  days: z.number().int().min(1).max(400),
});

async function backdateRoute(ctx: BaseContext): Promise<Response> {
  const body = parseWith(BackdateBody, await jsonBody(ctx.request));
  const row = await complaintOf(ctx.env.DB, devMerchant(ctx, body.merchant), body.reference);
  await backdate(ctx.env.DB, row.id, body.days);
  return detail(ctx.env, row);
}

const DevImageQuery = ImageQuery.extend({ merchant });

async function image(ctx: BaseContext): Promise<Response> {
  const q = parseWith(DevImageQuery, queryObject(ctx.url));
  const reference = normalisedReference(q.reference);
  const where = { merchant: devMerchant(ctx, q.merchant), accountId: null, messageId: q.message, position: q.position };
  const found = reference ? await imageOf(ctx.env.DB, { ...where, reference }) : null;
  const file = found ? await imageFile(ctx.env, found, 'no-store') : null;
  if (!file) throw complaintNotFound();
  return file;
}

export const complaintDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/complaints', faultKey: '/__dev/complaints', methods: { GET: list } },
  { kind: 'dev', path: '/__dev/complaints/one', faultKey: '/__dev/complaints/one', methods: { GET: one } },
  { kind: 'dev', path: '/__dev/complaints/answer', faultKey: '/__dev/complaints/answer', methods: { POST: answer } },
  { kind: 'dev', path: '/__dev/complaints/status', faultKey: '/__dev/complaints/status', methods: { POST: status } },
  { kind: 'dev', path: '/__dev/complaints/settings', faultKey: '/__dev/complaints/settings', methods: { PUT: settings } },
  { kind: 'dev', path: '/__dev/complaints/backdate', faultKey: '/__dev/complaints/backdate', methods: { POST: backdateRoute } },
  { kind: 'dev', path: '/__dev/complaints/image', faultKey: '/__dev/complaints/image', methods: { GET: image } },
];
