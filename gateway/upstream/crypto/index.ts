/**
 * The body sealer for the configured scheme (`ENCRYPTION_SCHEME`: modern by default, legacy for a
 * live platform). The platform client builds one per request with loaders that fetch the key
 * through itself; the loaded key is remembered per isolate (key-cache.ts), per platform and brand.
 */
import type { BodySealer } from './sealer';
import type { GatewayConfig } from '#gateway/env';
import { KeyCache } from './key-cache';
import { createLegacySealer } from './legacy';
import { createModernSealer, importOaepPublicKey } from './modern';

export { OAEP_KEY_PATH } from './wire';

export interface KeyLoaders {
  /** GET /wps/session/key/rsa: the legacy modulus as hex text. */
  legacyModulus(): Promise<string>;
  /** GET /wps/session/key/oaep: the platform's RSA-OAEP-256 public key as a JWK. */
  oaepPublicKey(): Promise<JsonWebKey>;
}

export interface Sealer extends BodySealer {
  readonly scheme: GatewayConfig['encryptionScheme'];
  /** Drops the remembered key: call it before the one retry after `request_body_required`. */
  forgetKey(): void;
}

export type SealerConfig = Pick<GatewayConfig, 'encryptionScheme' | 'merchant' | 'platform'>;

// Per isolate; keys are public and per platform, never per visitor.
const modulusCaches = new Map<string, KeyCache<string>>();
const oaepCaches = new Map<string, KeyCache<CryptoKey>>();

/** Drops every remembered platform key (the integration tier gives each test file a new platform). */
export function forgetPlatformKeys(): void {
  modulusCaches.clear();
  oaepCaches.clear();
}

function cacheFor<T>(caches: Map<string, KeyCache<T>>, id: string): KeyCache<T> {
  let cache = caches.get(id);
  if (!cache) caches.set(id, (cache = new KeyCache<T>()));
  return cache;
}

export function createSealer(config: SealerConfig, loaders: KeyLoaders): Sealer {
  const platformId = config.platform.kind === 'url' ? config.platform.baseUrl : 'binding';
  const id = `${platformId}|${config.merchant}`;
  if (config.encryptionScheme === 'legacy') {
    const cache = cacheFor(modulusCaches, id);
    const sealer = createLegacySealer(() => cache.get(loaders.legacyModulus));
    return { scheme: 'legacy', seal: sealer.seal, forgetKey: () => cache.forget() };
  }
  const cache = cacheFor(oaepCaches, id);
  const sealer = createModernSealer(config.merchant, () => cache.get(async () => importOaepPublicKey(await loaders.oaepPublicKey())));
  return { scheme: 'modern', seal: sealer.seal, forgetKey: () => cache.forget() };
}
