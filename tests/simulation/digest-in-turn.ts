import { createHash, webcrypto } from 'node:crypto';
import { vi } from 'vitest';

/**
 * For the simulations, from a beforeEach (the config restores spies after each test): SHA-256
 * answered in the caller's turn, as workerd computes a digest on the isolate's own thread, where
 * Node's Web Crypto hands every digest to its thread pool: the idempotency keys' request hashes
 * (platform/src/modules/ledger/idempotency.ts) made a part of the ledger simulation that runs alone
 * wait a quarter of its time, and the pool's order of answers made a seed's interleavings depend
 * on more than the seed.
 */
export function digestInTurn(): void {
  // Node's global `crypto` is this object.
  const { subtle } = webcrypto;
  const digest = subtle.digest.bind(subtle);
  vi.spyOn(subtle, 'digest').mockImplementation(async (algorithm, data) => {
    if (algorithm !== 'SHA-256') return digest(algorithm, data);
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data as ArrayBuffer);
    const hash = createHash('sha256').update(bytes).digest();
    return hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength);
  });
}
