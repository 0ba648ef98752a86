import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { fileSchema, pageModeOf, replySchema } from './complaints.schema';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const errorsOf = (schema: typeof fileSchema | typeof replySchema, fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === 'success' ? null : submission.error;
};

describe('the complaint forms', () => {
  it('files about a record with its reference, or about the service without one', () => {
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'TRANSACTION', ref: ' deposit:12 ', body: 'Not credited' })).toBeNull();
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'SERVICE', body: 'Slow answers' })).toBeNull();
  });

  it('names what is missing or malformed under its field', () => {
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'ROUND', body: 'x' })).toEqual({ ref: ['complaints.errors.refRequired'] });
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'ROUND', ref: 'a b;c', body: 'x' })).toEqual({ ref: ['complaints.errors.refUnknown'] });
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'LOTTERY', body: 'x' })?.subject).toEqual(['complaints.errors.subjectRequired']);
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'SERVICE', body: '   ' })?.body).toEqual(['complaints.errors.bodyRequired']);
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'SERVICE', body: '😀'.repeat(2001) })?.body?.[0]).toContain('complaints.errors.bodyTooLong');
    // 2,000 characters counted as Unicode characters: an emoji counts once.
    expect(errorsOf(fileSchema, { intent: 'file', subject: 'SERVICE', body: '😀'.repeat(2000) })).toBeNull();
  });

  it('replies only to a well-formed reference', () => {
    expect(errorsOf(replySchema, { intent: 'reply', reference: 'C-7K3M9Q2D', body: 'More details' })).toBeNull();
    expect(errorsOf(replySchema, { intent: 'reply', reference: 'C-7K3M9Q2', body: 'x' })?.reference).toBeDefined();
  });
});

describe("the page's modes", () => {
  const mode = (query: string) => pageModeOf(new URLSearchParams(query));
  it('shows one complaint by its reference, else the list with the form when asked or prefilled', () => {
    expect(mode('reference=C-7K3M9Q2D')).toEqual({ reference: 'C-7K3M9Q2D' });
    expect(mode('')).toEqual({ subject: null, ref: null, open: false });
    expect(mode('new')).toEqual({ subject: null, ref: null, open: true });
    expect(mode('subject=ROUND&ref=77')).toEqual({ subject: 'ROUND', ref: '77', open: true });
  });
  it('ignores what it cannot read', () => {
    expect(mode('reference=../../x')).toEqual({ subject: null, ref: null, open: false });
    expect(mode('subject=NOPE&ref=%3Cscript%3E')).toEqual({ subject: null, ref: null, open: false });
  });
});
