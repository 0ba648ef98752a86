import * as z from 'zod';
import { CacheShort } from '#gateway/cache';
import { memberRead, memberWrite, publicRead, type EndpointDef } from '../endpoint-row';
import { flag, timestamp } from './common';

/**
 * Terms and privacy with versions: this project's extension (docs/platform-protocol.md "Terms and
 * privacy with versions"; docs/decisions/060-terms-with-versions.md). A kind or confirmation this
 * portal does not know (a newer platform's) is left out of a list, never fails it.
 */
export const LEGAL_KINDS = ['TERMS', 'PRIVACY'] as const;
export const REGISTRATION_CONFIRMATIONS = ['AGE', 'OWN_MONEY', 'ONE_ACCOUNT', 'NOT_SELF_EXCLUDED'] as const;

export const legalKind = z.enum(LEGAL_KINDS);
const version = z.number().int().positive();
const text = z.string().max(200_000);

/** Rows of a kind this portal does not know are left out of a list. */
export const knownRows = <T extends z.ZodType>(item: T, field: string, known: z.ZodType) =>
  z
    .array(z.unknown())
    .transform((rows) => rows.flatMap((row) => (known.safeParse((row as Record<string, unknown>)?.[field]).success ? [item.parse(row) as z.output<T>] : [])));

/** A pending version as member info names it (`legalPending`). */
export const legalRefSchema = z.lazy(() => z.object({ kind: legalKind, version }));

export const legalDocumentSchema = z.lazy(() =>
  z.object({
    kind: legalKind,
    version,
    effectiveAt: timestamp,
    current: flag,
    language: z.string().max(16),
    title: text,
    summary: text,
    body: z.array(text).max(500),
    versions: z.array(z.object({ version, effectiveAt: timestamp, current: flag, title: text, summary: text })).max(500),
  }),
);
export type LegalDocumentDto = z.infer<typeof legalDocumentSchema>;

export const legalRecordSchema = z.lazy(() =>
  z.object({
    pending: knownRows(z.object({ kind: legalKind, version, effectiveAt: timestamp, title: text, summary: text }), 'kind', legalKind),
    acceptances: knownRows(
      z.object({ kind: legalKind, version, acceptedAt: timestamp, ip: z.string().max(64).nullish(), via: z.enum(['REGISTRATION', 'PROMPT']).catch('PROMPT') }),
      'kind',
      legalKind,
    ),
    confirmations: knownRows(z.object({ kind: z.enum(REGISTRATION_CONFIRMATIONS), confirmedAt: timestamp }), 'kind', z.enum(REGISTRATION_CONFIRMATIONS)),
  }),
);

export const legalAcceptedSchema = z.lazy(() =>
  z.object({
    accepted: z.array(z.object({ kind: legalKind, version, acceptedAt: timestamp })),
    pending: knownRows(legalRefSchema, 'kind', legalKind),
  }),
);

/** The rows of the endpoint table (endpoints.ts); a platform without them answers function.not.available or 404 and nothing is asked. */
export const legalEndpoints = {
  // Public and the same for every visitor; briefly cached, since a new version takes effect at its own moment.
  legalDocument: publicRead('/wps/legal/document', 'COMM3', legalDocumentSchema, CacheShort),
  legalRecord: memberRead('/wps/member/legal', 'COMM3', legalRecordSchema),
  acceptLegalDocuments: memberWrite('/wps/member/legal/accept', 'COMM3', legalAcceptedSchema),
} satisfies Record<string, EndpointDef>;
