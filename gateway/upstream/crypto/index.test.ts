import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../endpoints';
import { fromBase64Url, toHex } from './encoding';
import { createSealer, type KeyLoaders } from './index';
import { KeyCache } from './key-cache';

const endpoint = { path: '/wps/session/login' } as EndpointDef;

function countingLoaders(modulusHex: string, publicJwk: JsonWebKey) {
  const counts = { legacy: 0, oaep: 0 };
  const loaders: KeyLoaders = {
    legacyModulus: async () => {
      counts.legacy += 1;
      return modulusHex;
    },
    oaepPublicKey: async () => {
      counts.oaep += 1;
      return publicJwk;
    },
  };
  return { counts, loaders };
}

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
const jwk = privateKey.export({ format: 'jwk' });
const modulusHex = toHex(fromBase64Url(jwk.n!));
const publicJwk: JsonWebKey = { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256' };

describe('createSealer', () => {
  it('seals with the configured scheme', async () => {
    const base = { merchant: 'M1', platform: { kind: 'url', baseUrl: 'https://a.example' } } as const;
    const legacy = createSealer({ ...base, encryptionScheme: 'legacy' }, countingLoaders(modulusHex, publicJwk).loaders);
    const modern = createSealer({ ...base, encryptionScheme: 'modern' }, countingLoaders(modulusHex, publicJwk).loaders);
    expect(legacy.scheme).toBe('legacy');
    expect((await legacy.seal({}, endpoint)).headers['X-RSA']).toBe(modulusHex);
    expect((await modern.seal({}, endpoint)).headers['Encryption']).toBe('modern-v1');
  });

  it('remembers the key across requests of the isolate until told to forget it', async () => {
    const config = { merchant: 'M2', platform: { kind: 'url', baseUrl: 'https://b.example' }, encryptionScheme: 'legacy' } as const;
    const { counts, loaders } = countingLoaders(modulusHex, publicJwk);
    await createSealer(config, loaders).seal({}, endpoint);
    const second = createSealer(config, loaders);
    await second.seal({}, endpoint);
    expect(counts.legacy).toBe(1);
    second.forgetKey();
    await second.seal({}, endpoint);
    expect(counts.legacy).toBe(2);
  });

  it('keeps keys of different platforms and brands apart', async () => {
    const { counts, loaders } = countingLoaders(modulusHex, publicJwk);
    for (const merchant of ['M3', 'M4']) {
      await createSealer({ merchant, platform: { kind: 'url', baseUrl: 'https://c.example' }, encryptionScheme: 'modern' }, loaders).seal({}, endpoint);
    }
    expect(counts.oaep).toBe(2);
  });
});

describe('KeyCache', () => {
  it('reloads after its time to live', async () => {
    let now = 0;
    let loads = 0;
    const cache = new KeyCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get(load)).toBe(1);
    now = 999;
    expect(await cache.get(load)).toBe(1);
    now = 1000;
    expect(await cache.get(load)).toBe(2);
  });

  it('does not remember a failed load', async () => {
    const cache = new KeyCache<string>();
    await expect(cache.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(async () => 'key')).toBe('key');
  });
});
