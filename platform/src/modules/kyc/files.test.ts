import { describe, expect, it } from 'vitest';
import { checkPdf, decodeDocument, documentTypeOf, MAX_DOCUMENT_BASE64_CHARS, preparedDocument, stripJpeg, stripPng } from './files';

const text = new TextEncoder();
const join = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...text.encode(part)] : part)));
const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
const chunk = (type: string, data: string) => join([0, 0, 0, data.length], type, data, [1, 2, 3, 4]);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a document’s type', () => {
  it('is told by its bytes alone', () => {
    expect(documentTypeOf(join(PNG))?.contentType).toBe('image/png');
    expect(documentTypeOf(join([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(documentTypeOf(join('%PDF-1.4'))?.contentType).toBe('application/pdf');
    expect(documentTypeOf(join('MZ'))).toBeNull();
    expect(documentTypeOf(join('%PD'))).toBeNull();
  });

  it('is read from Base64 or a data URL, and refused too long before it is decoded', () => {
    expect(decodeDocument(`data:application/pdf;base64,${btoa('%PDF-')}`)).toEqual(join('%PDF-'));
    expect(() => decodeDocument('A'.repeat(MAX_DOCUMENT_BASE64_CHARS + 4))).toThrow('file: larger than 10 MB');
    expect(() => decodeDocument('=')).toThrow();
  });
});

describe('a PNG', () => {
  it('loses its text, time and Exif chunks, keeps the rest in order, and ends at IEND', () => {
    const png = join(
      PNG,
      ...[chunk('IHDR', 'hdr'), chunk('tEXt', 'secret'), chunk('tIME', 'when'), chunk('iTXt', 'xmp'), chunk('eXIf', 'gps')].map((c) => [...c]),
      [...chunk('IDAT', 'pixels'), ...chunk('IEND', ''), ...text.encode('trailing junk')],
    );
    const stripped = latin1(stripPng(png)!);
    expect(stripped).toContain('IHDR');
    expect(stripped.indexOf('IDAT')).toBeGreaterThan(stripped.indexOf('IHDR'));
    for (const gone of ['secret', 'when', 'xmp', 'gps', 'trailing junk']) expect(stripped).not.toContain(gone);
  });

  it('is unreadable with a chunk longer than the file, a bad chunk type or no end', () => {
    expect(stripPng(join(PNG, [0, 0, 1, 0], 'IHDR', 'short'))).toBeNull();
    expect(stripPng(join(PNG, [...chunk('IH1R', 'x')]))).toBeNull();
    expect(stripPng(join(PNG, [...chunk('IHDR', 'x')]))).toBeNull();
  });
});

describe('a JPEG', () => {
  const segment = (marker: number, body: string) => [0xff, marker, 0, body.length + 2, ...text.encode(body)];
  const FRAME = segment(0xc0, '\u0008\u0000\u0001\u0000\u0001\u0001\u0001\u0011\u0000');
  const scan = (data: number[]) => [0xff, 0xda, 0, 2, ...data];

  it('keeps JFIF, its colour profile, the frame and every scan, and loses Exif, XMP, IPTC, comments and anything after its end', () => {
    const jpeg = join(
      [0xff, 0xd8],
      segment(0xe0, 'JFIF\u0000'),
      segment(0xe1, 'Exif-gps'),
      segment(0xe2, 'ICC_PROFILE\u0000'),
      segment(0xe2, 'MPF\u0000index'),
      segment(0xed, 'Photoshop-iptc'),
      FRAME,
      [0xff],
      segment(0xfe, 'a comment'),
      scan([9, 0xff, 0x00, 9, 0xff, 0xd3, 9]),
      segment(0xe1, 'between-scans'),
      segment(0xfe, 'late comment'),
      scan([7, 7]),
      [0xff, 0xd9],
      'a second picture with Exif-trailer',
    );
    const stripped = latin1(stripJpeg(jpeg)!);
    expect(stripped).toContain('JFIF');
    expect(stripped).toContain('ICC_PROFILE');
    for (const gone of ['Exif-gps', 'MPF', 'Photoshop-iptc', 'a comment', 'between-scans', 'late comment', 'second picture'])
      expect(stripped).not.toContain(gone);
    // Both scans' coded data, stuffed bytes and restarts included, and the end.
    expect(stripped).toContain('\u0009\u00ff\u0000\u0009\u00ff\u00d3\u0009');
    expect(stripped.endsWith('\u0007\u0007\u00ff\u00d9')).toBe(true);
  });

  it('is unreadable with a segment past its end, a scan before any frame, no end, or a byte where a marker should be', () => {
    expect(stripJpeg(join([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x00], 'x'))).toBeNull();
    expect(stripJpeg(join([0xff, 0xd8], scan([1, 2]), [0xff, 0xd9]))).toBeNull();
    expect(stripJpeg(join([0xff, 0xd8], FRAME, scan([1, 2])))).toBeNull();
    expect(stripJpeg(join([0xff, 0xd8, 0x00, 0xe0, 0, 4, 1, 2, 3, 4]))).toBeNull();
  });
});

describe('a PDF', () => {
  const pdf = (body: string | Uint8Array) => join('%PDF-1.7\n', typeof body === 'string' ? body : [...body], '\n%%EOF\n');
  const deflate = async (value: string) =>
    new Uint8Array(await new Response(new Blob([value]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
  const objectStream = (data: Uint8Array, dictionary: string, eol = '\n') =>
    join(`4 0 obj << /Type /ObjStm /N 1 /First 0 ${dictionary} >>\nstream${eol}`, [...data], '\nendstream\nendobj');
  const refused = 'scripts, actions or attachments';

  it('passes plain, with a /JSON name, and with a picture whose bytes spell /JS', async () => {
    await expect(checkPdf(pdf('1 0 obj << /Type /Catalog /JSONish 1 >> endobj'))).resolves.toBeUndefined();
    await expect(checkPdf(pdf('2 0 obj << /Filter /DCTDecode /Length 8 >>\nstream\n\u00ff\u00d8/JS \u00ff\nendstream\nendobj'))).resolves.toBeUndefined();
  });

  it('is refused with a script in an object stream, however its stream starts or whatever follows its data', async () => {
    const hidden = await deflate('<< /S /JavaScript /JS (1) >>');
    await expect(checkPdf(pdf(objectStream(hidden, `/Filter /FlateDecode /Length ${hidden.length}`)))).rejects.toThrow(refused);
    await expect(checkPdf(pdf(objectStream(hidden, `/Filter [/FlateDecode] /Length ${hidden.length}`, '\r')))).rejects.toThrow(refused);
    // A fake end inside the data: the declared length is what is inflated.
    const tail = await deflate('x'.repeat(64) + ' /Launch ');
    const withFakeEnd = join([...hidden.subarray(0, 2)], 'endstream', [...hidden.subarray(2)]);
    await expect(checkPdf(pdf(objectStream(tail, `/Filter /FlateDecode /Length ${tail.length}`)))).rejects.toThrow(refused);
    await expect(checkPdf(pdf(objectStream(withFakeEnd, `/Filter /FlateDecode /Length ${withFakeEnd.length}`)))).rejects.toThrow(refused);
  });

  it('refuses an object stream it cannot read: another filter, a predictor, or a length kept elsewhere', async () => {
    const hidden = await deflate('<< /Type /Catalog >>');
    for (const dictionary of [
      '/Filter /ASCIIHexDecode /Length 10',
      `/Filter [/ASCII85Decode /FlateDecode] /Length ${hidden.length}`,
      `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >> /Length ${hidden.length}`,
      '/Filter /FlateDecode /Length 9 0 R',
    ]) {
      await expect(checkPdf(pdf(objectStream(hidden, dictionary)))).rejects.toThrow(refused);
    }
    await expect(checkPdf(pdf(objectStream(hidden, `/Filter /FlateDecode /Length ${hidden.length}`)))).resolves.toBeUndefined();
  });

  it('is refused when encrypted, with an attachment or a remote action, or cut short', async () => {
    await expect(checkPdf(pdf('trailer << /Encrypt 5 0 R >>'))).rejects.toThrow(refused);
    await expect(checkPdf(pdf('5 0 obj << /Subtype /FileAttachment /FS << /EF << /F 6 0 R >> >> >> endobj'))).rejects.toThrow(refused);
    await expect(checkPdf(pdf('5 0 obj << /S /GoToR /F (\\\\host\\share) >> endobj'))).rejects.toThrow(refused);
    await expect(checkPdf(join('%PDF-1.7\n1 0 obj'))).rejects.toThrow('not a complete PDF');
    await expect(checkPdf(pdf('2 0 obj << /Length 4 >>\nstream\nabcd'))).rejects.toThrow('not a complete PDF');
  });

  it('is stored as sent; an image is stored stripped', async () => {
    const clean = pdf('1 0 obj << >> endobj');
    expect((await preparedDocument(clean)).bytes).toEqual(clean);
    await expect(preparedDocument(join('GIF89a'))).rejects.toThrow('not a PNG, JPEG or PDF');
  });
});
