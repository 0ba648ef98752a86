import type { VerificationDocument } from '#gateway/generated/resolvers-types';
import type { verificationDocumentSchema } from '#gateway/upstream/dto/kyc';
import type { z } from 'zod';

/** A document as the schema names it: the wire's reasonCode is its reason. */
export function documentOf({ reasonCode, ...document }: z.output<typeof verificationDocumentSchema>): VerificationDocument {
  return { ...document, reason: reasonCode };
}

/** The member's own id of an upload, as the platform takes it: checked here so a bad one never leaves the gateway. */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
