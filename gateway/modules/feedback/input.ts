import type { UserError } from '#gateway/generated/resolvers-types';
import { userError } from '#gateway/user-errors';
import { proofImageOf } from '#gateway/modules/withdraw/input';

/** The spec's limits (the platform's too): 140 characters, counted as Unicode characters; 3 images. */
export const MAX_FEEDBACK_CHARS = 140;
export const MAX_FEEDBACK_IMAGES = 3;

/**
 * The feedback as the platform takes it, or the error that refuses it before any platform call:
 * content required and at most 140 characters; at most 3 images, each checked like a withdrawal
 * proof (length before decoding, then its first bytes: png or jpg).
 */
export function feedbackInputOf(input: { content: string; images?: readonly string[] | null }): { content: string; images: string[] } | { error: UserError } {
  const content = input.content.trim();
  if (!content) return { error: userError('REQUIRED', 'content') };
  if (Array.from(content).length > MAX_FEEDBACK_CHARS) return { error: userError('LENGTH', 'content') };
  const raw = input.images ?? [];
  if (raw.length > MAX_FEEDBACK_IMAGES) return { error: userError('FILE_INVALID', 'images') };
  const images: string[] = [];
  for (const image of raw) {
    const checked = proofImageOf(image);
    if ('error' in checked) return { error: userError('FILE_INVALID', 'images') };
    images.push(checked.base64);
  }
  return { content, images };
}
