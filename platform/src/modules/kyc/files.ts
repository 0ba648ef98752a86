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

export function documentTypeOf(bytes: Uint8Array<ArrayBuffer>): DocumentType | null {
  const startsWith = (signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (startsWith(PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(PDF_HEADER)) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

/** Base64 (or a `data:` URL) to bytes, refusing anything too long before decoding, and nothing. */
export function decodeDocument(value: unknown): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64File(value, 'file', MAX_DOCUMENT_BYTES, (message) => fileRefused(message));
  if (bytes.length === 0) throw fileRefused('file: not empty');
  return bytes;
}

/** `bytes` at `at` starts with `text` (ASCII). */
const startsWithText = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/**
 * Whether a JPEG segment is kept: the frame, tables, restart interval and scans the picture is
 * made of, and of the application segments only JFIF's header, the ICC colour profile and Adobe's
 * colour transform. Everything else goes: Exif, XMP, IPTC, comments, a multi-picture index, a
 * maker's own segments.
 */
function keptJpegSegment(bytes: Uint8Array, at: number, marker: number): boolean {
  const body = at + 4;
  if (marker === 0xe0) return startsWithText(bytes, body, 'JFIF\u0000');
  if (marker === 0xe2) return startsWithText(bytes, body, 'ICC_PROFILE\u0000');
  if (marker === 0xee) return startsWithText(bytes, body, 'Adobe');
  if (marker >= 0xe1 && marker <= 0xef) return false;
  return marker !== 0xfe;
}

/** A start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The JPEG without its metadata, walked segment by segment through every scan to its end (EOI):
 * segments between scans are judged like those before the first, and whatever follows the end (a
 * second picture, a maker's trailer, a video, another file) goes. Null when its structure cannot
 * be read, or it has no frame before its first scan or no end.
 */
export function stripJpeg(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  const kept: Uint8Array<ArrayBuffer>[] = [bytes.subarray(0, 2)];
  let at = 2;
  let framed = false;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) {
      if (!framed) return null;
      kept.push(bytes.subarray(at, at + 2));
      return concatBytes(kept);
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) return null;
    if (isFrame(marker)) framed = true;
    if (marker === 0xda) {
      if (!framed) return null;
      // The scan's header, then its coded data up to the next marker that is neither a stuffed
      // byte (FF 00) nor a restart (FF D0–D7).
      let end = at + 2 + length;
      while (end + 1 < bytes.length && !(bytes[end] === 0xff && bytes[end + 1] !== 0x00 && !(bytes[end + 1]! >= 0xd0 && bytes[end + 1]! <= 0xd7))) end += 1;
      if (end + 1 >= bytes.length) return null;
      kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    if (keptJpegSegment(bytes, at, marker)) kept.push(bytes.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  return null;
}

/**
 * PNG chunks kept: the picture and how its colours are read. Everything else goes (text, time,
 * Exif however its name is spelled, provenance manifests, a maker's private chunks).
 */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs']);

/** The PNG with only the chunks of its picture; null when its structure cannot be read or it has no end. */
export function stripPng(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> | null {
  const kept: Uint8Array<ArrayBuffer>[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(bytes[at + 4]!, bytes[at + 5]!, bytes[at + 6]!, bytes[at + 7]!);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if (kept.length === 1 && type !== 'IHDR') return null;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concatBytes(kept);
  }
  return null;
}

/**
 * PDF names of active content (scripts, launch and remote actions, attachments, rich media, forms
 * that submit or import), and /Encrypt (an encrypted file's objects cannot be looked into). A whole
 * name only: `/JS` but not `/JSON`.
 */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|EmbeddedFiles?|EF|FileAttachment|RichMedia|XFA|SubmitForm|ImportData|GoToE|GoToR|Encrypt)(?![A-Za-z0-9])/;
/** What a PDF's object streams may inflate to, in all, before it is refused as too complex to check. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_STREAMS = 20_000;

/** PDF bytes as text, one byte to one character (so its positions are the bytes'). */
const pdfText = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Whether PDF text names active content, its names' `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
const namesActiveContent = (text: string) => ACTIVE_PDF.test(text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

/** A stream's data inflated; null when it is not Flate data. What inflated before an error still counts. */
async function inflate(data: Uint8Array<ArrayBuffer>, budget: { left: number }): Promise<Uint8Array<ArrayBuffer> | null> {
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

/** `stream` and its end of line (CR LF, LF, or a lone CR, which readers accept). */
const STREAM_START = /(?<!end)stream(\r\n|\r|\n)/g;

/**
 * Refuses a PDF with active content. Where a PDF's actions can be: its objects, written in the
 * file's text, and object streams (`/Type /ObjStm`), which hold objects compressed. Other streams
 * (page contents, pictures, fonts) hold no actions and are not read as text (a picture's bytes
 * spell `/JS` now and then). An object stream must be Flate alone, without a predictor, with a
 * direct length: anything else could hide its objects from this check, so it is refused.
 */
export async function checkPdf(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  const text = pdfText(bytes);
  if (!/%%EOF\s*$/.test(text.slice(-1024))) throw fileRefused('file: not a complete PDF');
  const refuse = () => fileRefused('file: the PDF has scripts, actions or attachments');
  const budget = { left: MAX_INFLATED_BYTES };
  const outside: string[] = [];
  let from = 0;
  let count = 0;
  const starts = new RegExp(STREAM_START.source, 'g');
  for (let match = starts.exec(text); match; match = starts.exec(text)) {
    if (++count > MAX_STREAMS) throw fileRefused('file: the PDF is too complex to check');
    const start = match.index + match[0].length;
    // Everything up to the first `endstream` is the stream's; anything after it is read as the
    // file's text, even where a declared length says it is still data (more is read, never less).
    const firstEnd = text.indexOf('endstream', start);
    if (firstEnd < 0) throw fileRefused('file: not a complete PDF');
    outside.push(text.slice(from, match.index));
    // The stream's dictionary: from the last `obj` before it.
    const dictionary = text.slice(Math.max(from, text.lastIndexOf(' obj', match.index)), match.index);
    if (/\/Type\s*\/ObjStm/.test(dictionary)) {
      const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
      const flateAlone = /\/Filter\s*(\/FlateDecode|\[\s*\/FlateDecode\s*\])/.test(dictionary) && !/\/DecodeParms/.test(dictionary);
      const end = length ? start + Number(length[1]) : -1;
      if (!flateAlone || end <= start || end > bytes.length) throw refuse();
      const inflated = await inflate(bytes.subarray(start, end), budget);
      if (!inflated || namesActiveContent(pdfText(inflated))) throw refuse();
    }
    from = firstEnd;
    starts.lastIndex = firstEnd;
  }
  outside.push(text.slice(from));
  if (outside.some(namesActiveContent)) throw refuse();
}

/**
 * The file as it will be stored: its type by its bytes, images without their metadata, PDFs
 * checked. Anything else, or a file whose structure cannot be read, is refused.
 */
export async function preparedDocument(bytes: Uint8Array<ArrayBuffer>): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: DocumentType }> {
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

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
