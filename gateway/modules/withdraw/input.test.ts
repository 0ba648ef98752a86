import { describe, expect, it } from 'vitest';
import { MAX_PROOF_BASE64_CHARS, proofImageOf, withdrawalInputError } from './input';

const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13));
const JPG = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1));

describe('proofImageOf', () => {
  it('takes a png or jpg as Base64 or a data URL', () => {
    expect(proofImageOf(PNG)).toEqual({ base64: PNG });
    expect(proofImageOf(`data:image/jpeg;base64,${JPG}`)).toEqual({ base64: JPG });
  });

  it('refuses nothing, text longer than 5 MB of Base64 (by its length alone), non-Base64 and other types', () => {
    const refused = { error: expect.objectContaining({ code: 'FILE_INVALID', field: 'proof' }) };
    expect(proofImageOf(null)).toEqual(refused);
    expect(proofImageOf('')).toEqual(refused);
    expect(proofImageOf(PNG + 'A'.repeat(MAX_PROOF_BASE64_CHARS))).toEqual(refused);
    expect(proofImageOf('%%% not base64 %%%')).toEqual(refused);
    expect(proofImageOf(btoa('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000'))).toEqual(refused);
  });

  it('the cap is the Base64 length of 5 MB', () => {
    expect(MAX_PROOF_BASE64_CHARS).toBe(6_990_508);
  });
});

describe('withdrawalInputError', () => {
  const input = { amount: 10_00, cardId: '3', paymentPassword: '246810', requestId: 'abcdefgh-1234' };
  it('passes a sound request and names the first field that is not', () => {
    expect(withdrawalInputError(input)).toBeNull();
    expect(withdrawalInputError({ ...input, requestId: 'short' })).toMatchObject({ code: 'INVALID_INPUT', field: 'requestId' });
    expect(withdrawalInputError({ ...input, amount: 0 })).toMatchObject({ code: 'AMOUNT_INVALID', field: 'amount' });
    expect(withdrawalInputError({ ...input, cardId: 'x' })).toMatchObject({ code: 'REQUIRED', field: 'cardId' });
    expect(withdrawalInputError({ ...input, paymentPassword: '' })).toMatchObject({ code: 'REQUIRED', field: 'paymentPassword' });
  });
});
