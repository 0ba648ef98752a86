/**
 * The modern scheme end to end inside workerd: the gateway's sealer, keyed with the JWK the
 * platform publishes on /wps/session/key/oaep, opened by platform/src/crypto with the stored key.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importOaepPublicKey, sealModern } from '#gateway/upstream/crypto/modern';
import { DEMO_MERCHANT } from '../support/platform';
import { cryptoHarness, expectRefused, LOGIN_PATH, loginEndpoint, open, sealedRequest, withValue, type CryptoHarness } from './support';

let h: CryptoHarness;
let publicKey: CryptoKey;
beforeAll(async () => {
  h = await cryptoHarness();
  publicKey = await importOaepPublicKey(await h.oaepPublicKey());
});

const login = { account: 'player01', password: 'Passw0rd!', nickname: '홍길동' };
const seal = (options: { now?: number; nonce?: string; merchant?: string; path?: string; payload?: unknown } = {}) =>
  sealModern(options.payload ?? login, {
    publicKey,
    merchant: options.merchant ?? DEMO_MERCHANT,
    path: options.path ?? LOGIN_PATH,
    now: options.now,
    nonce: options.nonce,
  });

describe('the OAEP key route', () => {
  it('publishes a stable 2048-bit RSA-OAEP-256 public key, never the private members', async () => {
    const jwk = await h.oaepPublicKey();
    expect(jwk).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(Object.keys(jwk).filter((k) => ['d', 'p', 'q', 'dp', 'dq', 'qi'].includes(k))).toEqual([]);
    expect(atob(jwk.n!.replace(/-/g, '+').replace(/_/g, '/')).length).toBe(256);
    expect((await h.oaepPublicKey()).n).toBe(jwk.n);
    // Not the legacy key: that one is a textbook-RSA decryption oracle.
    expect(await h.legacyModulus()).toHaveLength(256);
  });
});

describe('modern scheme', () => {
  it('round-trips a payload sealed by the gateway', async () => {
    const sealed = await h.sealer('modern').seal(login, loginEndpoint);
    expect(sealed.headers['Encryption']).toBe('modern-v1');
    expect(await open(sealedRequest(sealed))).toEqual(login);
  });

  it('answers through the pipeline with the payload', async () => {
    const response = await h.fetch(sealedRequest(await h.sealer('modern').seal(login, loginEndpoint)));
    expect(await response.json()).toEqual({ success: true, value: login });
  });

  it('refuses tampered ciphertext and a tampered wrapped key', async () => {
    const sealed = await seal();
    await expectRefused(open(sealedRequest(withValue(sealed, (b) => (b[20] ^= 1)))), 'authenticate');
    await expectRefused(open(sealedRequest(withValue(sealed, (b) => (b[0] ^= 1)))), 'authenticate');
    const key = sealed.headers['X-Sealed-Key']!;
    const otherKey = (key[0] === 'A' ? 'B' : 'A') + key.slice(1);
    await expectRefused(open(sealedRequest(sealed, LOGIN_PATH, { 'X-Sealed-Key': otherKey })), 'unwrap');
    await expectRefused(open(sealedRequest(sealed, LOGIN_PATH, { 'X-Sealed-Key': '' })), 'missing');
  });

  it('refuses a replayed nonce, from the same seal or a new one', async () => {
    const sealed = await seal();
    expect(await open(sealedRequest(sealed))).toEqual(login);
    await expectRefused(open(sealedRequest(sealed)), 'replayed');
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(await open(sealedRequest(await seal({ nonce })))).toEqual(login);
    await expectRefused(open(sealedRequest(await seal({ nonce }))), 'replayed');
  });

  it('refuses timestamps more than 60 s away, either way', async () => {
    await expectRefused(open(sealedRequest(await seal({ now: Date.now() - 61_000 }))), 'skew');
    await expectRefused(open(sealedRequest(await seal({ now: Date.now() + 61_000 }))), 'skew');
    expect(await open(sealedRequest(await seal({ now: Date.now() - 55_000 })))).toEqual(login);
  });

  it('refuses a seal made for another path or merchant (AAD)', async () => {
    const forPassword = await seal({ path: '/wps/member/password' });
    await expectRefused(open(sealedRequest(forPassword)), 'authenticate');
    await expectRefused(open(sealedRequest(await seal()), { merchant: 'OTHER' }), 'authenticate');
    // A seal moved to the path it names is fine: the binding is to the path, not to this test.
    expect(await open(sealedRequest(forPassword, '/wps/member/password'))).toEqual(login);
  });

  it('refuses an oversized body, with or without a Content-Length', async () => {
    const big = await seal({ payload: { blob: 'x'.repeat(70 * 1024) } });
    await expectRefused(open(sealedRequest(big)), 'too large');
    const streamed = new Request('https://platform.test' + LOGIN_PATH, {
      method: 'POST',
      headers: big.headers,
      body: new Blob([big.body]).stream(),
    });
    expect(streamed.headers.get('Content-Length')).toBeNull();
    await expectRefused(open(streamed), 'too large');
  });

  it('sweeps expired nonces while remembering new ones', async () => {
    await env.DB.prepare('INSERT OR REPLACE INTO seen_nonces (nonce, expires_at) VALUES (?1, ?2)').bind('old-nonce', 1).run();
    expect(await open(sealedRequest(await seal()))).toEqual(login);
    const old = await env.DB.prepare('SELECT nonce FROM seen_nonces WHERE nonce = ?1').bind('old-nonce').first();
    expect(old).toBeNull();
  });
});
