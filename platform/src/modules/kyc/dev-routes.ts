/**
 * The operator's side of identity verification, as development routes (DEV_TOOLS = "1"), as the
 * deposits' and withdrawals' decisions are:
 * - GET  /__dev/kyc?merchant=&state=&username=: the latest 50 documents, newest first;
 * - GET  /__dev/kyc/account?merchant=&username=: one member's verification and each document's history;
 * - GET  /__dev/kyc/file?merchant=&id=: a document's file (never cached, never rendered as a page);
 * - POST /__dev/kyc/decide `{merchant?, documentId, outcome: "ACCEPT"|"REFUSE", reasonCode?,
 *   documentNumber?, birthDate?, expiresOn?, language?}`: an identity document is accepted with
 *   the holder's birth date (the age check: under 18 is refused) and its number (checked against
 *   the brand's other accounts) and its own expiry; a proof holds for the brand's proof_valid_days;
 * - POST /__dev/kyc/ask `{merchant?, username, kind, note?, language?}`: asks one member for a
 *   document beyond the brand's list (source of funds, say), needed from then on like the brand's;
 * - POST /__dev/kyc/sweep: records the documents past their expiry as EXPIRED and tells their
 *   members (the cron does it too);
 * - GET and PUT /__dev/kyc-settings `{merchant?, required?, gates?: {realPlay?, withdraw?, freePlay?,
 *   depositAbove?}, proofValidDays?}`.
 * The member is told each decision, request and expiry by an inbox message.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { storedFileResponse } from '../../http/files';
import { ok, PlatformError } from '../../http/envelope';
import { textLanguage, type TextLanguage } from '../../http/language';
import { amountToMinor, intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { messageStatement, sendMessage } from '../inbox/messages';
import { publishLive } from '../live/publish';
import { notifyMembers } from '../push/send';
import type { Env } from '../../env';
import { addDays, dateIn, dateUtcMs, dayStartMs } from '../records/zone';
import { kycMessage } from './messages';
import { kycBucket } from './routes';
import { ADULT_AGE, ageOn, DOCUMENT_KINDS, IDENTITY_KINDS, normalisedDocumentNumber, PROOF_KINDS, REFUSAL_REASONS, type DocumentKind } from './rules';
import {
  documentById,
  documentView,
  gatesView,
  historyOf,
  loadKycSettings,
  saveKycSettings,
  verificationOf,
  verificationView,
  type DocumentRow,
} from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
const merchant = z.string().trim().min(1).max(40).optional();
const language = z.string().trim().min(2).max(10).optional();
/** A calendar date of this world (YYYY-MM-DD, 1900 to 2199): `2008-00-15` and `9999-12-31` are not. */
const DATE = z
  .string()
  .regex(/^(19|20|21)\d{2}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((date) => dateUtcMs(date) !== null, 'not a date');

interface BrandFacts {
  time_zone: string;
  default_language: string;
}

async function brandFacts(db: D1Database, code: string): Promise<BrandFacts> {
  const row = await db.prepare('SELECT time_zone, default_language FROM brands WHERE merchant_code = ?1').bind(code).first<BrandFacts>();
  if (!row) throw new PlatformError(404, 'request_param_err', `merchant: no brand ${code}`);
  return row;
}

const ListQuery = z.object({
  merchant,
  state: z.enum(['IN_REVIEW', 'ACCEPTED', 'REFUSED', 'EXPIRED']).optional(),
  username: z.string().trim().min(1).max(60).optional(),
});

async function list(ctx: BaseContext): Promise<Response> {
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const now = clock(ctx.env);
  const { results } = await ctx.env.DB.prepare(
    `SELECT d.*, a.username FROM kyc_documents d JOIN accounts a ON a.id = d.account_id
      WHERE d.merchant_code = ?1 AND (?2 IS NULL OR d.state = ?2) AND (?3 IS NULL OR a.username = ?3)
      ORDER BY d.created_at DESC, d.id DESC LIMIT 50`,
  )
    .bind(devMerchant(ctx, q.merchant), q.state ?? null, q.username ?? null)
    .all<DocumentRow & { username: string }>();
  return ok({
    list: results.map((row) => ({
      ...documentView(row, now),
      username: row.username,
      accountId: row.account_id,
      byteSize: row.byte_size,
      sha256: row.sha256,
      reasonCode: row.reason_code,
      documentNumber: row.document_number,
      birthDate: row.birth_date,
    })),
  });
}

async function accountIdOf(db: D1Database, code: string, username: string): Promise<number> {
  const row = await db.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(code, username).first<{ id: number }>();
  if (!row) throw new PlatformError(404, 'request_param_err', 'username: no such member');
  return row.id;
}

const AccountQuery = z.object({ merchant, username: z.string().trim().min(1).max(60) });

async function account(ctx: BaseContext): Promise<Response> {
  const q = parseWith(AccountQuery, queryObject(ctx.url));
  const code = devMerchant(ctx, q.merchant);
  const accountId = await accountIdOf(ctx.env.DB, code, q.username);
  const now = clock(ctx.env);
  const settings = await loadKycSettings(ctx.env.DB, code);
  const verification = await verificationOf(ctx.env.DB, settings, accountId, now);
  const history = await historyOf(ctx.env.DB, accountId);
  return ok({
    ...verificationView(verification, settings, now),
    history: history.map((row) => ({ documentId: row.document_id, state: row.state, reasonCode: row.reason_code, actor: row.actor, at: row.at })),
  });
}

const FileQuery = z.object({ merchant, id: intParam.pipe(z.number().int().positive()) });

async function file(ctx: BaseContext): Promise<Response> {
  const q = parseWith(FileQuery, queryObject(ctx.url));
  const row = await documentById(ctx.env.DB, devMerchant(ctx, q.merchant), q.id);
  const object = row ? await kycBucket(ctx.env).get(row.object_key) : null;
  if (!object) throw new PlatformError(404, 'request_param_err', 'no such document');
  return storedFileResponse(object, row!.content_type, 'no-store', 'attachment');
}

const DecideBody = z
  .object({
    merchant,
    documentId: z.number().int().positive(),
    outcome: z.enum(['ACCEPT', 'REFUSE']),
    reasonCode: z.enum(REFUSAL_REASONS).optional(),
    documentNumber: z.string().trim().min(3).max(40).optional(),
    birthDate: DATE.optional(),
    expiresOn: DATE.optional(),
    language,
  })
  .refine((b) => b.outcome === 'ACCEPT' || b.reasonCode !== undefined, { message: 'a refusal needs a reasonCode', path: ['reasonCode'] });

/** When an accepted document stops holding: an identity document at the end of its own expiry day, a proof after the brand's days, a selfie never. */
function expiryOf(kind: DocumentKind, expiresOn: string | undefined, zone: string, proofValidDays: number, now: number): number | null {
  if (PROOF_KINDS.includes(kind)) return now + proofValidDays * DAY_MS;
  if (!IDENTITY_KINDS.includes(kind) || !expiresOn) return null;
  return dayStartMs(addDays(expiresOn, 1), zone);
}

/**
 * SQL over ?1 merchant, ?2 number, ?3 account: another account of the brand whose identity document
 * with this number was accepted (and may have expired since: it is still that person's).
 */
const HELD_ELSEWHERE = `SELECT account_id FROM kyc_documents
  WHERE merchant_code = ?1 AND document_number = ?2 AND account_id <> ?3 AND state IN ('ACCEPTED', 'EXPIRED')`;

async function holderOf(db: D1Database, code: string, number: string, accountId: number): Promise<number | null> {
  const row = await db.prepare(`${HELD_ELSEWHERE} LIMIT 1`).bind(code, number, accountId).first<{ account_id: number }>();
  return row?.account_id ?? null;
}

const duplicateIdentity = (holder: number) => new PlatformError(409, 'kyc.duplicate_identity', 'another account holds this document', { accountId: holder });

async function decide(ctx: BaseContext): Promise<Response> {
  const body = parseWith(DecideBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const row = await documentById(db, code, body.documentId);
  if (!row) throw new PlatformError(404, 'request_param_err', 'documentId: no such document');
  if (row.state !== 'IN_REVIEW') throw new PlatformError(409, 'kyc.not_in_review', `the document is ${row.state}`);
  const brand = await brandFacts(db, code);
  const text: TextLanguage = textLanguage(body.language ?? brand.default_language);

  let update: D1PreparedStatement;
  if (body.outcome === 'ACCEPT') {
    const identity = IDENTITY_KINDS.includes(row.kind);
    if (identity && !body.birthDate) throw new PlatformError(400, 'request_param_err', 'birthDate: an identity document is accepted with the birth date');
    if (row.kind === 'ID_FRONT' && !body.documentNumber)
      throw new PlatformError(400, 'request_param_err', 'documentNumber: an identity document is accepted with its number');
    if (body.birthDate && ageOn(body.birthDate, dateIn(now, brand.time_zone)) < ADULT_AGE) {
      throw new PlatformError(400, 'kyc.underage', `under ${ADULT_AGE}: refuse it with UNDERAGE`);
    }
    const number = body.documentNumber ? normalisedDocumentNumber(body.documentNumber) : null;
    if (number) {
      const holder = await holderOf(db, code, number, row.account_id);
      if (holder !== null) throw duplicateIdentity(holder);
    }
    const settings = await loadKycSettings(db, code);
    const expiresAt = expiryOf(row.kind, body.expiresOn, brand.time_zone, settings.proofValidDays, now);
    if (expiresAt !== null && expiresAt <= now)
      throw new PlatformError(400, 'kyc.document_expired', 'the document has expired: refuse it with DOCUMENT_EXPIRED');
    update = db
      .prepare(
        // The duplicate check again inside the write: two acceptances of one number on two accounts
        // at once cannot both pass (D1 runs writes one at a time).
        `UPDATE kyc_documents SET state = 'ACCEPTED', decided_at = ?2, expires_at = ?3, document_number = ?4, birth_date = ?5, reason_code = NULL
          WHERE id = ?1 AND state = 'IN_REVIEW'
            AND (?4 IS NULL OR NOT EXISTS (SELECT 1 FROM kyc_documents o WHERE o.merchant_code = ?6 AND o.document_number = ?4 AND o.account_id <> ?7 AND o.state IN ('ACCEPTED', 'EXPIRED')))`,
      )
      .bind(row.id, now, expiresAt, number, body.birthDate ?? null, code, row.account_id);
  } else {
    update = db
      .prepare(`UPDATE kyc_documents SET state = 'REFUSED', decided_at = ?2, reason_code = ?3 WHERE id = ?1 AND state = 'IN_REVIEW'`)
      .bind(row.id, now, body.reasonCode!);
  }
  const state = body.outcome === 'ACCEPT' ? 'ACCEPTED' : 'REFUSED';
  // One transaction; the history step follows only an update that changed the row (SQLite's
  // changes()): a decision another call made meanwhile changed the state first, and this one's
  // update then changes nothing.
  const statements = [
    update,
    db
      .prepare(
        `INSERT INTO kyc_history (document_id, account_id, state, reason_code, actor, at)
         SELECT id, account_id, state, reason_code, 'OPERATOR', ?2 FROM kyc_documents WHERE id = ?1 AND changes() = 1`,
      )
      .bind(row.id, now),
  ];
  const [updated] = await db.batch(statements);
  if ((updated?.meta.changes ?? 0) === 0) {
    const holder = state === 'ACCEPTED' && body.documentNumber ? await holderOf(db, code, normalisedDocumentNumber(body.documentNumber), row.account_id) : null;
    if (holder !== null) throw duplicateIdentity(holder);
    throw new PlatformError(409, 'kyc.not_in_review', 'the document was decided meanwhile');
  }
  const message = kycMessage(text, state === 'ACCEPTED' ? 'accepted' : 'refused', { document: row.kind, reason: body.reasonCode ?? null });
  await sendMessage(db, { merchant: code, accountId: row.account_id, title: message.title, content: message.content, now });
  // The member's badge counts the new message at once; an open verification page reads it again;
  // the browsers that asked for answers are told (modules/push).
  await publishLive(ctx.env, code, [row.account_id], { type: 'badges' });
  await notifyMembers(ctx.env, code, [row.account_id], { kind: 'ANSWERS', about: 'DOCUMENT', reference: String(row.id) }).catch((error: unknown) =>
    console.warn('document push not sent', error),
  );
  const after = await documentById(db, code, row.id);
  return ok(after ? documentView(after, now) : null);
}

const AskBody = z.object({
  merchant,
  username: z.string().trim().min(1).max(60),
  kind: z.enum(DOCUMENT_KINDS),
  note: z.string().trim().min(1).max(300).optional(),
  language,
});

async function ask(ctx: BaseContext): Promise<Response> {
  const body = parseWith(AskBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const accountId = await accountIdOf(db, code, body.username);
  const brand = await brandFacts(db, code);
  await db
    .prepare(
      'INSERT INTO kyc_requests (account_id, kind, note, asked_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (account_id, kind) DO UPDATE SET note = ?3, asked_at = ?4',
    )
    .bind(accountId, body.kind, body.note ?? null, now)
    .run();
  const message = kycMessage(textLanguage(body.language ?? brand.default_language), 'asked', { document: body.kind, note: body.note ?? null });
  await sendMessage(db, { merchant: code, accountId, title: message.title, content: message.content, now });
  await publishLive(ctx.env, code, [accountId], { type: 'badges' });
  return ok({ asked: true });
}

/**
 * Records accepted documents past their expiry as EXPIRED (their history and an inbox message
 * each); answers how many. Reads already treat them as expired (rules.ts stateAt): this is the record
 * and the member's notice.
 */
export async function expireDocuments(env: Env, now: number, limit = 200): Promise<number> {
  const db = env.DB;
  const { results } = await db
    .prepare(
      `SELECT d.id, d.merchant_code, d.account_id, d.kind, b.default_language FROM kyc_documents d JOIN brands b ON b.merchant_code = d.merchant_code
        WHERE d.state = 'ACCEPTED' AND d.expires_at IS NOT NULL AND d.expires_at <= ?1 ORDER BY d.expires_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<Pick<DocumentRow, 'id' | 'merchant_code' | 'account_id' | 'kind'> & { default_language: string }>();
  let expired = 0;
  for (const row of results) {
    const message = kycMessage(textLanguage(row.default_language), 'expired', { document: row.kind });
    // Each document in one transaction: its state, its history step and its notice, or none of them
    // (a sweep that stops half-way leaves the rest to the next one, whole).
    const [updated] = await db.batch([
      db.prepare(`UPDATE kyc_documents SET state = 'EXPIRED' WHERE id = ?1 AND state = 'ACCEPTED'`).bind(row.id),
      db
        .prepare(
          `INSERT INTO kyc_history (document_id, account_id, state, reason_code, actor, at) SELECT ?1, ?2, 'EXPIRED', NULL, 'SYSTEM', ?3 WHERE changes() = 1`,
        )
        .bind(row.id, row.account_id, now),
      messageStatement(
        db,
        { merchant: row.merchant_code, accountId: row.account_id, title: message.title, content: message.content, now },
        'WHERE changes() = 1',
      ),
    ]);
    if ((updated?.meta.changes ?? 0) === 0) continue;
    expired += 1;
    await publishLive(env, row.merchant_code, [row.account_id], { type: 'badges' });
  }
  return expired;
}

async function sweep(ctx: BaseContext): Promise<Response> {
  return ok({ expired: await expireDocuments(ctx.env, clock(ctx.env)) });
}

async function settingsView(db: D1Database, code: string) {
  const settings = await loadKycSettings(db, code);
  return {
    merchant: code,
    required: settings.required,
    gates: gatesView(settings.gates),
    proofValidDays: settings.proofValidDays,
  };
}

const SettingsBody = z.object({
  merchant,
  // At least one: with none, every account would count as verified.
  required: z.array(z.enum(DOCUMENT_KINDS)).min(1).max(DOCUMENT_KINDS.length).optional(),
  gates: z
    .object({
      realPlay: z.boolean().optional(),
      withdraw: z.boolean().optional(),
      freePlay: z.boolean().optional(),
      depositAbove: amountToMinor.nullable().optional(),
    })
    .optional(),
  proofValidDays: z.number().int().min(1).max(3650).optional(),
});

async function getSettings(ctx: BaseContext): Promise<Response> {
  return ok(await settingsView(ctx.env.DB, devMerchant(ctx)));
}

async function putSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const current = await loadKycSettings(ctx.env.DB, code);
  const gates = body.gates ?? {};
  await saveKycSettings(
    ctx.env.DB,
    code,
    {
      required: body.required ? DOCUMENT_KINDS.filter((kind) => body.required!.includes(kind)) : current.required,
      gates: {
        realPlay: gates.realPlay ?? current.gates.realPlay,
        withdraw: gates.withdraw ?? current.gates.withdraw,
        freePlay: gates.freePlay ?? current.gates.freePlay,
        depositLifetimeMinor: gates.depositAbove === undefined ? current.gates.depositLifetimeMinor : gates.depositAbove,
      },
      proofValidDays: body.proofValidDays ?? current.proofValidDays,
    },
    clock(ctx.env),
  );
  return ok(await settingsView(ctx.env.DB, code));
}

export const kycDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/kyc', faultKey: '/__dev/kyc', methods: { GET: list } },
  { kind: 'dev', path: '/__dev/kyc/account', faultKey: '/__dev/kyc/account', methods: { GET: account } },
  { kind: 'dev', path: '/__dev/kyc/file', faultKey: '/__dev/kyc/file', methods: { GET: file } },
  { kind: 'dev', path: '/__dev/kyc/decide', faultKey: '/__dev/kyc/decide', methods: { POST: decide } },
  { kind: 'dev', path: '/__dev/kyc/ask', faultKey: '/__dev/kyc/ask', methods: { POST: ask } },
  { kind: 'dev', path: '/__dev/kyc/sweep', faultKey: '/__dev/kyc/sweep', methods: { POST: sweep } },
  { kind: 'dev', path: '/__dev/kyc-settings', faultKey: '/__dev/kyc-settings', methods: { GET: getSettings, PUT: putSettings } },
];
