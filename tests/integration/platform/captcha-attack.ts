/**
 * The straightforward attack on an image captcha, as a script would run it: decode the PNG,
 * cut the picture into one column per character, and give each column the digit whose clean
 * template (drawn by the captcha's own font, undistorted, at its nominal size) correlates best
 * with it over small shifts.
 */
import { cleanDigit, type InkMap } from '#platform/src/modules/session/captcha/font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, NOMINAL, type GrayImage } from '#platform/src/modules/session/captcha/image';

const DIGITS = '0123456789';
const SHIFT = 6;

/** Reads a grayscale PNG as ./png.ts writes it (8-bit, colour type 0, filter 0 rows). */
export async function decodeGrayPng(bytes: Uint8Array): Promise<GrayImage> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (data[8] !== 8 || data[9] !== 0) throw new Error('not an 8-bit grayscale PNG');
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const stream = new Blob(idat.map((part) => new Uint8Array(part))).stream().pipeThrough(new DecompressionStream('deflate'));
  const raw = new Uint8Array(await new Response(stream).arrayBuffer());
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width + 1)] !== 0) throw new Error('unexpected PNG row filter');
    gray.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return { width, height, gray };
}

const COLUMN = Math.floor(CAPTCHA_WIDTH / 4);

/** Templates: each digit centred in a column-sized box, as the font draws it. */
const templates: InkMap[] = [...DIGITS].map((digit) =>
  cleanDigit(
    digit,
    COLUMN + 2 * SHIFT,
    CAPTCHA_HEIGHT + 2 * SHIFT,
    { cx: (COLUMN + 2 * SHIFT) / 2, cy: (CAPTCHA_HEIGHT + 2 * SHIFT) / 2, sx: NOMINAL.scale, sy: NOMINAL.scale, shear: 0, angle: 0 },
    NOMINAL.radius,
  ),
);

/** Values normalised to zero mean and unit length: correlation is then a dot product. */
function normalised(values: Float64Array): Float64Array {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i++) {
    values[i] = (values[i] ?? 0) - mean;
    norm += (values[i] ?? 0) ** 2;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return values.map((v) => v * scale);
}

/** Every template at every shift, cut to a column's size and normalised once. */
const shiftedTemplates: { digit: string; values: Float64Array }[] = [];
for (let dy = -SHIFT; dy <= SHIFT; dy += 2) {
  for (let dx = -SHIFT; dx <= SHIFT; dx += 2) {
    templates.forEach((t, d) => {
      const values = new Float64Array(COLUMN * CAPTCHA_HEIGHT);
      for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
        for (let x = 0; x < COLUMN; x++) values[y * COLUMN + x] = t.ink[(y + SHIFT + dy) * t.width + (x + SHIFT + dx)] ?? 0;
      }
      shiftedTemplates.push({ digit: DIGITS[d] ?? '?', values: normalised(values) });
    });
  }
}

function readColumn(image: GrayImage, column: number): string {
  const left = column * COLUMN;
  const window = new Float64Array(COLUMN * CAPTCHA_HEIGHT);
  // Dark is ink.
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < COLUMN; x++) window[y * COLUMN + x] = 1 - (image.gray[y * image.width + left + x] ?? 255) / 255;
  }
  const w = normalised(window);
  let best = { digit: '?', score: -Infinity };
  for (const t of shiftedTemplates) {
    let score = 0;
    for (let i = 0; i < w.length; i++) score += (w[i] ?? 0) * (t.values[i] ?? 0);
    if (score > best.score) best = { digit: t.digit, score };
  }
  return best.digit;
}

/** The attack's reading of a captcha picture. */
export function fitTemplates(image: GrayImage): string {
  return [0, 1, 2, 3].map((column) => readColumn(image, column)).join('');
}
