import { describe, expect, it } from 'vitest';
import { parseWithZod } from '@conform-to/zod/v4';
import { isPngOrJpeg, MAX_PROOF_BYTES } from './proof';
import { notReceivedSchema, withdrawActionSchema } from './withdraw.schema';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const errorsOf = (submission: { status?: string; error?: Record<string, string[] | null> | null }) => (submission.status === 'error' ? submission.error : null);

describe('isPngOrJpeg', () => {
  it('reads the first bytes, not the name', () => {
    expect(isPngOrJpeg(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBe(false);
    expect(isPngOrJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
  });
});

describe('the withdraw form', () => {
  const schema = withdrawActionSchema({ min: 10_00, max: 200_00 });
  const valid = { intent: 'withdraw', cardId: '7', amount: '25.50', paymentPassword: '246810', requestId: 'f4a1c1f2-0000-4000-8000-000000000001' };

  it('turns the amount into minor units within the bounds', () => {
    const submission = parseWithZod(form(valid), { schema });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toMatchObject({ intent: 'withdraw', amount: 25_50, cardId: '7' });
  });

  it('says what is wrong under each field', () => {
    expect(errorsOf(parseWithZod(form({ ...valid, amount: '12.345' }), { schema }))).toMatchObject({ amount: ['money.errors.tooManyDecimals'] });
    expect(errorsOf(parseWithZod(form({ ...valid, amount: '200.01' }), { schema }))).toMatchObject({ amount: ['money.errors.aboveMax'] });
    expect(errorsOf(parseWithZod(form({ ...valid, amount: '9.99' }), { schema }))).toMatchObject({ amount: ['money.errors.belowMin'] });
    expect(errorsOf(parseWithZod(form({ ...valid, cardId: '' }), { schema }))).toMatchObject({ cardId: ['withdraw.errors.chooseCard'] });
    expect(errorsOf(parseWithZod(form({ ...valid, paymentPassword: '' }), { schema }))).toMatchObject({ paymentPassword: ['withdraw.errors.paymentPassword'] });
    expect(errorsOf(parseWithZod(form({ ...valid, requestId: 'x' }), { schema }))).toMatchObject({ requestId: ['withdraw.errors.reload'] });
  });
});

describe('the "not received" form', () => {
  const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'proof', { type });

  it('takes a png or jpg of at most 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg']) {
      expect(parseWithZod(form({ intent: 'notReceived', withdrawalId: '3', proof: file(MAX_PROOF_BYTES, type) }), { schema: notReceivedSchema }).status).toBe(
        'success',
      );
    }
  });

  it('refuses no file, a larger one, or another type', () => {
    const errors = (proof?: File) =>
      errorsOf(parseWithZod(form({ intent: 'notReceived', withdrawalId: '3', ...(proof ? { proof } : {}) }), { schema: notReceivedSchema }))?.proof;
    expect(errors()).toEqual(['withdraw.errors.proofRequired']);
    expect(errors(file(MAX_PROOF_BYTES + 1, 'image/png'))).toEqual(['withdraw.errors.proofTooLarge']);
    expect(errors(file(100, 'image/gif'))).toEqual(['withdraw.errors.proofType']);
  });
});
