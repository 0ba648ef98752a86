/**
 * The platform's opener against implementations other than the gateway's: OpenSSL (answers made
 * once by generate-openssl-vectors.mjs, since workerd has no OpenSSL DES or raw RSA) and WebCrypto's RSA.
 * With legacy.test.ts and modern.test.ts (gateway seals, platform opens) this triangulates: a
 * wire-format mistake shared by the gateway and the platform would still fail here.
 */
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desEcbDecrypt } from '#platform/src/crypto/des';
import { openModern } from '#platform/src/crypto/modern';
import { openRequestBody } from '#platform/src/crypto/open';
import { modPow, rsaRawDecrypt } from '#platform/src/crypto/textbook-rsa';
import { desEcbEncrypt } from '#gateway/upstream/crypto/des';
import { platformHeaders, seededPlatform } from '../support/platform';
import { DES_VECTORS, LEGACY_SEAL, MERCHANT, MODERN_SEAL, PATH, PAYLOAD } from './openssl-vectors';
import { expectRefused } from './support';

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bigFromBase64Url = (text: string) => BigInt('0x' + toHex(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))));

const request = (sealed: { headers: Record<string, string>; body: string }) =>
  new Request('https://platform.test' + PATH, { method: 'POST', headers: platformHeaders(sealed.headers), body: sealed.body });

/** Puts a key row in place of the platform's own for one describe block, and removes it after. */
function withStoredKey(id: string, row: { modulusHex: string; privateExponentHex: string; privateJwk: unknown }) {
  beforeAll(async () => {
    await seededPlatform(env);
    await env.DB.prepare(
      `INSERT OR REPLACE INTO rsa_keys (id, modulus_hex, public_exponent, private_exponent_hex, private_jwk, created_at)
       VALUES (?1, ?2, 65537, ?3, ?4, 0)`,
    )
      .bind(id, row.modulusHex, row.privateExponentHex, JSON.stringify(row.privateJwk))
      .run();
  });
  afterAll(async () => {
    // The platform makes a fresh key on next use.
    await env.DB.prepare('DELETE FROM rsa_keys WHERE id = ?1').bind(id).run();
  });
}

describe('platform DES (crypto-js) against OpenSSL', () => {
  it.each(DES_VECTORS)('key $key opens to "$plaintext"', ({ key, plaintext, ciphertext }) => {
    expect(new TextDecoder().decode(desEcbDecrypt(fromHex(key), fromHex(ciphertext)))).toBe(plaintext);
  });

  it('agrees with the gateway hand-written DES on random keys and lengths', () => {
    for (let length = 0; length < 40; length++) {
      const key = crypto.getRandomValues(new Uint8Array(8));
      const plaintext = crypto.getRandomValues(new Uint8Array(length));
      expect(toHex(desEcbDecrypt(key, desEcbEncrypt(key, plaintext)))).toBe(toHex(plaintext));
    }
  });

  it('refuses malformed padding instead of trimming it', () => {
    const [vector] = DES_VECTORS;
    const key = fromHex(vector!.key);
    const lastBlockGarbled = fromHex(vector!.ciphertext);
    lastBlockGarbled[lastBlockGarbled.length - 1]! ^= 0x55;
    expect(() => desEcbDecrypt(key, lastBlockGarbled)).toThrow(/padding/);
    expect(() => desEcbDecrypt(key, new Uint8Array(7))).toThrow(RangeError);
  });
});

describe('platform textbook RSA against WebCrypto', () => {
  it('inverts an RSASSA-PKCS1-v1_5 signature, and makes it from the encoded message', async () => {
    const pair = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair;
    const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
    const n = bigFromBase64Url(jwk.n!);
    const d = bigFromBase64Url(jwk.d!);
    const message = new TextEncoder().encode('legacy secret check');
    const signature = new Uint8Array(await crypto.subtle.sign('RSASSA-PKCS1-v1_5', pair.privateKey, message));

    // A PKCS#1 v1.5 signature is the raw RSA private operation on EM = 00 01 FF.. 00 DigestInfo hash.
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', message));
    const digestInfo = fromHex('3031300d060960864801650304020105000420');
    const em = new Uint8Array(128);
    em.set([0, 1]);
    em.fill(0xff, 2, 128 - digestInfo.length - digest.length - 1);
    em.set(digestInfo, 128 - digestInfo.length - digest.length);
    em.set(digest, 128 - digest.length);

    // Raw decryption with the public exponent undoes the signature (minimal bytes: no leading 00)...
    expect(toHex(rsaRawDecrypt(toHex(signature), n, 65537n))).toBe(toHex(em.subarray(1)));
    // ...and with the private exponent it makes the same signature WebCrypto made.
    expect(
      modPow(BigInt('0x' + toHex(em)), d, n)
        .toString(16)
        .padStart(256, '0'),
    ).toBe(toHex(signature));
  });
});

describe('a legacy seal made by OpenSSL', () => {
  withStoredKey('legacy', { ...LEGACY_SEAL, privateJwk: {} });

  it('opens to the payload', async () => {
    expect(await openRequestBody(request(LEGACY_SEAL), env, { merchant: MERCHANT, path: PATH })).toEqual(PAYLOAD);
  });
});

describe('a modern seal made by OpenSSL', () => {
  const jwk = MODERN_SEAL.privateJwk;
  const hexOf = (b64url: string) => bigFromBase64Url(b64url).toString(16);
  withStoredKey('modern-oaep', { modulusHex: hexOf(jwk.n), privateExponentHex: hexOf(jwk.d), privateJwk: jwk });
  const sealed = request(MODERN_SEAL);
  const value = () => Uint8Array.from(atob((JSON.parse(MODERN_SEAL.body) as { value: string }).value), (c) => c.charCodeAt(0));

  it('opens to the payload at its sealing time', async () => {
    const payload = await openModern(sealed.headers, value(), env.DB, { merchant: MERCHANT, path: PATH, now: MODERN_SEAL.ts });
    expect(payload).toEqual(PAYLOAD);
  });

  it('is bound to its merchant and path, and refused as stale now', async () => {
    const at = (merchant: string, path: string) => openModern(sealed.headers, value(), env.DB, { merchant, path, now: MODERN_SEAL.ts });
    await expectRefused(at('OTHER', PATH), 'authenticate');
    await expectRefused(at(MERCHANT, '/wps/member/password'), 'authenticate');
    await expectRefused(openRequestBody(request(MODERN_SEAL), env, { merchant: MERCHANT, path: PATH }), 'skew');
  });
});
