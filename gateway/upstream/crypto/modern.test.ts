import { describe, expect, it } from 'vitest';
import { fromBase64, utf8 } from './encoding';
import { createModernSealer, importOaepPublicKey, sealModern } from './modern';
import { modernAad } from './wire';
import type { EndpointDef } from '../endpoints';

/** A platform key pair, and an opener written against WebCrypto directly (not our platform code). */
async function platformKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const publicJwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  return { privateKey: pair.privateKey, publicJwk, publicKey: await importOaepPublicKey(publicJwk) };
}

async function open(sealed: { body: string; headers: Record<string, string> }, privateKey: CryptoKey, aad: Uint8Array<ArrayBuffer>) {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(sealed.headers['X-Sealed-Key']!));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const value = fromBase64((JSON.parse(sealed.body) as { value: string }).value);
  const plaintext = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: value.slice(0, 12), additionalData: aad }, key, value.slice(12));
  return JSON.parse(new TextDecoder().decode(plaintext)) as { ts: number; nonce: string; payload: unknown };
}

describe('modern seal', () => {
  it('seals {ts, nonce, payload} under AES-256-GCM with a key wrapped by RSA-OAEP-256', async () => {
    const { privateKey, publicKey } = await platformKey();
    const before = Date.now();
    const sealed = await sealModern({ password: '비밀' }, { publicKey, merchant: 'DEMO', path: '/wps/session/login' });
    expect(sealed.headers['Encryption']).toBe('modern-v1');
    const envelope = await open(sealed, privateKey, modernAad('DEMO', '/wps/session/login'));
    expect(envelope.payload).toEqual({ password: '비밀' });
    expect(envelope.ts).toBeGreaterThanOrEqual(before);
    expect(envelope.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('binds merchant and path: other additional data does not authenticate', async () => {
    const { privateKey, publicKey } = await platformKey();
    const sealed = await sealModern({}, { publicKey, merchant: 'DEMO', path: '/wps/session/login' });
    await expect(open(sealed, privateKey, modernAad('DEMO', '/wps/member/password'))).rejects.toThrow();
    await expect(open(sealed, privateKey, modernAad('OTHER', '/wps/session/login'))).rejects.toThrow();
  });

  it('uses a fresh nonce, key and IV per seal', async () => {
    const { publicKey } = await platformKey();
    const input = { publicKey, merchant: 'DEMO', path: '/p' };
    const [a, b] = await Promise.all([sealModern(1, input), sealModern(1, input)]);
    expect(a.headers['X-Sealed-Key']).not.toBe(b.headers['X-Sealed-Key']);
    expect(a.body).not.toBe(b.body);
  });

  it('seals for the endpoint path through the BodySealer interface', async () => {
    const { privateKey, publicKey } = await platformKey();
    const sealer = createModernSealer('DEMO', async () => publicKey);
    const sealed = await sealer.seal({ a: 1 }, { path: '/wps/member/register' } as EndpointDef);
    expect((await open(sealed, privateKey, modernAad('DEMO', '/wps/member/register'))).payload).toEqual({ a: 1 });
  });

  it('imports only the public members of a published key, and only RSA-OAEP-256 ones', async () => {
    const { publicJwk } = await platformKey();
    const key = await importOaepPublicKey({ ...publicJwk, d: 'AQAB' });
    expect(key.type).toBe('public');
    await expect(importOaepPublicKey({ kty: 'EC' })).rejects.toThrow('RSA-OAEP-256');
    await expect(importOaepPublicKey({ ...publicJwk, alg: 'RSA-OAEP' })).rejects.toThrow('RSA-OAEP-256');
  });

  it('keeps the AAD text stable (the platform rebuilds it byte for byte)', () => {
    expect(new TextDecoder().decode(modernAad('DEMO', '/wps/session/login'))).toBe('modern-v1\nDEMO\n/wps/session/login');
    expect(utf8('é')).toEqual(Uint8Array.of(0xc3, 0xa9));
  });
});
