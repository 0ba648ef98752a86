/**
 * CPU cost of one password hash as the reference platform computes it (PBKDF2-SHA256, 100,000
 * iterations, over HMAC-SHA256(pepper, password); platform/src/modules/session/password.ts), with
 * the same WebCrypto API Workers have. Workers bill CPU time, not wall time, so this is the figure
 * that decides whether a login fits a plan's CPU limit.
 */
import { webcrypto as crypto } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const ITERATIONS = 100_000;

async function hashOnce(password, pepper, salt) {
  const encoder = new TextEncoder();
  const pepperKey = await crypto.subtle.importKey('raw', encoder.encode(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const peppered = new Uint8Array(await crypto.subtle.sign('HMAC', pepperKey, encoder.encode(password)));
  const material = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, material, 256);
}

/** Median CPU milliseconds (user + system) of one hash, over `rounds` hashes after a warm-up. */
export async function measurePasswordHash(rounds = 15) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await hashOnce('warm-up', 'pepper', salt);
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage();
    await hashOnce(`Password${i}`, 'pepper', salt);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { iterations: ITERATIONS, cpuMsP50: samples[Math.floor(samples.length / 2)] };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { iterations, cpuMsP50 } = await measurePasswordHash();
  console.log(`PBKDF2-SHA256 ${iterations} iterations: ${cpuMsP50.toFixed(1)} ms CPU per hash (median)`);
}
