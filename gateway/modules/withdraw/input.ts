import type { UserError } from '#gateway/generated/resolvers-types';
import { userError } from '#gateway/user-errors';
import { isRequestId } from '#gateway/request-id';

/** A proof image: at most 5 MB (5 × 1024 × 1024 bytes), the platform's own limit. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** The longest Base64 text of such an image (padded); longer text is refused before anything decodes it. */
export const MAX_PROOF_BASE64_CHARS = Math.ceil(MAX_PROOF_BYTES / 3) * 4;

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** What a withdrawal request is refused for before any platform call, if anything. */
export function withdrawalInputError(input: { amount: number; cardId: string; paymentPassword: string; requestId: string }): UserError | null {
  if (!isRequestId(input.requestId)) return userError('INVALID_INPUT', 'requestId');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return userError('AMOUNT_INVALID', 'amount');
  if (!/^\d{1,15}$/.test(input.cardId)) return userError('REQUIRED', 'cardId');
  if (!input.paymentPassword) return userError('REQUIRED', 'paymentPassword');
  return null;
}

/** PNG's 8-byte signature or JPEG's FF D8 FF, read from the first Base64 characters only. */
function startsLikeImage(base64: string): boolean {
  let head: string;
  try {
    head = atob(base64.slice(0, 12).replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return false;
  }
  const bytes = Array.from(head, (c) => c.charCodeAt(0));
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return png.every((b, i) => bytes[i] === b) || (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);
}

/**
 * The proof's Base64 text (a data URL's payload), or the error that refuses it: too long (checked
 * first, on the text's length, before anything is decoded), not Base64, or not a PNG or JPEG by its
 * first bytes. The platform checks the whole image again.
 */
export function proofImageOf(value: string | null | undefined): { base64: string } | { error: UserError } {
  if (!value) return { error: userError('FILE_INVALID', 'proof') };
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  const text = comma >= 0 ? value.slice(comma + 1) : value;
  if (text.length > MAX_PROOF_BASE64_CHARS || text.length < 12 || !BASE64.test(text) || !startsLikeImage(text)) {
    return { error: userError('FILE_INVALID', 'proof') };
  }
  return { base64: text };
}
