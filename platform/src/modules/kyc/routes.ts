/**
 * The member's identity verification (this project's extension: docs/platform-protocol.md
 * "Identity verification"; docs/decisions/057-identity-verification.md):
 * - GET  /wps/member/kyc: the status, each needed document's state, the documents sent, the gates;
 * - POST /wps/member/kyc/document `{kind, requestId, file}`: one document, Base64 (a `data:` URL
 *   too), checked by its content (files.ts), stored in R2 without its metadata; a retry with the
 *   same requestId answers the document already stored.
 * Trial (free-play) accounts are refused (`function.not.available`). A member reads only their own
 * documents' states; no route serves a document's file to a member, another member or an agent.
 */
import * as z from 'zod';
import { readBoundedBody } from '../../http/bounded-body';
import { now as clock } from '../../http/clock';
import { okPrivate, paramError, PlatformError, systemBusy } from '../../http/envelope';
import { parseWith } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { decodeDocument, fileRefused, MAX_UPLOAD_BODY_BYTES, preparedDocument, sha256Hex } from './files';
import { DOCUMENT_KINDS, uploadRefusal, type DocumentKind } from './rules';
import { documentView, factsOf, loadKycSettings, verificationOf, verificationView, type DocumentRow } from './store';

export function kycBucket(env: BrandContext['env']): R2Bucket {
  if (!env.KYC_DOCUMENTS) {
    console.error('platform: KYC_DOCUMENTS R2 binding missing');
    throw systemBusy();
  }
  return env.KYC_DOCUMENTS;
}

async function statusHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const now = clock(ctx.env);
  const settings = await loadKycSettings(ctx.env.DB, ctx.brand.row.merchant_code);
  const verification = await verificationOf(ctx.env.DB, settings, session.account.id, now);
  return okPrivate(verificationView(verification, settings, now));
}

const UploadBody = z.object({
  kind: z.enum(DOCUMENT_KINDS, { message: `must be one of ${DOCUMENT_KINDS.join(', ')}` }),
  requestId: z.string({ message: 'not empty' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
  file: z.unknown(),
});

const kycRefusal = (code: string, message: string) => new PlatformError(400, code, message);

async function uploadHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const body = await readBoundedBody(ctx.request, MAX_UPLOAD_BODY_BYTES);
  if (!body) throw fileRefused('file: larger than 10 MB', 413);
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw paramError('body is not valid JSON');
  }
  const input = parseWith(UploadBody, raw);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(ctx.env);

  const replay = await sameRequest(db, accountId, input.requestId, input.kind);
  if (replay) return okPrivate({ document: documentView(replay, now), replayed: true });

  const settings = await loadKycSettings(db, merchant);
  const verification = await verificationOf(db, settings, accountId, now);
  if (!verification.needed.includes(input.kind)) throw kycRefusal('kyc.kind_not_needed', `kind: ${input.kind} is not asked for`);
  const refusal = uploadRefusal(verification.documents.map(factsOf), input.kind, now);
  if (refusal) throw kycRefusal(refusal, refusal === 'kyc.document_in_review' ? 'a document of this kind is in review' : 'a document of this kind is accepted');

  const document = await preparedDocument(decodeDocument(input.file));
  const sha256 = await sha256Hex(document.bytes);
  const key = `${merchant}/kyc/${accountId}/${crypto.randomUUID()}.${document.type.extension}`;
  const bucket = kycBucket(ctx.env);
  await bucket.put(key, document.bytes, { httpMetadata: { contentType: document.type.contentType, cacheControl: 'no-store' } });
  let row: DocumentRow | null;
  try {
    // The document and the first step of its history, in one transaction.
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO kyc_documents (merchant_code, account_id, kind, state, request_id, object_key, content_type, byte_size, sha256, created_at)
           VALUES (?1, ?2, ?3, 'IN_REVIEW', ?4, ?5, ?6, ?7, ?8, ?9) RETURNING *`,
        )
        .bind(merchant, accountId, input.kind, input.requestId, key, document.type.contentType, document.bytes.byteLength, sha256, now),
      db
        .prepare(
          `INSERT INTO kyc_history (document_id, account_id, state, reason_code, actor, at)
           SELECT id, account_id, 'IN_REVIEW', NULL, 'MEMBER', ?3 FROM kyc_documents WHERE account_id = ?1 AND request_id = ?2`,
        )
        .bind(accountId, input.requestId, now),
    ]);
    row = (inserted?.results[0] as DocumentRow | undefined) ?? null;
  } catch (error) {
    // Nothing half-stored stays: the file goes when its row could not be written.
    await bucket.delete(key).catch(() => undefined);
    if (!String(error).includes('UNIQUE')) throw error;
    // A parallel retry of the same upload stored it first; or another upload of the kind did.
    const stored = await sameRequest(db, accountId, input.requestId, input.kind);
    if (stored) return okPrivate({ document: documentView(stored, now), replayed: true });
    throw kycRefusal('kyc.document_in_review', 'a document of this kind is in review');
  }
  if (!row) throw systemBusy();
  return okPrivate({ document: documentView(row, now), replayed: false });
}

/** The document an earlier try of this upload stored; a requestId used for another kind is refused. */
async function sameRequest(db: D1Database, accountId: number, requestId: string, kind: DocumentKind): Promise<DocumentRow | null> {
  const row = await db.prepare('SELECT * FROM kyc_documents WHERE account_id = ?1 AND request_id = ?2').bind(accountId, requestId).first<DocumentRow>();
  if (row && row.kind !== kind) throw paramError('requestId: already used for another document');
  return row;
}

export const kycRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/kyc', faultKey: '/wps/member/kyc', methods: { GET: statusHandler } },
  { kind: 'brand', path: '/wps/member/kyc/document', faultKey: '/wps/member/kyc/document', methods: { POST: uploadHandler } },
];
