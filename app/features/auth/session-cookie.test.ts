import { describe, expect, it } from 'vitest';
import {
  clearSessionCookieHeader,
  openSession,
  readSessionSecrets,
  sealSession,
  sessionCookieHeader,
  sessionCookieValue,
  type SessionData,
} from './session-cookie.server';

const dev = readSessionSecrets({ ENVIRONMENT: 'development', SESSION_SECRET: 'a-development-secret-that-is-long-enough' });
const session: SessionData = { token: 'platform-token-123', method: 'password', createdAt: 1_700_000_000_000, remember: false };

describe('session cookie', () => {
  it('round-trips and never shows the token in clear', async () => {
    const sealed = await sealSession(session, dev);
    expect(sealed).not.toContain('platform-token');
    expect(atob(sealed.split('.')[1].replace(/-/g, '+').replace(/_/g, '/') + '==')).not.toContain('platform-token');
    expect(await openSession(sealed, dev)).toEqual(session);
  });

  it('seals differently every time (fresh IV)', async () => {
    expect(await sealSession(session, dev)).not.toEqual(await sealSession(session, dev));
  });

  it('refuses a tampered, truncated, foreign or junk value', async () => {
    const sealed = await sealSession(session, dev);
    const [version, body] = sealed.split('.');
    const flipped = body.slice(0, 20) + (body[20] === 'A' ? 'B' : 'A') + body.slice(21);
    expect(await openSession(`${version}.${flipped}`, dev)).toBeNull();
    expect(await openSession(`${version}.${body.slice(0, 30)}`, dev)).toBeNull();
    expect(await openSession('v2.' + body, dev)).toBeNull();
    expect(await openSession('junk', dev)).toBeNull();
    expect(await openSession('v1.!!!', dev)).toBeNull();
    const other = readSessionSecrets({ ENVIRONMENT: 'development', SESSION_SECRET: 'another-development-secret-quite-long' });
    expect(await openSession(sealed, other)).toBeNull();
  });

  it('accepts older secrets while they rotate out, and seals with the newest', async () => {
    const old = readSessionSecrets({ ENVIRONMENT: 'development', SESSION_SECRET: 'old-secret-old-secret-old-secret-old' });
    const rotated = readSessionSecrets({
      ENVIRONMENT: 'development',
      SESSION_SECRET: 'new-secret-new-secret-new-secret-new, old-secret-old-secret-old-secret-old',
    });
    expect(await openSession(await sealSession(session, old), rotated)).toEqual(session);
    expect(await openSession(await sealSession(session, rotated), old)).toBeNull();
  });

  it('is httpOnly, Secure and SameSite=Lax; a browser-session cookie unless remembered for one day', async () => {
    const plain = await sessionCookieHeader(session, dev);
    expect(plain).toMatch(/^sid=v1\./);
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('Secure');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Max-Age');
    expect(await sessionCookieHeader({ ...session, remember: true }, dev)).toContain('Max-Age=86400');
    expect(clearSessionCookieHeader()).toContain('Max-Age=0');
  });

  it('reads the value from the Cookie header', () => {
    const request = new Request('https://portal.test/', { headers: { Cookie: 'lng=x; sid=v1.abc_-; other=1' } });
    expect(sessionCookieValue(request)).toBe('v1.abc_-');
    expect(sessionCookieValue(new Request('https://portal.test/'))).toBeNull();
  });

  it('demands a real secret in production', () => {
    expect(() => readSessionSecrets({ ENVIRONMENT: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readSessionSecrets({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => readSessionSecrets({ ENVIRONMENT: 'production', SESSION_SECRET: 'development-only-session-secret-change-me' })).toThrow();
    expect(readSessionSecrets({ ENVIRONMENT: 'production', SESSION_SECRET: 'x'.repeat(40) }).production).toBe(true);
  });
});
