import { isPngOrJpeg } from './proof';

export { boundedRequest } from '#gateway/index';

/** Bytes as Base64 (in slices: a spread of megabytes would pass the engine's limit on arguments). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The image's bytes as Base64 for the gateway, or null when its first bytes are not a PNG's or a JPEG's. */
export async function proofBase64(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isPngOrJpeg(bytes.subarray(0, 8)) ? base64Of(bytes) : null;
}
