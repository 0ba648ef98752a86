import { describe, expect, it } from 'vitest';
import {
  clearSessionCookieHeader,
  openSession,
  presentedSessionCookie,
  readSessionSecrets,
  sealSession,
  sessionCookieHeader,
  sessionCookieHeaders,
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

  it('opens nothing, and never throws, for garbage of every shape', async () => {
    const sealed = await sealSession(session, dev);
    const garbage = [
      'v1.AAAAA',
      'v1.A',
      'v1.AAAAAAAAA',
      'v1.' + 'A'.repeat(4097),
      'v1.',
      'v1..',
      '.',
      'v1.%00%ff',
      'v1.====',
      `${sealed}.extra`,
      `${sealed}=`,
      'v1.' + 'A'.repeat(40),
      '{"token":"x","createdAt":1}',
      '\u0000',
      ' ',
    ];
    for (const value of garbage) expect(await openSession(value, dev), value).toBeNull();
  });

  it('refuses a sealed value that is not a session', async () => {
    const seal = async (plaintext: string) => {
      const iv = new Uint8Array(12);
      const key = await crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode('casino-portal'), info: new TextEncoder().encode('session-cookie-v1') },
        await crypto.subtle.importKey('raw', new TextEncoder().encode(dev.secrets[0]), 'HKDF', false, ['deriveKey']),
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt'],
      );
      const sealedBytes = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode('v1') }, key, new TextEncoder().encode(plaintext)),
      );
      const all = new Uint8Array([...iv, ...sealedBytes]);
      return (
        'v1.' +
        btoa(String.fromCharCode(...all))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '')
      );
    };
    expect(await openSession(await seal('{"token":"t","createdAt":1}'), dev)).toMatchObject({ token: 't', method: 'password' });
    for (const plaintext of ['null', 'not json', '[]', '{"token":"","createdAt":1}', '{"token":"t"}', '42']) {
      expect(await openSession(await seal(plaintext), dev), plaintext).toBeNull();
    }
    expect(await openSession(await seal('{"token":"t","createdAt":1,"method":"admin"}'), dev)).toMatchObject({ method: 'password' });
  });

  it('is named with the __Host- prefix: Secure, Path=/ and no Domain', async () => {
    const header = await sessionCookieHeader(session, dev);
    expect(header).toMatch(/^__Host-sid=v1\./);
    expect(header).toContain('; Secure');
    expect(header).toContain('Path=/;');
    expect(header).not.toMatch(/domain=/i);
    expect(clearSessionCookieHeader()).toMatch(/^__Host-sid=; Path=\/; .*Secure.*Max-Age=0$/);
  });

  it('is httpOnly, Secure and SameSite=Lax; a browser-session cookie unless remembered for one day', async () => {
    const plain = await sessionCookieHeader(session, dev);
    expect(plain).toMatch(/^__Host-sid=v1\./);
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('Secure');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Max-Age');
    expect(await sessionCookieHeader({ ...session, remember: true }, dev)).toContain('Max-Age=86400');
    expect(clearSessionCookieHeader()).toContain('Max-Age=0');
  });

  it('reads the value from the Cookie header, under the prefixed name or the old one', () => {
    const cookie = (value: string) => new Request('https://portal.test/', { headers: { Cookie: value } });
    expect(sessionCookieValue(cookie('lng=x; __Host-sid=v1.abc_-; other=1'))).toBe('v1.abc_-');
    expect(presentedSessionCookie(cookie('lng=x; sid=v1.old; other=1'))).toEqual({ value: 'v1.old', legacy: true });
    expect(presentedSessionCookie(cookie('sid=v1.old; __Host-sid=v1.new'))).toEqual({ value: 'v1.new', legacy: false });
    expect(presentedSessionCookie(cookie('sid=; other=1'))).toBeNull();
    expect(sessionCookieValue(new Request('https://portal.test/'))).toBeNull();
  });

  describe('the Set-Cookie headers of a response', () => {
    const current = { value: 'v1.x', legacy: false };
    const old = { value: 'v1.x', legacy: true };
    const names = (headers: string[]) => headers.map((h) => `${h.split('=')[0]}${/Max-Age=0/.test(h) ? ' cleared' : ' set'}`);

    it('clears a cookie that did not open, under the name it came with', async () => {
      expect(names(await sessionCookieHeaders(current, null, undefined, dev))).toEqual(['__Host-sid cleared']);
      expect(names(await sessionCookieHeaders(old, null, undefined, dev))).toEqual(['sid cleared']);
    });

    it('leaves a working session alone and writes nothing for a visitor without one', async () => {
      expect(await sessionCookieHeaders(current, session, undefined, dev)).toEqual([]);
      expect(await sessionCookieHeaders(null, null, undefined, dev)).toEqual([]);
      expect(await sessionCookieHeaders(null, null, null, dev)).toEqual([]);
    });

    it('moves a session under the old name to the prefixed one, once', async () => {
      const headers = await sessionCookieHeaders(old, session, undefined, dev);
      expect(names(headers)).toEqual(['__Host-sid set', 'sid cleared']);
      const moved = headers[0].split(';')[0].slice('__Host-sid='.length);
      expect(await openSession(moved, dev)).toEqual(session);
    });

    it('writes a new session and clears an ended one', async () => {
      expect(names(await sessionCookieHeaders(null, null, session, dev))).toEqual(['__Host-sid set']);
      expect(names(await sessionCookieHeaders(old, session, session, dev))).toEqual(['__Host-sid set', 'sid cleared']);
      expect(names(await sessionCookieHeaders(current, session, null, dev))).toEqual(['__Host-sid cleared']);
      expect(names(await sessionCookieHeaders(old, session, null, dev))).toEqual(['sid cleared']);
    });
  });

  it('demands a real secret in production', () => {
    expect(() => readSessionSecrets({ ENVIRONMENT: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readSessionSecrets({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => readSessionSecrets({ ENVIRONMENT: 'production', SESSION_SECRET: 'development-only-session-secret-change-me' })).toThrow();
    expect(readSessionSecrets({ ENVIRONMENT: 'production', SESSION_SECRET: 'x'.repeat(40) }).production).toBe(true);
  });
});
