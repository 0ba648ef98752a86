/**
 * The legacy scheme end to end inside workerd: the gateway's sealer, keyed with the modulus the
 * platform publishes on /wps/session/key/rsa, opened by platform/src/crypto with the stored key.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { openRequestBody } from '#platform/src/crypto/open';
import { DEMO_MERCHANT } from '../support/platform';
import { sealLegacy } from '#gateway/upstream/crypto/legacy';
import { cryptoHarness, expectRefused, LOGIN_PATH, loginEndpoint, open, sealedRequest, withValue, type CryptoHarness } from './support';

let h: CryptoHarness;
beforeAll(async () => {
  h = await cryptoHarness();
});

const login = { account: 'player01', password: 'Passw0rd!', nickname: '홍길동' };

/** Another 1024-bit modulus, as a platform that changed its key would publish. */
async function otherModulus(): Promise<string> {
  const pair = (await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'encrypt',
    'decrypt',
  ])) as CryptoKeyPair;
  const n = ((await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey).n!;
  const binary = atob(n.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (n.length % 4)) % 4));
  return Array.from(binary, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

describe('legacy scheme', () => {
  it('round-trips a payload sealed by the gateway to the published modulus', async () => {
    const sealed = await h.sealer('legacy').seal(login, loginEndpoint);
    expect(sealed.headers['X-RSA']).toBe(await h.legacyModulus());
    expect(await open(sealedRequest(sealed))).toEqual(login);
  });

  it('answers through the pipeline: the payload, or the request_body_required envelope', async () => {
    const sealed = await h.sealer('legacy').seal(login, loginEndpoint);
    const accepted = await h.fetch(sealedRequest(sealed));
    expect(await accepted.json()).toEqual({ success: true, value: login });

    const refused = await h.fetch(sealedRequest(sealed, LOGIN_PATH, { 'X-Digest': 'AAAA' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, errorCode: 'request_body_required', message: 'request_body_required' });
  });

  it('a platform that opens only the legacy scheme (as live ones do) refuses a modern seal and opens the legacy one', async () => {
    const liveLike = { ...env, SEALED_SCHEMES: 'legacy' };
    const opened = (request: Request) => openRequestBody(request, liveLike, { merchant: DEMO_MERCHANT, path: LOGIN_PATH });
    expect(await opened(sealedRequest(await h.sealer('legacy').seal(login, loginEndpoint)))).toEqual(login);
    await expectRefused(opened(sealedRequest(await h.sealer('modern').seal(login, loginEndpoint))), 'modern scheme is not accepted');
    const modernOnly = { ...env, SEALED_SCHEMES: ' Modern ' };
    await expectRefused(
      openRequestBody(sealedRequest(await h.sealer('legacy').seal(login, loginEndpoint)), modernOnly, { merchant: DEMO_MERCHANT, path: LOGIN_PATH }),
      'legacy scheme is not accepted',
    );
  });

  it('refuses tampered ciphertext, even with a digest that matches it', async () => {
    const sealed = await h.sealer('legacy').seal(login, loginEndpoint);
    const firstBlock = withValue(sealed, (bytes) => (bytes[0] ^= 0x01));
    await expectRefused(open(sealedRequest(firstBlock)), /JSON|decrypt/);
    const lastBlock = withValue(sealed, (bytes) => (bytes[bytes.length - 1] ^= 0x80));
    await expectRefused(open(sealedRequest(lastBlock)), /JSON|decrypt/);
  });

  it('refuses a digest that does not repeat the body', async () => {
    const sealed = await h.sealer('legacy').seal(login, loginEndpoint);
    await expectRefused(open(sealedRequest(withValue(sealed, (b) => (b[3] ^= 1), false))), 'X-Digest');
    await expectRefused(open(sealedRequest(sealed, LOGIN_PATH, { 'X-Digest': sealed.headers['X-Digest']!.slice(1) })), 'X-Digest');
  });

  it('refuses a modulus that is not the current one', async () => {
    const sealedToOther = sealLegacy(login, await otherModulus());
    await expectRefused(open(sealedRequest(sealedToOther)), 'X-RSA');
    // Claiming the current modulus does not help: the secret then decrypts to garbage.
    const current = await h.legacyModulus();
    await expectRefused(open(sealedRequest(sealedToOther, LOGIN_PATH, { 'X-RSA': current })), /secret/);
  });

  it('refuses a body whose encryption headers are missing', async () => {
    const sealed = await h.sealer('legacy').seal(login, loginEndpoint);
    for (const header of ['Encryption', 'X-Digest', 'X-RSA']) {
      const headers = { ...sealed.headers };
      delete headers[header];
      await expectRefused(open(sealedRequest({ ...sealed, headers })), /missing/);
    }
    await expectRefused(open(sealedRequest({ ...sealed, body: '{"nope":1}' })), 'no value');
  });

  it('refuses an oversized body before decrypting it', async () => {
    const sealed = await h.sealer('legacy').seal({ blob: 'x'.repeat(70 * 1024) }, loginEndpoint);
    await expectRefused(open(sealedRequest(sealed)), 'too large');
  });
});
