import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { desEcbDecrypt, desEcbEncrypt, desEcbRaw, pkcs7Pad, pkcs7Unpad } from './des';
import { fromHex, toHex, utf8 } from './encoding';

/**
 * Published known answers. FIPS 81 (DES modes of operation) Appendix B, ECB example; the
 * worked example of Stallings / Grabbe ("The DES algorithm illustrated"); the all-zero key; and
 * NIST SP 800-17 (Modes of Operation Validation System) variable plaintext and variable key tests,
 * where the key 0101010101010101 is the all-zero key with odd parity.
 */
const vectors: [key: string, plaintext: string, ciphertext: string, source: string][] = [
  [
    '0123456789abcdef',
    '4e6f77206973207468652074696d6520666f7220616c6c20',
    '3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53',
    'FIPS 81 B1 "Now is the time for all "',
  ],
  ['133457799bbcdff1', '0123456789abcdef', '85e813540f0ab405', 'Grabbe worked example'],
  ['0000000000000000', '0000000000000000', '8ca64de9c1b123a7', 'all-zero key and block'],
  ['0101010101010101', '8000000000000000', '95f8a5e5dd31d900', 'SP 800-17 variable plaintext, round 1'],
  ['0101010101010101', '4000000000000000', 'dd7f121ca5015619', 'SP 800-17 variable plaintext, round 2'],
  ['0101010101010101', '2000000000000000', '2e8653104f3834ea', 'SP 800-17 variable plaintext, round 3'],
  ['8001010101010101', '0000000000000000', '95a8d72813daa94d', 'SP 800-17 variable key, round 1'],
  ['4001010101010101', '0000000000000000', '0eec1487dd8c26d5', 'SP 800-17 variable key, round 2'],
];

/**
 * OpenSSL as the independent implementation. This Node's OpenSSL 3 keeps single DES in the legacy
 * provider, but two-key triple DES (des-ede-ecb: E_K1 D_K2 E_K1) with K1 = K2 is exactly single
 * DES, and it is in the default provider.
 */
const opensslDes = (key: Uint8Array, data: Uint8Array, direction: 'encrypt' | 'decrypt', padding: boolean) => {
  const doubled = Buffer.concat([key, key]);
  const cipher = direction === 'encrypt' ? createCipheriv('des-ede-ecb', doubled, null) : createDecipheriv('des-ede-ecb', doubled, null);
  cipher.setAutoPadding(padding);
  return new Uint8Array(Buffer.concat([cipher.update(data), cipher.final()]));
};

describe('DES block cipher', () => {
  it.each(vectors)('key %s encrypts %s to %s (%s)', (key, plaintext, ciphertext) => {
    expect(toHex(desEcbRaw(fromHex(key), fromHex(plaintext), 'encrypt'))).toBe(ciphertext);
    expect(toHex(desEcbRaw(fromHex(key), fromHex(ciphertext), 'decrypt'))).toBe(plaintext);
  });

  it('ignores the parity bits of the key, as the standard says', () => {
    const withParity = desEcbRaw(fromHex('0101010101010101'), fromHex('8000000000000000'), 'encrypt');
    const withoutParity = desEcbRaw(fromHex('0000000000000000'), fromHex('8000000000000000'), 'encrypt');
    expect(toHex(withoutParity)).toBe(toHex(withParity));
  });

  it('agrees with OpenSSL on random keys and blocks', () => {
    for (let i = 0; i < 50; i++) {
      const key = new Uint8Array(randomBytes(8));
      const data = new Uint8Array(randomBytes(8 * (1 + (i % 5))));
      expect(toHex(desEcbRaw(key, data, 'encrypt'))).toBe(toHex(opensslDes(key, data, 'encrypt', false)));
    }
  });

  it('refuses keys that are not 8 bytes and input that is not whole blocks', () => {
    expect(() => desEcbRaw(new Uint8Array(7), new Uint8Array(8), 'encrypt')).toThrow(RangeError);
    expect(() => desEcbRaw(new Uint8Array(8), new Uint8Array(9), 'encrypt')).toThrow(RangeError);
  });
});

describe('DES-ECB with PKCS#7', () => {
  const key = utf8('aB3dE6gH');

  it('pads an empty payload to one full block of 08', () => {
    expect(toHex(pkcs7Pad(new Uint8Array(0)))).toBe('0808080808080808');
    const sealed = desEcbEncrypt(key, new Uint8Array(0));
    expect(sealed).toHaveLength(8);
    expect(desEcbDecrypt(key, sealed)).toHaveLength(0);
  });

  it('adds a whole block to an exact multiple of 8 bytes', () => {
    const exact = utf8('12345678abcdefgh');
    expect(toHex(pkcs7Pad(exact).slice(16))).toBe('0808080808080808');
    const sealed = desEcbEncrypt(key, exact);
    expect(sealed).toHaveLength(24);
    expect(desEcbDecrypt(key, sealed)).toEqual(exact);
  });

  it('round-trips UTF-8 Korean text, byte for byte as OpenSSL does', () => {
    const korean = utf8(JSON.stringify({ name: '홍길동', memo: '비밀번호 변경' }));
    expect(korean.length % 8).not.toBe(0);
    const sealed = desEcbEncrypt(key, korean);
    expect(toHex(sealed)).toBe(toHex(opensslDes(key, korean, 'encrypt', true)));
    expect(new TextDecoder().decode(desEcbDecrypt(key, sealed))).toBe('{"name":"홍길동","memo":"비밀번호 변경"}');
  });

  it('decrypts what OpenSSL encrypted, for every padding length', () => {
    for (let length = 0; length <= 17; length++) {
      const data = new Uint8Array(randomBytes(length));
      expect(desEcbDecrypt(key, opensslDes(key, data, 'encrypt', true))).toEqual(data);
    }
  });

  it('refuses malformed padding', () => {
    expect(() => pkcs7Unpad(new Uint8Array(0))).toThrow('bad padding');
    expect(() => pkcs7Unpad(fromHex('4142434445464700'))).toThrow('bad padding');
    expect(() => pkcs7Unpad(fromHex('4142434445464709'))).toThrow('bad padding');
    expect(() => pkcs7Unpad(fromHex('4142434445460302'))).toThrow('bad padding');
    expect(toHex(pkcs7Unpad(fromHex('4142434445460202')))).toBe('414243444546');
  });
});
