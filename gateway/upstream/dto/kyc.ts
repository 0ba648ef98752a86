import * as z from 'zod';
import { memberRead, memberWrite, type EndpointDef } from '../endpoint-row';
import { amount, flag, id, timestamp } from './common';

/**
 * Identity verification: this project's extension (docs/platform-protocol.md "Identity
 * verification"; docs/decisions/057-identity-verification.md). A value this portal does not know (a
 * newer platform's kind, state or reason) reads as the nearest it does: an unknown kind is left
 * out, an unknown reason is OTHER.
 */
export const VERIFICATION_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS', 'PAYMENT_METHOD', 'SOURCE_OF_FUNDS'] as const;
export const VERIFICATION_REASONS = [
  'UNREADABLE',
  'INCOMPLETE',
  'DOCUMENT_EXPIRED',
  'NAME_MISMATCH',
  'BIRTH_DATE_MISMATCH',
  'UNDERAGE',
  'WRONG_DOCUMENT',
  'ADDRESS_TOO_OLD',
  'DUPLICATE_IDENTITY',
  'OTHER',
] as const;

const kind = z.enum(VERIFICATION_KINDS);
const state = z.enum(['NOT_SENT', 'IN_REVIEW', 'ACCEPTED', 'REFUSED', 'EXPIRED']);
const reason = z
  .string()
  .nullable()
  .transform((value) =>
    value === null ? null : (((VERIFICATION_REASONS as readonly string[]).includes(value) ? value : 'OTHER') as (typeof VERIFICATION_REASONS)[number]),
  );

/** Rows of a kind this portal does not know are left out of a list, never fail it. */
const knownKinds = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .transform((rows) => rows.flatMap((row) => (kind.safeParse((row as { kind?: unknown })?.kind).success ? [item.parse(row) as z.output<T>] : [])));

export const verificationDocumentSchema = z.lazy(() =>
  z.object({
    id,
    kind,
    state: state.exclude(['NOT_SENT']),
    reasonCode: reason,
    contentType: z.string(),
    sentAt: timestamp,
    decidedAt: timestamp.nullable(),
    expiresAt: timestamp.nullable(),
  }),
);

export const verificationSchema = z.lazy(() =>
  z.object({
    status: z.enum(['VERIFIED', 'IN_REVIEW', 'NOT_STARTED', 'ACTION_NEEDED']),
    ageVerified: flag,
    kinds: knownKinds(z.object({ kind, state, reasonCode: reason, expiresAt: timestamp.nullable(), asked: flag, note: z.string().nullable() })),
    documents: knownKinds(verificationDocumentSchema),
    gates: z.object({ realPlay: flag, withdraw: flag, freePlay: flag, depositAbove: amount.nullable() }),
  }),
);

export const verificationUploadSchema = z.lazy(() => z.object({ document: verificationDocumentSchema, replayed: flag }));

/** The rows of the endpoint table (endpoints.ts); a platform without them answers function.not.available or 404 and the page is hidden. */
export const kycEndpoints = {
  verification: memberRead('/wps/member/kyc', 'COMM3', verificationSchema),
  uploadVerificationDocument: memberWrite('/wps/member/kyc/document', 'COMM3', verificationUploadSchema),
} satisfies Record<string, EndpointDef>;
