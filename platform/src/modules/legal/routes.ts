/**
 * Terms and privacy with versions (this project's extension: docs/platform-protocol.md "Terms and
 * privacy with versions"; docs/decisions/060-terms-with-versions.md):
 * - GET  /wps/legal/document?kind=&version=&language=: a version's text (the one in force without
 *   `version`) and the list of versions; public, the same for every visitor, kept at the edge for a
 *   minute at most and never past the moment another version takes effect;
 * - GET  /wps/member/legal: what the member has to accept, what they accepted and confirmed;
 * - POST /wps/member/legal/accept `{documents: [{kind, version}]}`: accepts versions in force.
 * Trial (free-play) accounts are refused (`function.not.available`): they play no real money.
 */
import * as z from 'zod';
import { clientIp } from '../../http/client-ip';
import { now as clock } from '../../http/clock';
import { ok, okPrivate, PlatformError } from '../../http/envelope';
import { intParam, jsonBody, parseWith, queryObject } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { cacheSeconds, currentVersion, LEGAL_KINDS, pendingFor, shownVersion, standing } from './rules';
import { acceptancesOf, acceptancesOfDocuments, acceptStatement, bodyOf, confirmationsOf, headFor, headsOf, pendingOf, versionsOf } from './store';

/** How long the edge may keep a document (fewer seconds when another version takes effect sooner). */
const DOCUMENT_CACHE_SECONDS = 60;
/** Acceptances the member's page lists. */
const HISTORY_LIMIT = 100;

const kind = z.enum(LEGAL_KINDS, { message: `must be one of ${LEGAL_KINDS.join(', ')}` });
const version = intParam.pipe(z.number().int().min(1, 'must be a version number').max(999_999, 'must be a version number'));

const DocumentQuery = z.object({
  kind,
  version: version.optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/, 'must be a language code')
    .optional(),
});

const notPublished = () => new PlatformError(404, 'legal.not_published', 'the brand has not published this document');
const versionUnknown = (status: 400 | 404) => new PlatformError(status, 'legal.version_unknown', 'no such version');

async function documentHandler(ctx: BrandContext): Promise<Response> {
  const q = parseWith(DocumentQuery, queryObject(ctx.url));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const { language } = ctx.languageOf(q.language);
  const [versions, heads] = await Promise.all([versionsOf(db, merchant, q.kind), headsOf(db, merchant, q.kind)]);
  if (versions.length === 0) throw notPublished();
  const shown = q.version === undefined ? shownVersion(versions, q.kind, now) : versions.find((v) => v.version === q.version);
  if (!shown) throw versionUnknown(404);
  const current = currentVersion(versions, q.kind, now);
  const defaultLanguage = ctx.brand.row.default_language;
  const head = headFor(heads, shown.id, language, defaultLanguage);
  const body = head ? await bodyOf(db, shown.id, head.language) : [];
  return ok(
    {
      kind: shown.kind,
      version: shown.version,
      effectiveAt: shown.effectiveAt,
      current: shown.id === current?.id,
      language: head?.language ?? language,
      title: head?.title ?? '',
      summary: head?.summary ?? '',
      body,
      versions: [...versions].reverse().map((v) => {
        const h = headFor(heads, v.id, language, defaultLanguage);
        return { version: v.version, effectiveAt: v.effectiveAt, current: v.id === current?.id, title: h?.title ?? '', summary: h?.summary ?? '' };
      }),
    },
    { headers: { 'Cache-Control': `public, max-age=${cacheSeconds(versions, q.kind, now, DOCUMENT_CACHE_SECONDS)}` } },
  );
}

async function memberHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(ctx.env);
  const [versions, heads, acceptances, confirmations] = await Promise.all([
    versionsOf(db, merchant),
    headsOf(db, merchant),
    acceptancesOf(db, accountId, HISTORY_LIMIT),
    confirmationsOf(db, accountId),
  ]);
  // One acceptance per version at most, and a brand publishes far fewer than a hundred versions:
  // the newest hundred hold those of the versions in force.
  const pending = pendingFor(versions, acceptances, now);
  return okPrivate({
    pending: pending.map((v) => {
      const head = headFor(heads, v.id, ctx.language, ctx.brand.row.default_language);
      return { kind: v.kind, version: v.version, effectiveAt: v.effectiveAt, title: head?.title ?? '', summary: head?.summary ?? '' };
    }),
    acceptances: acceptances.map((a) => ({ kind: a.kind, version: a.version, acceptedAt: a.accepted_at, ip: a.ip, via: a.via })),
    confirmations: confirmations.map((c) => ({ kind: c.kind, confirmedAt: c.confirmed_at })),
  });
}

const AcceptBody = z.object({
  documents: z
    .array(z.object({ kind, version }))
    .min(1, 'one or two documents')
    .max(LEGAL_KINDS.length, 'one or two documents')
    .refine((documents) => new Set(documents.map((d) => d.kind)).size === documents.length, 'one per kind'),
});

async function acceptHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const body = parseWith(AcceptBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(ctx.env);
  const versions = await versionsOf(db, merchant);
  const ids: number[] = [];
  for (const ref of body.documents) {
    const judged = standing(versions, ref, now);
    if (judged === 'UNKNOWN') throw versionUnknown(400);
    if (judged === 'OUTDATED') {
      throw new PlatformError(409, 'legal.version_outdated', `${ref.kind} version ${ref.version} is not the one in force`, {
        kind: ref.kind,
        current: currentVersion(versions, ref.kind, now)?.version ?? null,
      });
    }
    ids.push(versions.find((v) => v.kind === ref.kind && v.version === ref.version)!.id);
  }
  // INSERT OR IGNORE on (account, version), then read back: a repeat, or parallel calls, answer the
  // one acceptance recorded first.
  await acceptStatement(db, accountId, ids, clientIp(ctx.request) ?? 'unknown', now).run();
  const [accepted, pending] = await Promise.all([acceptancesOfDocuments(db, accountId, ids), pendingOf(db, merchant, accountId, now)]);
  return okPrivate({
    accepted: accepted.map((a) => ({ kind: a.kind, version: a.version, acceptedAt: a.accepted_at })),
    pending,
  });
}

export const legalRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/legal/document', faultKey: '/wps/legal/document', methods: { GET: documentHandler } },
  { kind: 'brand', path: '/wps/member/legal', faultKey: '/wps/member/legal', methods: { GET: memberHandler } },
  { kind: 'brand', path: '/wps/member/legal/accept', faultKey: '/wps/member/legal/accept', methods: { POST: acceptHandler } },
];
