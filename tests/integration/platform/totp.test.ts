/**
 * The second step's authenticator codes against RFC 6238 Appendix B (SHA-1 seed
 * "12345678901234567890"): the 6-digit code is the last six digits of the published 8-digit one.
 */
import { describe, expect, it } from 'vitest';
import { totpAt, totpMatches } from '#platform/src/modules/session/totp';

const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(vectors)('at %i s gives the last six digits of %s', async (seconds, code) => {
    expect(await totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts one step of drift either way, no more', async () => {
    const now = 1_234_567_890_000;
    const code = await totpAt(RFC_SECRET, now);
    expect(await totpMatches(RFC_SECRET, code, now + 30_000)).toBe(true);
    expect(await totpMatches(RFC_SECRET, code, now - 30_000)).toBe(true);
    expect(await totpMatches(RFC_SECRET, code, now + 90_000)).toBe(false);
  });

  it('matches nothing for an empty or malformed secret or a malformed code', async () => {
    const now = 1_234_567_890_000;
    expect(await totpMatches('', '000000', now)).toBe(false);
    expect(await totpMatches('not base32!', '000000', now)).toBe(false);
    expect(await totpMatches(RFC_SECRET, (await totpAt(RFC_SECRET, now)) + '0', now)).toBe(false);
  });
});
