import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toHex, utf8 } from './encoding';
import { bigIntToBytes, bytesToBigInt, modPow, parseModulus, rsaRawDecrypt, rsaRawEncrypt } from './textbook-rsa';

const jwkHex = (value: string | undefined) => BigInt('0x' + toHex(fromBase64Url(value!)));

describe('textbook RSA', () => {
  it('computes modular powers', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 0n, 7n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
  });

  it('converts big-endian bytes both ways, padding on request', () => {
    expect(bytesToBigInt(Uint8Array.of(1, 0))).toBe(256n);
    expect(toHex(bigIntToBytes(256n))).toBe('0100');
    expect(toHex(bigIntToBytes(1n, 4))).toBe('00000001');
    expect(() => bigIntToBytes(65536n, 2)).toThrow(RangeError);
  });

  it('round-trips a 16-character secret with a generated 1024-bit key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const jwk = privateKey.export({ format: 'jwk' });
    const n = jwkHex(jwk.n);
    const secret = utf8('Xy7pQ2mN9aBc4DeF');
    const ciphertext = rsaRawEncrypt(secret, n);
    expect(ciphertext).toMatch(/^[0-9a-f]{256}$/);
    expect(rsaRawDecrypt(ciphertext, n, jwkHex(jwk.d))).toEqual(secret);
  });

  it('refuses messages and ciphertexts that do not fit the modulus', () => {
    const n = parseModulus('f'.repeat(128));
    expect(() => rsaRawEncrypt(new Uint8Array(65).fill(0xff), n)).toThrow(RangeError);
    expect(() => rsaRawDecrypt('f'.repeat(130), n, 3n)).toThrow(RangeError);
  });

  it('refuses implausible moduli', () => {
    expect(() => parseModulus('not hex')).toThrow();
    expect(() => parseModulus('ff')).toThrow('implausible');
    expect(() => parseModulus('f'.repeat(127) + 'e')).toThrow('implausible');
  });
});
