import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toHex } from './encoding';
import { createLegacySealer, randomSecret, sealLegacy } from './legacy';
import type { EndpointDef } from '../endpoints';

/**
 * The independent implementation check: what the gateway seals is opened here with OpenSSL only
 * (through Node's crypto), never with our own DES or RSA code.
 */
function legacyKeyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const modulusHex = toHex(fromBase64Url(privateKey.export({ format: 'jwk' }).n!));
  return { privateKey, modulusHex };
}

/** Single DES with OpenSSL: two-key triple DES with both keys equal (see des.test.ts). */
function opensslDesDecrypt(key: Buffer, base64: string): string {
  const decipher = createDecipheriv('des-ede-ecb', Buffer.concat([key, key]), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
}

const login = { account: 'player01', password: 'Passw0rd!', captcha: '홍길동' };

describe('legacy seal, opened by OpenSSL', () => {
  const { privateKey, modulusHex } = legacyKeyPair();

  it('recovers the secret with raw RSA and the payload with DES-ECB/PKCS#7', () => {
    const sealed = sealLegacy(login, modulusHex);
    // Raw (unpadded) RSA decryption: the integer comes back left-padded to the modulus length.
    const secret = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(sealed.headers['Encryption']!, 'hex'))
      .toString('latin1')
      .replace(/^\0+/, '');
    expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);

    const value = (JSON.parse(sealed.body) as { value: string }).value;
    expect(JSON.parse(opensslDesDecrypt(Buffer.from(secret.slice(0, 8), 'utf8'), value))).toEqual(login);
    expect(sealed.headers['X-Digest']).toBe(value);
    expect(sealed.headers['X-RSA']).toBe(modulusHex);
  });

  it('draws a fresh secret per seal, so equal payloads give different bodies', () => {
    const a = sealLegacy(login, modulusHex);
    const b = sealLegacy(login, modulusHex);
    expect(a.headers['Encryption']).not.toBe(b.headers['Encryption']);
    expect(a.body).not.toBe(b.body);
  });

  it('matches a known answer produced by the OpenSSL command line', () => {
    // printf '%s' '{"account":"player01","password":"Passw0rd!"}' |
    //   openssl enc -des-ecb -provider legacy -provider default -K 4b33795333637233 -nosalt -base64 -A
    // (4b33795333637233 is "K3yS3cr3", the first 8 bytes of the secret) with OpenSSL 3.0.
    const sealed = sealLegacy({ account: 'player01', password: 'Passw0rd!' }, modulusHex, 'K3yS3cr3tAbCdEfG');
    expect(JSON.parse(sealed.body)).toEqual({ value: '/iGfXCPBL9NKJtdbeK9KKC44U4bZmmdiOIg7UbZtaqlmGNwMBgujmIKKoWuoo2M6' });
  });

  it('normalises the modulus it was given and refuses a broken one', () => {
    expect(sealLegacy(login, ` ${modulusHex.toUpperCase()}\n`).headers['X-RSA']).toBe(modulusHex);
    expect(() => sealLegacy(login, 'abc')).toThrow();
  });

  it('asks its loader for the modulus on each seal', async () => {
    let loads = 0;
    const sealer = createLegacySealer(async () => {
      loads += 1;
      return modulusHex;
    });
    const sealed = await sealer.seal(login, {} as EndpointDef);
    expect(loads).toBe(1);
    expect(sealed.headers['X-RSA']).toBe(modulusHex);
  });
});

describe('randomSecret', () => {
  it('draws 16 alphanumerics, using the whole alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const secret = randomSecret();
      expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
      for (const char of secret) seen.add(char);
    }
    expect(seen.size).toBe(62);
  });
});
