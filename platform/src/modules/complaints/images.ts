/**
 * A complaint message's images, checked exactly as a feedback image is (PNG or JPEG of at most
 * 5 MB, told by their first bytes, every image checked before anything is stored; the same
 * refusals), and kept in R2 (binding COMPLAINT_FILES).
 */
import { PlatformError, systemBusy } from '../../http/envelope';
import { storedFileResponse } from '../../http/files';
import type { Env } from '../../env';
import { decodeProof, MAX_PROOF_BASE64_CHARS, type ProofType } from '../withdraw/proof';
import { fileInvalid } from '../withdraw/refusals';

export const MAX_IMAGES = 3;
/** Three images in Base64 plus the text and framing; a larger body is refused unread (413). */
export const MAX_COMPLAINT_BODY_BYTES = MAX_IMAGES * MAX_PROOF_BASE64_CHARS + 8192;

export interface DecodedImage {
  bytes: Uint8Array;
  type: ProofType;
}

/** Every image decoded and checked, or the first refusal (`images: at most 3 images`, `images.<n>: ...`). */
export function decodeImages(images: readonly unknown[] | undefined): DecodedImage[] {
  const list = images ?? [];
  if (list.length > MAX_IMAGES) throw fileInvalid(`images: at most ${MAX_IMAGES} images`);
  return list.map((image, index) => {
    try {
      return decodeProof(image);
    } catch (error) {
      if (error instanceof PlatformError) throw fileInvalid(error.message.replace(/^proofImage/, `images.${index}`), error.status);
      throw error;
    }
  });
}

/** What the write records of each image: the key's random tail, the type and the size (JSON for the statement). */
export function imageRecords(images: readonly DecodedImage[]): string {
  return JSON.stringify(images.map((image) => [`${crypto.randomUUID()}.${image.type.extension}`, image.type.contentType, image.bytes.byteLength]));
}

export function complaintBucket(env: Env): R2Bucket {
  if (!env.COMPLAINT_FILES) {
    console.error('platform: COMPLAINT_FILES R2 binding missing');
    throw systemBusy();
  }
  return env.COMPLAINT_FILES;
}

/**
 * Puts each image under its recorded key (`keys` in position order). When one fails, the ones
 * already put are deleted and the error is thrown: the caller removes the rows.
 */
export async function putImages(env: Env, keys: readonly string[], images: readonly DecodedImage[]): Promise<void> {
  if (keys.length !== images.length) throw new Error(`complaint images: ${keys.length} keys for ${images.length} images`);
  if (!keys.length) return;
  const bucket = complaintBucket(env);
  const put: string[] = [];
  try {
    for (const [index, key] of keys.entries()) {
      const image = images[index]!;
      await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type.contentType } });
      put.push(key);
    }
  } catch (error) {
    await Promise.allSettled(put.map((key) => bucket.delete(key)));
    throw error;
  }
}

/** One stored image as the file, or null when its object is gone. */
export async function imageFile(env: Env, image: { object_key: string; content_type: string }, cacheControl: string): Promise<Response | null> {
  const object = await complaintBucket(env).get(image.object_key);
  return object ? storedFileResponse(object, image.content_type, cacheControl) : null;
}
