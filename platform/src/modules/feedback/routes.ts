/**
 * Members' feedback (docs/platform-protocol.md "Feedback"): `POST /wps/feedback` with the content
 * (1 to 140 characters) and at most 3 images (png or jpg of at most 5 MB each, told by their first
 * bytes with the withdrawal proof's checks, kept in R2 binding FEEDBACK_IMAGES), and the member's
 * list with the operator's answers, and one image of the member's own feedback
 * (`GET /wps/feedback/image?id=&position=`). Trial (free-play) accounts are refused (`function.not.available`).
 *
 * Development routes (DEV_TOOLS = "1"), the operator's side:
 * - GET  /__dev/feedback?merchant=&username=&status=: the latest 50, newest first;
 * - POST /__dev/feedback/answer `{merchant?, feedbackId, answer}`: answers it (again: replaces the answer);
 * - GET  /__dev/feedback/image?merchant=&id=&position=: one of its images.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, okPrivate, paramError, PlatformError, systemBusy } from '../../http/envelope';
import { storedFileResponse } from '../../http/files';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import type { Env } from '../../env';
import { requireRealSession } from '../session/real-session';
import { decodeProof, MAX_PROOF_BASE64_CHARS, readBoundedText, type ProofType } from '../withdraw/proof';
import { fileInvalid } from '../withdraw/refusals';
import { devMerchant } from '../../http/dev-merchant';

/** The spec's limits: 140 characters (Unicode code points), 3 images. Each image: the proof's 5 MB. */
export const MAX_FEEDBACK_CHARS = 140;
export const MAX_FEEDBACK_IMAGES = 3;
/** Three images in Base64 plus the content and framing; a larger body is refused unread (413). */
export const MAX_FEEDBACK_BODY_BYTES = MAX_FEEDBACK_IMAGES * MAX_PROOF_BASE64_CHARS + 8192;

export const feedbackNotFound = () => new PlatformError(404, 'feedback.not_found', 'feedback not found');

interface FeedbackRow {
  id: number;
  account_id: number;
  content: string;
  status: 'PENDING' | 'ANSWERED';
  answer: string | null;
  answered_at: number | null;
  created_at: number;
  image_count: number;
}

function feedbackView(row: FeedbackRow) {
  return {
    id: row.id,
    content: row.content,
    imageCount: row.image_count,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
  };
}

const SELECT = `SELECT f.*, (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count FROM feedback f`;

function bucketOf(env: Env): R2Bucket {
  if (!env.FEEDBACK_IMAGES) {
    console.error('platform: FEEDBACK_IMAGES R2 binding missing');
    throw systemBusy();
  }
  return env.FEEDBACK_IMAGES;
}

const Body = z.object({
  content: z
    .string({ message: 'not empty' })
    .transform((text) => text.trim())
    .refine((text) => text.length > 0, 'not empty')
    .refine((text) => Array.from(text).length <= MAX_FEEDBACK_CHARS, `length must be between 1 and ${MAX_FEEDBACK_CHARS}`),
  images: z.array(z.unknown()).optional(),
});

/** POST /wps/feedback `{content, images?: [Base64 png or jpg, ...]}` → the feedback as stored. */
async function sendHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const text = await readBoundedText(ctx.request, MAX_FEEDBACK_BODY_BYTES);
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw paramError('body is not valid JSON');
  }
  const body = parseWith(Body, raw);
  const images = body.images ?? [];
  if (images.length > MAX_FEEDBACK_IMAGES) throw fileInvalid(`images: at most ${MAX_FEEDBACK_IMAGES} images`);
  // Every image is checked (length before decoding, then its first bytes) before anything is stored.
  const decoded = images.map((image, index) => {
    try {
      return decodeProof(image);
    } catch (error) {
      if (error instanceof PlatformError) throw fileInvalid(error.message.replace(/^proofImage/, `images.${index}`), error.status);
      throw error;
    }
  });

  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const bucket = decoded.length ? bucketOf(ctx.env) : null;
  const now = clock(ctx.env);
  const row = await db
    .prepare('INSERT INTO feedback (merchant_code, account_id, content, created_at) VALUES (?1, ?2, ?3, ?4) RETURNING id')
    .bind(merchant, session.account.id, body.content, now)
    .first<{ id: number }>();
  if (!row) throw systemBusy();
  const stored: { key: string; type: ProofType; size: number }[] = [];
  try {
    for (const image of decoded) {
      const key = `${merchant}/feedback/${row.id}/${crypto.randomUUID()}.${image.type.extension}`;
      await bucket!.put(key, image.bytes, { httpMetadata: { contentType: image.type.contentType } });
      stored.push({ key, type: image.type, size: image.bytes.byteLength });
    }
    if (stored.length) {
      await db.batch(
        stored.map((image, index) =>
          db
            .prepare('INSERT INTO feedback_images (feedback_id, position, r2_key, content_type, byte_size) VALUES (?1, ?2, ?3, ?4, ?5)')
            .bind(row.id, index + 1, image.key, image.type.contentType, image.size),
        ),
      );
    }
  } catch (error) {
    // Nothing half-stored stays: the images already put and the row go.
    await Promise.allSettled(stored.map((image) => bucket!.delete(image.key)));
    await db.batch([
      db.prepare('DELETE FROM feedback_images WHERE feedback_id = ?1').bind(row.id),
      db.prepare('DELETE FROM feedback WHERE id = ?1').bind(row.id),
    ]);
    console.error('platform: feedback images not stored', error);
    throw systemBusy();
  }
  const saved = await db.prepare(`${SELECT} WHERE f.id = ?1`).bind(row.id).first<FeedbackRow>();
  return okPrivate(feedbackView(saved!));
}

const ListQuery = z.object({
  pageNo: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: intParam.pipe(z.number().int().min(1).max(100)).default(10),
});

/** GET /wps/relay/CSP_getFeedbackList?pageNo=&pageSize=: the member's feedback, newest first, with the answers. */
async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const merchant = ctx.brand.row.merchant_code;
  const [page, count] = await ctx.env.DB.batch([
    ctx.env.DB.prepare(`${SELECT} WHERE f.merchant_code = ?1 AND f.account_id = ?2 ORDER BY f.created_at DESC, f.id DESC LIMIT ?3 OFFSET ?4`).bind(
      merchant,
      session.account.id,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    ),
    ctx.env.DB.prepare('SELECT COUNT(*) AS total FROM feedback WHERE merchant_code = ?1 AND account_id = ?2').bind(merchant, session.account.id),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return okPrivate({ list: ((page?.results ?? []) as FeedbackRow[]).map(feedbackView), total, pageNo: q.pageNo, pageSize: q.pageSize });
}

const merchant = z.string().trim().min(1).max(40).optional();

const DevListQuery = z.object({
  merchant,
  username: z.string().trim().min(1).max(60).optional(),
  status: z.enum(['PENDING', 'ANSWERED']).optional(),
});

async function devList(ctx: BaseContext): Promise<Response> {
  const q = parseWith(DevListQuery, queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare(
    `SELECT f.*, a.username, (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count
       FROM feedback f JOIN accounts a ON a.id = f.account_id
      WHERE f.merchant_code = ?1 AND (?2 IS NULL OR a.username = ?2) AND (?3 IS NULL OR f.status = ?3)
      ORDER BY f.created_at DESC, f.id DESC LIMIT 50`,
  )
    .bind(devMerchant(ctx, q.merchant), q.username ?? null, q.status ?? null)
    .all<FeedbackRow & { username: string }>();
  return ok({ list: results.map((row) => ({ ...feedbackView(row), username: row.username })) });
}

const AnswerBody = z.object({
  merchant,
  feedbackId: z.number().int().positive(),
  answer: z.string().trim().min(1).max(1000),
});

async function devAnswer(ctx: BaseContext): Promise<Response> {
  const body = parseWith(AnswerBody, await jsonBody(ctx.request));
  const changed = await ctx.env.DB.prepare(
    `UPDATE feedback SET status = 'ANSWERED', answer = ?3, answered_at = ?4 WHERE id = ?1 AND merchant_code = ?2 RETURNING id`,
  )
    .bind(body.feedbackId, devMerchant(ctx, body.merchant), body.answer, clock(ctx.env))
    .first<{ id: number }>();
  if (!changed) throw feedbackNotFound();
  const row = await ctx.env.DB.prepare(`${SELECT} WHERE f.id = ?1`).bind(changed.id).first<FeedbackRow>();
  return ok(feedbackView(row!));
}

/** Which image: the feedback's id and the image's position (1 to 3, in the order sent). */
const ImageRef = z.object({
  id: intParam.pipe(z.number().int().positive()),
  position: intParam.pipe(z.number().int().min(1).max(MAX_FEEDBACK_IMAGES)),
});

/** A member's own image may stay in their browser's private cache: it never changes. */
const MEMBER_IMAGE_CACHE = 'private, max-age=3600';

/**
 * The image at `position` of feedback `id` of this brand (and of this account, when one is given),
 * as the file; anything else, whether it exists or not, is the same `feedback.not_found`.
 */
async function imageResponse(env: Env, where: { merchant: string; accountId: number | null; id: number; position: number }, cacheControl: string) {
  const image = await env.DB.prepare(
    `SELECT i.r2_key, i.content_type FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
      WHERE f.id = ?1 AND f.merchant_code = ?2 AND i.position = ?3 AND (?4 IS NULL OR f.account_id = ?4)`,
  )
    .bind(where.id, where.merchant, where.position, where.accountId)
    .first<{ r2_key: string; content_type: string }>();
  const object = image ? await bucketOf(env).get(image.r2_key) : null;
  if (!image || !object) throw feedbackNotFound();
  return storedFileResponse(object, image.content_type, cacheControl);
}

/** GET /wps/feedback/image?id=&position=: one image of the caller's own feedback. */
async function imageHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ImageRef, queryObject(ctx.url));
  return imageResponse(ctx.env, { merchant: ctx.brand.row.merchant_code, accountId: session.account.id, ...q }, MEMBER_IMAGE_CACHE);
}

const DevImageQuery = ImageRef.extend({ merchant, position: ImageRef.shape.position.default(1) });

async function devImage(ctx: BaseContext): Promise<Response> {
  const q = parseWith(DevImageQuery, queryObject(ctx.url));
  return imageResponse(ctx.env, { merchant: devMerchant(ctx, q.merchant), accountId: null, id: q.id, position: q.position }, 'no-store');
}

export const feedbackRoutes: (BrandRoute | DevRoute)[] = [
  { kind: 'brand', path: '/wps/feedback', faultKey: '/wps/feedback', methods: { POST: sendHandler } },
  { kind: 'brand', ...relay('CSP_getFeedbackList'), methods: { GET: listHandler } },
  { kind: 'brand', path: '/wps/feedback/image', faultKey: '/wps/feedback/image', methods: { GET: imageHandler } },
  { kind: 'dev', path: '/__dev/feedback', faultKey: '', methods: { GET: devList } },
  { kind: 'dev', path: '/__dev/feedback/answer', faultKey: '', methods: { POST: devAnswer } },
  { kind: 'dev', path: '/__dev/feedback/image', faultKey: '', methods: { GET: devImage } },
];
