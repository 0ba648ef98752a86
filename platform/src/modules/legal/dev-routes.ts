/**
 * The operator's side of terms and privacy, as development routes (DEV_TOOLS = "1"), as identity
 * verification's is:
 * - GET  /__dev/legal?merchant=: every version of both kinds with its languages, and the settings;
 * - POST /__dev/legal/publish `{merchant?, kind, effectiveAt?, texts: {<language>: {title, summary,
 *   body: [paragraph]}}}`: the next version of a kind, taking effect at `effectiveAt` (ISO 8601 or
 *   epoch ms; now by default), never before the latest version published;
 * - PUT  /__dev/legal/settings `{merchant?, confirmations: [...]}`: what registrations must confirm.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { devMerchant } from '../../http/dev-merchant';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { CONFIRMATION_KINDS, currentVersion, LEGAL_KINDS, nextVersion, publishRefusal } from './rules';
import { askedConfirmations, headsOf, saveAskedConfirmations, versionsOf } from './store';

const merchant = z.string().trim().min(1).max(40).optional();
/** The protocol's language codes (docs/platform-protocol.md "Transport"), in any case. */
const LANGUAGES = ['EN', 'KO', 'CN', 'VI', 'TH'] as const;

async function requireBrand(db: D1Database, code: string): Promise<void> {
  const row = await db.prepare('SELECT 1 AS found FROM brands WHERE merchant_code = ?1').bind(code).first();
  if (!row) throw new PlatformError(404, 'request_param_err', `merchant: no brand ${code}`);
}

async function overview(ctx: BaseContext): Promise<Response> {
  const code = devMerchant(ctx);
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const [versions, heads, confirmations] = await Promise.all([versionsOf(db, code), headsOf(db, code), askedConfirmations(db, code)]);
  return ok({
    merchant: code,
    versions: versions.map((v) => ({
      kind: v.kind,
      version: v.version,
      effectiveAt: v.effectiveAt,
      createdAt: v.createdAt,
      current: currentVersion(versions, v.kind, now)?.id === v.id,
      upcoming: v.effectiveAt > now,
      languages: heads.filter((h) => h.document_id === v.id).map((h) => h.language),
    })),
    settings: { confirmations },
  });
}

const Text = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(1000),
  body: z.array(z.string().trim().min(1).max(10_000)).min(1).max(100),
});

/** An instant as epoch ms or ISO 8601 with its offset (`2026-12-01T00:00:00Z`). */
const instant = z.union([
  z.number().int().min(0).max(8_640_000_000_000_000),
  z.iso.datetime({ offset: true, message: 'must be ISO 8601 or epoch ms' }).transform((text) => Date.parse(text)),
]);

const PublishBody = z.object({
  merchant,
  kind: z.enum(LEGAL_KINDS),
  effectiveAt: instant.optional(),
  texts: z.record(z.string(), Text).transform((texts, issue) => {
    const entries = Object.entries(texts).map(([language, text]) => [language.trim().toUpperCase(), text] as const);
    const unknown = entries.find(([language]) => !(LANGUAGES as readonly string[]).includes(language));
    if (unknown) issue.addIssue({ code: 'custom', message: `${unknown[0]}: must be one of ${LANGUAGES.join(', ')}` });
    if (entries.length === 0) issue.addIssue({ code: 'custom', message: 'at least one language' });
    if (new Set(entries.map(([language]) => language)).size < entries.length) issue.addIssue({ code: 'custom', message: 'a language given twice' });
    return entries;
  }),
});

async function publish(ctx: BaseContext): Promise<Response> {
  const body = parseWith(PublishBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  await requireBrand(db, code);
  const now = clock(ctx.env);
  const effectiveAt = body.effectiveAt ?? now;
  const versions = await versionsOf(db, code, body.kind);
  const refusal = publishRefusal(versions, body.kind, effectiveAt);
  if (refusal) throw paramError(refusal);
  const version = nextVersion(versions, body.kind);
  try {
    // The version and its texts in one transaction: a reader never finds one without its words.
    await db.batch([
      db
        .prepare('INSERT INTO legal_documents (merchant_code, kind, version, effective_at, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(code, body.kind, version, effectiveAt, now),
      ...body.texts.map(([language, text]) =>
        db
          .prepare(
            `INSERT INTO legal_document_texts (document_id, language, title, summary, body)
             SELECT id, ?4, ?5, ?6, ?7 FROM legal_documents WHERE merchant_code = ?1 AND kind = ?2 AND version = ?3`,
          )
          .bind(code, body.kind, version, language, text.title, text.summary, JSON.stringify(text.body)),
      ),
    ]);
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw new PlatformError(409, 'request_param_err', 'another version was published meanwhile: publish again');
    throw error;
  }
  return ok({ kind: body.kind, version });
}

const SettingsBody = z.object({
  merchant,
  confirmations: z.array(z.enum(CONFIRMATION_KINDS)).max(CONFIRMATION_KINDS.length),
});

async function putSettings(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SettingsBody, await jsonBody(ctx.request));
  const code = devMerchant(ctx, body.merchant);
  await requireBrand(ctx.env.DB, code);
  await saveAskedConfirmations(ctx.env.DB, code, body.confirmations, clock(ctx.env));
  return ok({ merchant: code, confirmations: await askedConfirmations(ctx.env.DB, code) });
}

export const legalDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/legal', faultKey: '/__dev/legal', methods: { GET: overview } },
  { kind: 'dev', path: '/__dev/legal/publish', faultKey: '/__dev/legal/publish', methods: { POST: publish } },
  { kind: 'dev', path: '/__dev/legal/settings', faultKey: '/__dev/legal/settings', methods: { PUT: putSettings } },
];
