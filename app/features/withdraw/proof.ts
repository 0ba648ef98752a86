/**
 * The proof image of a "not received" answer, as the browser, the action, the gateway and the
 * platform all check it: a PNG or JPEG of at most 5 MB (5 × 1024 × 1024 bytes).
 */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;
/** For the file input's `accept`: what the picker offers first. */
export const PROOF_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
/** A post to the withdraw page: the image plus its form fields and the multipart framing. */
export const MAX_WITHDRAW_POST_BYTES = MAX_PROOF_BYTES + 64 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the first bytes are PNG's signature or JPEG's FF D8 FF (what the file is, whatever its name says). */
export function isPngOrJpeg(head: Uint8Array): boolean {
  const png = head.length >= 8 && PNG_SIGNATURE.every((b, i) => head[i] === b);
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}
