/**
 * The session cookie: the platform token (and a little state) sealed with AES-256-GCM under a key
 * derived from SESSION_SECRET, so it is both encrypted and tamper-proof ("signed"). httpOnly,
 * Secure, SameSite=Lax: the browser stores it but can neither read nor forge it, and never sees
 * the platform token. Without "remember me" it is a browser-session cookie (the spec's session
 * storage); with it, it lasts one day.
 *
 * The `__Host-` prefix makes browsers refuse the cookie unless it is Secure, for Path=/ and without
 * a Domain, so no sibling subdomain can plant or shadow it. Chromium and Firefox count
 * http://localhost and http://127.0.0.1 as secure, so local development keeps working.
 */
export const SESSION_COOKIE = '__Host-sid';
/** The name before the prefix: still read, so existing sessions move to the new name once. */
export const LEGACY_SESSION_COOKIE = 'sid';
export const REMEMBER_ME_SECONDS = 24 * 60 * 60;
const VERSION = 'v1';
const DEVELOPMENT_PLACEHOLDER = 'development-only-session-secret-change-me';

export interface SessionData {
  /** The platform session token. Never leaves the server. */
  token: string;
  /** How the session began (SMS and social logins skip the forced password change). */
  method: 'password' | 'sms' | 'social' | 'register' | 'freeplay';
  /** When the session began (ms). */
  createdAt: number;
  remember: boolean;
  /** The login waits for its second step: the token opens only the second-step calls. */
  pending?: boolean;
}

export interface SessionSecrets {
  /** The current secret, then older ones still accepted while they rotate out. */
  secrets: string[];
  production: boolean;
}

/** SESSION_SECRET may list several comma-separated secrets: the first seals, all open. */
export function readSessionSecrets(env: { SESSION_SECRET?: string; ENVIRONMENT?: string }): SessionSecrets {
  const production = env.ENVIRONMENT !== 'development' && env.ENVIRONMENT !== 'test';
  const secrets = (env.SESSION_SECRET ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (production && (secrets.length === 0 || secrets.includes(DEVELOPMENT_PLACEHOLDER) || secrets[0].length < 32)) {
    throw new Error('SESSION_SECRET must be set to at least 32 random characters in production (wrangler secret put SESSION_SECRET)');
  }
  return { secrets: secrets.length ? secrets : [DEVELOPMENT_PLACEHOLDER], production };
}

const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode('casino-portal'), info: new TextEncoder().encode(`session-cookie-${VERSION}`) },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  // A length of 4n+1 is not base64 at all (atob throws on it).
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function sealSession(data: SessionData, secrets: SessionSecrets): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(data));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(VERSION) }, await keyFor(secrets.secrets[0]), plaintext),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return `${VERSION}.${toBase64Url(out)}`;
}

/**
 * The session in a sealed value, or null if it is missing, forged, tampered with or malformed.
 * Never throws: a cookie that does not open is no session, whatever the visitor sent.
 */
export async function openSession(value: string | null | undefined, secrets: SessionSecrets): Promise<SessionData | null> {
  try {
    return await unseal(value, secrets);
  } catch {
    return null;
  }
}

const METHODS: readonly SessionData['method'][] = ['password', 'sms', 'social', 'register', 'freeplay'];

async function unseal(value: string | null | undefined, secrets: SessionSecrets): Promise<SessionData | null> {
  if (!value || value.length > 4096) return null;
  const [version, body, extra] = value.split('.');
  if (version !== VERSION || !body || extra !== undefined) return null;
  const bytes = fromBase64Url(body);
  if (!bytes || bytes.length < 12 + 16) return null;
  for (const secret of secrets.secrets) {
    let plaintext: ArrayBuffer;
    try {
      plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: new TextEncoder().encode(VERSION) },
        await keyFor(secret),
        bytes.slice(12),
      );
    } catch {
      // Not sealed with this secret; try the next one.
      continue;
    }
    const data = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<SessionData> | null;
    if (!data || typeof data.token !== 'string' || !data.token || typeof data.createdAt !== 'number') return null;
    return {
      token: data.token,
      method: data.method && METHODS.includes(data.method) ? data.method : 'password',
      createdAt: data.createdAt,
      remember: Boolean(data.remember),
      ...(data.pending ? { pending: true } : {}),
    };
  }
  return null;
}

/** The Set-Cookie header that stores a session. */
export async function sessionCookieHeader(data: SessionData, secrets: SessionSecrets): Promise<string> {
  const attributes = ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax'];
  if (data.remember) attributes.push(`Max-Age=${REMEMBER_ME_SECONDS}`);
  return `${SESSION_COOKIE}=${await sealSession(data, secrets)}; ${attributes.join('; ')}`;
}

/** The Set-Cookie header that removes the session (or, given its name, the session under the old name). */
export function clearSessionCookieHeader(name: string = SESSION_COOKIE): string {
  return `${name}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

/** The session cookie a request carries: its value and whether it still has the old name. */
export interface PresentedCookie {
  value: string;
  legacy: boolean;
}

/** The session cookie from a request's Cookie header; the prefixed name wins over the old one. */
export function presentedSessionCookie(request: Request): PresentedCookie | null {
  const header = request.headers.get('Cookie');
  if (!header) return null;
  let legacy: string | null = null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === SESSION_COOKIE && value) return { value, legacy: false };
    if (name === LEGACY_SESSION_COOKIE && value) legacy ??= value;
  }
  return legacy === null ? null : { value: legacy, legacy: true };
}

/** The sealed session value from a request's Cookie header (either name). */
export function sessionCookieValue(request: Request): string | null {
  return presentedSessionCookie(request)?.value ?? null;
}

/**
 * The Set-Cookie headers a response needs. `next` is the session the request began (data), ended
 * (null) or left alone (undefined). A presented cookie that did not open is cleared, so a visitor
 * never keeps sending a broken one; a session under the old name moves to the prefixed name.
 */
export async function sessionCookieHeaders(
  presented: PresentedCookie | null,
  opened: SessionData | null,
  next: SessionData | null | undefined,
  secrets: SessionSecrets,
): Promise<string[]> {
  const headers: string[] = [];
  const keep = next === undefined ? opened : next;
  const reseal = next !== undefined ? next : presented?.legacy ? opened : null;
  if (reseal) headers.push(await sessionCookieHeader(reseal, secrets));
  if (presented && (presented.legacy || !keep)) headers.push(clearSessionCookieHeader(presented.legacy ? LEGACY_SESSION_COOKIE : SESSION_COOKIE));
  return headers;
}
