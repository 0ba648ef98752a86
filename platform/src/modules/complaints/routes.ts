/**
 * The member's complaints (this project's extension: docs/platform-protocol.md "Complaints with a
 * reference"; docs/decisions/062-complaints.md):
 * - GET  /wps/member/complaints?pageNo=&pageSize=&status=: the member's complaints, newest first,
 *   and the brand's procedure;
 * - GET  /wps/member/complaint?reference=: one with its messages;
 * - POST /wps/member/complaints `{subject: {kind, ref?}, body, images?, requestId?}`: files one
 *   about one of the member's own records (subjects.ts);
 * - POST /wps/member/complaint/message `{reference, body, images?, requestId?}`: writes again;
 * - GET  /wps/member/complaint/image?reference=&message=&position=: one image of the member's own.
 * Trial (free-play) accounts are refused (`function.not.available`); nothing is cached. Another
 * member's complaint, an unknown reference and a malformed one are the same `complaint.not_found`.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { okPrivate, paramError, PlatformError, systemBusy } from '../../http/envelope';
import { intParam, parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { readBoundedText } from '../withdraw/proof';
import { complaintBucket, decodeImages, imageFile, imageRecords, MAX_COMPLAINT_BODY_BYTES, MAX_IMAGES, putImages } from './images';
import {
  acceptedBody,
  BODY_LENGTH_MESSAGE,
  filingLimitReached,
  LIMITS,
  newReference,
  normalisedReference,
  REQUEST_ID,
  REQUEST_ID_MESSAGE,
  STATUSES,
  SUBJECT_KINDS,
} from './rules';
import {
  addMemberMessage,
  complaintByReference,
  complaintByRequest,
  complaintView,
  detailOf,
  fileComplaint,
  filingCounts,
  imageKeysOf,
  imageOf,
  loadSettings,
  memberPage,
  messageByRequest,
  settingsView,
  unfile,
  unsendMemberMessage,
  type ComplaintRow,
} from './store';
import { resolveSubject } from './subjects';

export const complaintNotFound = () => new PlatformError(404, 'complaint.not_found', 'complaint not found');
export const complaintClosed = () => new PlatformError(409, 'complaint.closed', 'the complaint is closed');
const tooMany = (message: string) => new PlatformError(429, 'complaint.too_many', message);

/** A member's image never changes, but it is a personal file: kept nowhere. */
const MEMBER_IMAGE_CACHE = 'private, no-store';

/** The body's text: 1 to 2,000 Unicode characters once trimmed. */
export const messageBody = z.string({ message: BODY_LENGTH_MESSAGE }).transform((text, ctx) => {
  const body = acceptedBody(text);
  if (body === null) {
    ctx.addIssue({ code: 'custom', message: BODY_LENGTH_MESSAGE });
    return z.NEVER;
  }
  return body;
});

const requestId = z.string({ message: REQUEST_ID_MESSAGE }).regex(REQUEST_ID, REQUEST_ID_MESSAGE).nullish();
const images = z.array(z.unknown(), { message: `must be a list of at most ${MAX_IMAGES} images` }).nullish();

/** A ref as the member sent it: text, or a number (a betting record's or a promotion's id). */
const subjectRef = z
  .union([z.string(), z.number()], { message: 'must be a string' })
  .transform((ref) => String(ref).trim())
  .nullish();

const FileBody = z
  .object({
    subject: z.object(
      {
        kind: z.enum(SUBJECT_KINDS, { message: `must be one of ${SUBJECT_KINDS.join(', ')}` }),
        ref: subjectRef,
      },
      { message: 'required' },
    ),
    body: messageBody,
    images,
    requestId,
  })
  .superRefine((b, ctx) => {
    const hasRef = b.subject.ref !== null && b.subject.ref !== undefined && b.subject.ref !== '';
    if (b.subject.kind !== 'SERVICE' && !hasRef) ctx.addIssue({ code: 'custom', path: ['subject', 'ref'], message: 'required' });
    if (b.subject.kind === 'SERVICE' && hasRef) ctx.addIssue({ code: 'custom', path: ['subject', 'ref'], message: 'must be empty for SERVICE' });
  });

const MessageBody = z.object({
  reference: z.string({ message: 'required' }),
  body: messageBody,
  images,
  requestId,
});

/** A JSON body of at most three images and the text (413 beyond, unread); an empty body is `{}`. */
async function boundedJson(ctx: BrandContext): Promise<unknown> {
  const text = await readBoundedText(ctx.request, MAX_COMPLAINT_BODY_BYTES);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw paramError('body is not valid JSON');
  }
}

const ListQuery = z.object({
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(50)).default(10),
  status: z.enum(STATUSES, { message: `must be one of ${STATUSES.join(', ')}` }).optional(),
});

async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const [settings, page] = await Promise.all([
    loadSettings(ctx.env.DB, merchant),
    memberPage(ctx.env.DB, merchant, session.account.id, q.status ?? null, q.pageNo, q.pageSize),
  ]);
  return okPrivate({
    list: page.rows.map((row) => complaintView(row, settings, now)),
    total: page.total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    settings: settingsView(settings),
  });
}

/** The member's own complaint by the reference they gave; anything else is `complaint.not_found`. */
async function ownComplaint(ctx: BrandContext, accountId: number, reference: unknown): Promise<ComplaintRow> {
  const normalised = normalisedReference(reference);
  const row = normalised ? await complaintByReference(ctx.env.DB, ctx.brand.row.merchant_code, normalised, accountId) : null;
  if (!row) throw complaintNotFound();
  return row;
}

async function answer(ctx: BrandContext, row: ComplaintRow): Promise<Response> {
  const settings = await loadSettings(ctx.env.DB, ctx.brand.row.merchant_code);
  return okPrivate(await detailOf(ctx.env.DB, row, settings, clock(ctx.env)));
}

const OneQuery = z.object({ reference: z.string({ message: 'required' }) });

async function oneHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(OneQuery, queryObject(ctx.url));
  return answer(ctx, await ownComplaint(ctx, session.account.id, q.reference));
}

/** How many times a filing tries a new reference when the one drawn is taken (one in 2^40 per complaint). */
const REFERENCE_TRIES = 4;

async function fileHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const input = parseWith(FileBody, await boundedJson(ctx));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const request = input.requestId ?? null;

  // The same filing again: the complaint as it is, nothing stored twice.
  const replay = request ? await complaintByRequest(db, accountId, request) : null;
  if (replay) return answer(ctx, replay);
  // Every image checked before anything is stored (and the bucket there to take them).
  const decoded = decodeImages(input.images ?? undefined);
  if (decoded.length) complaintBucket(ctx.env);
  const now = clock(ctx.env);
  const reached = filingLimitReached(await filingCounts(db, accountId, now));
  if (reached) throw tooMany(limitMessage(reached));
  const subject = await resolveSubject(db, input.subject.kind, input.subject.ref ?? null, {
    merchant,
    accountId,
    text: ctx.text,
    language: ctx.language,
    suffix: ctx.suffix,
  });

  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt++) {
    const reference = newReference();
    const filed = await fileComplaint(db, {
      merchant,
      accountId,
      reference,
      subject,
      body: input.body,
      requestId: request,
      images: decoded.length ? imageRecords(decoded) : null,
      now,
    });
    if (filed) {
      try {
        await putImages(ctx.env, await imageKeysOf(db, filed.messageId), decoded);
      } catch (error) {
        // Nothing half-stored stays: the rows go with the images.
        console.error('platform: complaint images not stored', error);
        await unfile(db, filed.complaintId);
        throw systemBusy();
      }
      const row = await complaintByReference(db, merchant, reference, accountId);
      if (!row) throw systemBusy();
      return answer(ctx, row);
    }
    // Nothing written: a parallel try of the same filing was first, a limit was reached meanwhile, or the reference is taken.
    const stored = request ? await complaintByRequest(db, accountId, request) : null;
    if (stored) return answer(ctx, stored);
    const limit = filingLimitReached(await filingCounts(db, accountId, now));
    if (limit) throw tooMany(limitMessage(limit));
  }
  console.error('platform: no free complaint reference');
  throw systemBusy();
}

function limitMessage(limit: 'filedPerDay' | 'open' | 'messagesPerDay'): string {
  switch (limit) {
    case 'filedPerDay':
      return `at most ${LIMITS.filedPerDay} complaints in 24 hours`;
    case 'open':
      return `at most ${LIMITS.open} open complaints`;
    case 'messagesPerDay':
      return `at most ${LIMITS.messagesPerDay} messages in a complaint in 24 hours`;
  }
}

async function messageHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const input = parseWith(MessageBody, await boundedJson(ctx));
  const db = ctx.env.DB;
  const complaint = await ownComplaint(ctx, session.account.id, input.reference);
  const request = input.requestId ?? null;
  const fresh = async () => (await complaintByReference(db, ctx.brand.row.merchant_code, complaint.reference, session.account.id)) ?? complaint;

  if (request && (await messageByRequest(db, complaint.id, request))) return answer(ctx, await fresh());
  if (complaint.status === 'CLOSED') throw complaintClosed();
  const decoded = decodeImages(input.images ?? undefined);
  if (decoded.length) complaintBucket(ctx.env);
  const now = clock(ctx.env);
  const messageId = await addMemberMessage(db, {
    merchant: ctx.brand.row.merchant_code,
    complaint,
    body: input.body,
    requestId: request,
    images: decoded.length ? imageRecords(decoded) : null,
    now,
  });
  if (messageId === null) {
    // Nothing written: a parallel try of the same message was first, the operator closed it meanwhile, or the limit.
    if (request && (await messageByRequest(db, complaint.id, request))) return answer(ctx, await fresh());
    if ((await fresh()).status === 'CLOSED') throw complaintClosed();
    throw tooMany(limitMessage('messagesPerDay'));
  }
  try {
    await putImages(ctx.env, await imageKeysOf(db, messageId), decoded);
  } catch (error) {
    console.error('platform: complaint images not stored', error);
    await unsendMemberMessage(db, complaint, messageId, now);
    throw systemBusy();
  }
  return answer(ctx, await fresh());
}

/** Which image: the complaint's reference, the message's id and the image's position (1 to 3, in the order sent). */
export const ImageQuery = z.object({
  reference: z.string({ message: 'required' }),
  message: intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  position: intParam.pipe(z.number().int().min(1).max(MAX_IMAGES)),
});

async function imageHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ImageQuery, queryObject(ctx.url));
  const reference = normalisedReference(q.reference);
  const where = { merchant: ctx.brand.row.merchant_code, accountId: session.account.id, messageId: q.message, position: q.position };
  const image = reference ? await imageOf(ctx.env.DB, { ...where, reference }) : null;
  const file = image ? await imageFile(ctx.env, image, MEMBER_IMAGE_CACHE) : null;
  if (!file) throw complaintNotFound();
  return file;
}

export const complaintRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/complaints', faultKey: '/wps/member/complaints', methods: { GET: listHandler, POST: fileHandler } },
  { kind: 'brand', path: '/wps/member/complaint', faultKey: '/wps/member/complaint', methods: { GET: oneHandler } },
  { kind: 'brand', path: '/wps/member/complaint/message', faultKey: '/wps/member/complaint/message', methods: { POST: messageHandler } },
  { kind: 'brand', path: '/wps/member/complaint/image', faultKey: '/wps/member/complaint/image', methods: { GET: imageHandler } },
];
