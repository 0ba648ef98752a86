/**
 * A verification document's file, checked by its content alone (never by a name or a declared
 * type): a PNG, a JPEG or a PDF of at most MAX_DOCUMENT_BYTES. Images are stored without their
 * metadata (a phone's photo carries where and when it was taken, and the device); a PDF with
 * active content (scripts, launch actions, embedded files, forms that submit) or one that is
 * encrypted (and so cannot be looked into) is refused, its compressed streams looked into too.
 */
import { PlatformError } from '../../http/envelope';
import { concatBytes, decodeBase64File } from '../../http/files';

/** 10 MB, counted as 10 × 1024 × 1024 bytes: a phone's photo of a document, or a scanned PDF. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The longest Base64 text of a file of MAX_DOCUMENT_BYTES (padded): checked before decoding. */
export const MAX_DOCUMENT_BASE64_CHARS = Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4;
/** An upload's body: the Base64 file plus its few fields. Larger bodies are refused unread (413). */
export const MAX_UPLOAD_BODY_BYTES = MAX_DOCUMENT_BASE64_CHARS + 4096;

export type DocumentType =
  { contentType: 'image/png'; extension: 'png' } | { contentType: 'image/jpeg'; extension: 'jpg' } | { contentType: 'application/pdf'; extension: 'pdf' };

/** `kyc.file_invalid` (400, or 413 for a body too large): the message names what is wrong. */
export const fileRefused = (message: string, status = 400) => new PlatformError(status, 'kyc.file_invalid', message);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  const startsWith = (signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (startsWith(PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(PDF_HEADER)) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

/** Base64 (or a `data:` URL) to bytes, refusing anything too long before decoding, and nothing. */
export function decodeDocument(value: unknown): Uint8Array {
  const bytes = decodeBase64File(value, 'file', MAX_DOCUMENT_BYTES, (message) => fileRefused(message));
  if (bytes.length === 0) throw fileRefused('file: not empty');
  return bytes;
}

/** JPEG segments kept: APP0 (JFIF), APP2 (the colour profile), APP14 (Adobe's colour transform). Every other APPn (Exif, XMP, IPTC, …) and comments go. */
const KEPT_JPEG_APP = new Set([0xe0, 0xe2, 0xee]);

/** The JPEG without its metadata segments; null when its structure cannot be read. */
export function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan: the image data follows, up to the end; kept whole.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return concatBytes(kept);
    }
    if (marker === 0xd9) return null; // an end before any image data
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    const metadata = (marker >= 0xe1 && marker <= 0xef && !KEPT_JPEG_APP.has(marker)) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

/** PNG chunks that carry text, a timestamp or Exif: dropped. Everything else (the image, its colour) stays. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The PNG without its metadata chunks; null when its structure cannot be read or it has no end. */
export function stripPng(bytes: Uint8Array): Uint8Array | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concatBytes(kept);
  }
  return null;
}

/**
 * PDF names of active content, and /Encrypt (an encrypted file's objects cannot be looked into).
 * A whole name only: `/JS` but not `/JSON`.
 */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE|Encrypt)(?![A-Za-z0-9])/;
/** What the streams of one PDF may inflate to, in all, before it is refused as too complex to check. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_STREAMS = 4000;

/** The text of PDF bytes one byte to a character, with names' `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function pdfText(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A stream's data inflated, or null when it is not a Flate stream (an image's DCT data, say).
 * What inflated before an error (trailing bytes after the data, a cut stream) is still returned,
 * so a script cannot hide behind a damaged end.
 */
async function inflate(data: Uint8Array, budget: { left: number }): Promise<Uint8Array | null> {
  const parts: Uint8Array[] = [];
  try {
    const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate')).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      budget.left -= value.length;
      if (budget.left < 0) {
        await reader.cancel().catch(() => undefined);
        throw fileRefused('file: the PDF is too complex to check');
      }
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
  }
  return parts.length > 0 ? concatBytes(parts) : null;
}

/** Refuses a PDF with active content, in its objects or in its compressed streams (object streams included). */
export async function checkPdf(bytes: Uint8Array): Promise<void> {
  const text = pdfText(bytes);
  if (!/%%EOF\s*$/.test(text.slice(-1024))) throw fileRefused('file: not a complete PDF');
  if (ACTIVE_PDF.test(text)) throw fileRefused('file: the PDF has scripts, actions or attachments');
  const budget = { left: MAX_INFLATED_BYTES };
  const streams = /(?<!end)stream\r?\n/g;
  let count = 0;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    if (++count > MAX_STREAMS) throw fileRefused('file: the PDF is too complex to check');
    const start = match.index + match[0].length;
    let end = text.indexOf('endstream', start);
    if (end < 0) break;
    streams.lastIndex = end;
    // The end-of-line before `endstream` is not the stream's.
    if (text[end - 1] === '\n') end -= 1;
    if (text[end - 1] === '\r') end -= 1;
    const inflated = await inflate(bytes.subarray(start, end), budget);
    if (inflated && ACTIVE_PDF.test(pdfText(inflated))) throw fileRefused('file: the PDF has scripts, actions or attachments');
  }
}

/**
 * The file as it will be stored: its type by its bytes, images without their metadata, PDFs
 * checked. Anything else, or a file whose structure cannot be read, is refused.
 */
export async function preparedDocument(bytes: Uint8Array): Promise<{ bytes: Uint8Array; type: DocumentType }> {
  const type = documentTypeOf(bytes);
  if (!type) throw fileRefused('file: not a PNG, JPEG or PDF');
  if (type.contentType === 'application/pdf') {
    await checkPdf(bytes);
    return { bytes, type };
  }
  const stripped = type.contentType === 'image/png' ? stripPng(bytes) : stripJpeg(bytes);
  if (!stripped) throw fileRefused('file: the image cannot be read');
  return { bytes: stripped, type };
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
