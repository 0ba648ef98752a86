import { base64Of } from '#app/features/withdraw/proof-upload.server';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** Whether the first bytes are a PNG's, a JPEG's or a PDF's (what the file is, whatever its name or declared type says). */
export function isDocumentFile(head: Uint8Array): boolean {
  const startsWith = (signature: number[]) => head.length >= signature.length && signature.every((b, i) => head[i] === b);
  return startsWith(PNG) || startsWith(PDF) || (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff);
}

/** The document's bytes as Base64 for the gateway, or null when its first bytes are no PNG, JPEG or PDF. */
export async function documentBase64(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isDocumentFile(bytes.subarray(0, 8)) ? base64Of(bytes) : null;
}
