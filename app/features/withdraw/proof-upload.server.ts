import { isPngOrJpeg } from './proof';

export { boundedRequest } from '#gateway/index';

/** The image's bytes as Base64 for the gateway, or null when its first bytes are not a PNG's or a JPEG's. */
export async function proofBase64(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPngOrJpeg(bytes.subarray(0, 8))) return null;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
