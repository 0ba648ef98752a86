import * as z from 'zod';
import type { VerificationDocumentKind } from '#app/graphql/generated/graphql';

/**
 * A verification document as the browser, the action, the gateway and the platform all check it
 * (docs/platform-protocol.md "Identity verification"): a PNG, JPEG or PDF of at most 10 MB (10 ×
 * 1024 × 1024 bytes); the action also reads its first bytes, and the platform all of it.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** For the file input's `accept`: what the picker offers first (a phone offers its camera too). */
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf';
/** A post of the upload form: the file plus its two fields and the multipart framing. */
export const MAX_DOCUMENT_POST_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;

export const DOCUMENT_KINDS = [
  'ID_FRONT',
  'ID_BACK',
  'SELFIE',
  'PROOF_OF_ADDRESS',
  'PAYMENT_METHOD',
  'SOURCE_OF_FUNDS',
] as const satisfies readonly VerificationDocumentKind[];

/** None chosen posts one empty, nameless file: that is "no file". */
const chosenFile = (value: unknown) => (value instanceof File && value.size === 0 && !value.name ? undefined : value);

export const uploadSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'auth.errors.invalid' }),
  requestId: z.string({ error: 'auth.errors.invalid' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'auth.errors.invalid'),
  file: z.preprocess(
    chosenFile,
    z
      .instanceof(File, { message: 'verification.errors.required' })
      .refine((file) => file.size > 0, 'verification.errors.required')
      .refine((file) => (DOCUMENT_TYPES as readonly string[]).includes(file.type), 'verification.errors.type')
      .refine((file) => file.size <= MAX_DOCUMENT_BYTES, 'verification.errors.tooLarge'),
  ),
});
