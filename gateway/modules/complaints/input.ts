import type { UserError } from '#gateway/generated/resolvers-types';
import { userError } from '#gateway/user-errors';
import { proofImageOf } from '#gateway/modules/withdraw/input';

/** The platform's limits (docs/platform-protocol.md "Complaints with a reference"): 2,000 Unicode characters, 3 images a message. */
export const MAX_COMPLAINT_CHARS = 2000;
export const MAX_COMPLAINT_IMAGES = 3;
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A record reference as the records give it (deposit:12, withdrawal:3, transfer:9), a round's id or a promotion's id. */
const REF = /^[A-Za-z0-9:_-]{1,100}$/;

/**
 * A complaint's message as the platform takes it, or the error that refuses it before any platform
 * call: text required, at most 2,000 characters; images checked as feedback's; a well-formed
 * request id. The platform checks everything again.
 */
export function messageInputOf(input: {
  body: string;
  images?: readonly string[] | null;
  requestId?: string | null;
}): { body: string; images?: string[]; requestId?: string } | { error: UserError } {
  const body = input.body.trim();
  if (!body) return { error: userError('REQUIRED', 'body') };
  if (Array.from(body).length > MAX_COMPLAINT_CHARS) return { error: userError('LENGTH', 'body') };
  if (input.requestId != null && !REQUEST_ID.test(input.requestId)) return { error: userError('INVALID_INPUT', 'requestId') };
  const raw = input.images ?? [];
  if (raw.length > MAX_COMPLAINT_IMAGES) return { error: userError('FILE_INVALID', 'images') };
  const images: string[] = [];
  for (const image of raw) {
    const checked = proofImageOf(image);
    if ('error' in checked) return { error: userError('FILE_INVALID', 'images') };
    images.push(checked.base64);
  }
  return { body, ...(images.length ? { images } : {}), ...(input.requestId ? { requestId: input.requestId } : {}) };
}

/** The subject's reference: required and well-formed except for SERVICE, which has none. */
export function subjectOf(kind: string, ref: string | null | undefined): { kind: string; ref?: string } | { error: UserError } {
  const trimmed = ref?.trim() ?? '';
  if (kind === 'SERVICE') return { kind };
  if (!trimmed) return { error: userError('REQUIRED', 'ref') };
  if (!REF.test(trimmed)) return { error: userError('NOT_FOUND', 'ref') };
  return { kind, ref: trimmed };
}

/** A reference as the platform writes them: C- and 8 characters of Crockford's base 32. */
export const COMPLAINT_REFERENCE = /^C-[0-9A-HJKMNP-TV-Z]{8}$/;
