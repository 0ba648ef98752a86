import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FIREBASE_KID, DEV_FIREBASE_PUBLIC_JWK } from '#platform/seed/firebase';
import { callJson } from './client';
import { accountsPlatform, env, loginCall, memberInfo, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import {
  b64url,
  b64urlJson,
  decodePart,
  devToken,
  firebaseClaims,
  generateTestKey,
  ISSUER,
  PROJECT_ID,
  setModule,
  signHs256,
  signToken,
  socialLogin,
  trustKeys,
  type TestKey,
} from './firebase-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
let key: TestKey;
/** Same kid as `key`, different key material: its signatures must not verify. */
let impostor: TestKey;
let stranger: TestKey;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  key = await generateTestKey('test-key-1');
  impostor = await generateTestKey('test-key-1');
  stranger = await generateTestKey('not-in-jwks');
  await trustKeys(key);
  // On in the demo seed; set explicitly so this file does not depend on it.
  await setModule(p, 'GOOGLELOGIN3', true);
  await setModule(p, 'FBLOGIN3', true);
});

afterAll(async () => {
  // Back to the seed's state.
  await setModule(p, 'GOOGLELOGIN3', true);
  await setModule(p, 'FBLOGIN3', true);
});

const IP = '198.51.100.170';
const INVALID = { success: false, errorCode: 'firebase.token.invalid', message: 'invalid sign-in token' };
const accountOf = (token: string) => memberInfo(p, token).then((r) => r.body.value as Record<string, any>);
const sessionRow = async (token: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return env.DB.prepare('SELECT * FROM sessions WHERE token_hash = ?1').bind(hex).first<Record<string, unknown>>();
};

describe('POST /wps/session/login {type: "firebase"}: sign-in', () => {
  it('creates a member for a new Google uid (dev route token), then logs the same account in again', async () => {
    const idToken = await devToken(p, { provider: 'google.com', uid: 'GoogleUid001', email: 'Sun.Park@Gmail.example', name: '  Sun   Park ' });
    const first = await socialLogin(p, idToken, 'GOOGLE', IP);
    expect(first.status).toBe(200);
    expect(first.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
      passwordIsDefault: false,
      previousLoginTime: null,
      needSecondStep: false,
      secondStepMethods: [],
    });
    const info = await accountOf(first.body.value.token);
    expect(info).toMatchObject({
      account: expect.stringMatching(/^g_[a-z2-7]{10}$/),
      nickname: 'Sun Park',
      type: 0,
      isAgent: false,
      isTrial: false,
      email: 's***@gmail.example',
      firstTimeLogin: true,
      previousLoginTime: null,
    });
    expect(await sessionRow(first.body.value.token)).toMatchObject({ origin: 'SOCIAL', state: 'ACTIVE', device_id: 'device-s', first_login: 1 });
    const link = await env.DB.prepare("SELECT * FROM social_identities WHERE provider = 'google.com' AND uid = 'GoogleUid001'").first<
      Record<string, unknown>
    >();
    expect(link).toMatchObject({ merchant_code: 'DEMO', account_id: info.id });
    const wallet = await callJson(p, '/wps/v2/wallets/balance', { headers: { Authorization: first.body.value.token } });
    expect(wallet.body.value).toMatchObject({ balance: 0, sumBalance: 0, currency: 'USD' });

    // A new token for the same uid: the same account, no longer a first login.
    const firstAt = (await env.DB.prepare('SELECT last_login_at FROM accounts WHERE id = ?1').bind(info.id).first<{ last_login_at: number }>())?.last_login_at;
    const again = await socialLogin(p, await signToken(key, firebaseClaims('google.com', 'GoogleUid001', { name: 'Renamed' })), 'google', IP);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, previousLoginTime: firstAt, needSecondStep: false });
    expect(await accountOf(again.body.value.token)).toMatchObject({
      id: info.id,
      account: info.account,
      nickname: 'Sun Park',
      firstTimeLogin: false,
      previousLoginTime: firstAt,
    });
    // A login from a new IP asks no second step either (the token is the proof).
    const elsewhere = await socialLogin(p, idToken, 'GOOGLE', '198.51.100.171');
    expect(elsewhere.body.value).toMatchObject({ needSecondStep: false });
  });

  it('creates a member for a new Facebook uid (test-key token), nickname from the e-mail, unverified e-mail not kept', async () => {
    const claims = firebaseClaims('facebook.com', 'FbUid-42', { name: undefined, email: 'night.owl@fb.example', email_verified: false });
    const { status, body } = await socialLogin(p, await signToken(key, claims), 'FACEBOOK', IP);
    expect(status).toBe(200);
    expect(body.value.firstTimeLogin).toBe(true);
    const info = await accountOf(body.value.token);
    expect(info).toMatchObject({ account: expect.stringMatching(/^f_[a-z2-7]{10}$/), nickname: 'night.owl', email: null, type: 0, firstTimeLogin: true });
    // The same uid under the other provider is someone else.
    const google = await socialLogin(p, await signToken(key, firebaseClaims('google.com', 'FbUid-42')), 'GOOGLE', IP);
    expect((await accountOf(google.body.value.token)).id).not.toBe(info.id);
  });

  it('derives the username deterministically and leaves the account without a usable password', async () => {
    const a = await socialLogin(p, await devToken(p, { provider: 'google.com', uid: 'uid-for-username' }), 'GOOGLE', IP);
    const account = (await accountOf(a.body.value.token)).account as string;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('google.com:uid-for-username')));
    let bits = '';
    for (const b of digest) bits += b.toString(2).padStart(8, '0');
    const expected = 'g_' + Array.from({ length: 10 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz234567'[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]).join('');
    expect(account).toBe(expected);
    const row = await env.DB.prepare('SELECT password_algorithm, profile FROM accounts WHERE username = ?1').bind(account).first<Record<string, string>>();
    expect(row?.password_algorithm).toBe('UNUSABLE');
    expect(JSON.parse(row?.profile ?? '{}')).toEqual({ registerMethod: 'SOCIAL', provider: 'google.com' });
    for (const password of ['', 'UNUSABLE', 'Abc12345']) {
      const { body } = await loginCall(p, { username: account, password: password || 'x' }, '198.51.100.172');
      expect(body.errorCode).toBe('account_password_error');
    }
  });

  it('takes a longer username when the short one belongs to someone else', async () => {
    const taken = await socialLogin(p, await devToken(p, { provider: 'google.com', uid: 'clash-uid' }), 'GOOGLE', IP);
    const short = (await accountOf(taken.body.value.token)).account as string;
    // Someone else gets that username (say, a registration), and the link disappears.
    await env.DB.prepare("DELETE FROM social_identities WHERE uid = 'clash-uid'").run();
    const second = await socialLogin(p, await devToken(p, { provider: 'google.com', uid: 'clash-uid' }), 'GOOGLE', IP);
    expect(second.status).toBe(200);
    const longer = (await accountOf(second.body.value.token)).account as string;
    expect(longer).toMatch(/^g_[a-z2-7]{16}$/);
    expect(longer.startsWith(short)).toBe(true);
  });

  it('refuses a linked account whose type may not log in, and a disabled one', async () => {
    await env.DB.prepare(
      "INSERT INTO social_identities (merchant_code, provider, uid, account_id, created_at) SELECT 'DEMO', 'google.com', 'system-uid', id, 0 FROM accounts WHERE username = 'demo_system'",
    ).run();
    const system = await socialLogin(p, await signToken(key, firebaseClaims('google.com', 'system-uid')), 'GOOGLE', IP);
    expect(system.status).toBe(403);
    expect(system.body).toEqual({ success: false, errorCode: 'login.not.member', message: 'non-member cannot log in' });

    const created = await socialLogin(p, await signToken(key, firebaseClaims('facebook.com', 'to-disable')), 'FACEBOOK', IP);
    const id = (await accountOf(created.body.value.token)).id;
    await env.DB.prepare("UPDATE accounts SET status = 'DISABLED' WHERE id = ?1").bind(id).run();
    const disabled = await socialLogin(p, await signToken(key, firebaseClaims('facebook.com', 'to-disable')), 'FACEBOOK', IP);
    expect(disabled.status).toBe(403);
    expect(disabled.body.errorCode).toBe('login.account.disabled');
  });
});

describe('POST /wps/session/login {type: "firebase"}: invalid tokens', () => {
  const FAIL_IP = '198.51.100.180';
  const now = () => Math.floor(Date.now() / 1000);
  const google = (extra: Record<string, unknown> = {}) => firebaseClaims('google.com', 'victim-uid', extra);

  beforeAll(async () => {
    // The uid exists, so every refusal below is the token's fault, not a missing account.
    expect((await socialLogin(p, await signToken(key, google()), 'GOOGLE', IP)).status).toBe(200);
  });

  const cases: [string, () => Promise<string>, string?][] = [
    ['a wrong signature (another key, same kid)', () => signToken(impostor, google())],
    [
      'a payload changed after signing',
      async () => {
        const [h, , s] = (await signToken(key, google())).split('.');
        return `${h}.${b64urlJson(google({ sub: 'someone-else', user_id: 'someone-else' }))}.${s}`;
      },
    ],
    ['an unknown kid', () => signToken(stranger, google())],
    ['no kid', () => signToken(key, google(), { kid: undefined })],
    ['alg none', async () => `${b64urlJson({ alg: 'none', kid: key.kid, typ: 'JWT' })}.${b64urlJson(google())}.`],
    ['alg none with a signature', async () => `${b64urlJson({ alg: 'none', kid: key.kid })}.${b64urlJson(google())}.${b64url(new Uint8Array(256))}`],
    ['HS256 keyed with the public key (SPKI bytes)', () => signHs256(key.spki, google(), key.kid)],
    ['HS256 keyed with the public JWK text', () => signHs256(new TextEncoder().encode(JSON.stringify(key.publicJwk)), google(), key.kid)],
    ['RS512 in the header', () => signToken(key, google(), { alg: 'RS512' })],
    ['a crit header', () => signToken(key, google(), { crit: ['exp'] })],
    ['an expired token', async () => signToken(key, google({ iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 }))],
    ['expired beyond the 60 s skew', async () => signToken(key, google({ iat: now() - 3700, auth_time: now() - 3700, exp: now() - 61 }))],
    ['an iat in the future', async () => signToken(key, google({ iat: now() + 300, exp: now() + 3900 }))],
    ['an auth_time in the future', async () => signToken(key, google({ auth_time: now() + 300 }))],
    ['exp missing', async () => signToken(key, google({ exp: undefined }))],
    ['exp as a string', async () => signToken(key, google({ exp: String(now() + 3600) }))],
    ['a wrong aud', () => signToken(key, google({ aud: 'another-project' }))],
    ['aud as an array', () => signToken(key, google({ aud: [PROJECT_ID] }))],
    ['a wrong iss', () => signToken(key, google({ iss: 'https://securetoken.google.com/another-project' }))],
    ['an iss on another host', () => signToken(key, google({ iss: `https://evil.example/${PROJECT_ID}` }))],
    ['an empty sub', () => signToken(key, google({ sub: '', user_id: '' }))],
    ['a sub over 128 characters', () => signToken(key, google({ sub: 'x'.repeat(129), user_id: 'x'.repeat(129) }))],
    ['user_id differing from sub', () => signToken(key, google({ user_id: 'other' }))],
    ['a Facebook token on the Google channel', () => signToken(key, firebaseClaims('facebook.com', 'victim-uid'))],
    ['a Google token on the Facebook channel', () => signToken(key, google()), 'FACEBOOK'],
    ['a password sign-in token', () => signToken(key, google({ firebase: { identities: {}, sign_in_provider: 'password' } }))],
    ['no firebase claim', () => signToken(key, google({ firebase: undefined }))],
    ['garbage', async () => 'garbage'],
    ['three garbage parts', async () => 'a.b.c'],
    ['four parts', async () => `${await signToken(key, google())}.x`],
    ['non-JSON parts', async () => `${b64url(new TextEncoder().encode('{not json'))}.${b64url(new TextEncoder().encode('[]'))}.AAAA`],
    ['an over-long token (over 4096 characters)', () => signToken(key, google({ padding: 'p'.repeat(4000) }))],
  ];

  it.each(cases)('refuses %s with one error code', async (_name, make, channel = 'GOOGLE') => {
    const { status, body } = await socialLogin(p, await make(), channel, FAIL_IP);
    expect(status).toBe(400);
    expect(body).toEqual(INVALID);
  });

  it('accepts tokens within the 60 s clock skew and up to 4096 characters', async () => {
    const accepted = [
      await signToken(key, google({ iat: now() - 3630, auth_time: now() - 3630, exp: now() - 30 })),
      await signToken(key, google({ iat: now() + 30, auth_time: now() + 30, exp: now() + 3630 })),
      await signToken(key, google({ padding: 'p'.repeat(2200) })),
    ];
    expect(accepted[2]?.length).toBeGreaterThan(3500);
    expect(accepted[2]?.length).toBeLessThanOrEqual(4096);
    for (const token of accepted) expect((await socialLogin(p, token, 'GOOGLE', FAIL_IP)).status).toBe(200);
  });

  it('refuses the development key in production (and accepts configured keys there)', async () => {
    const production = await accountsPlatform({ ENVIRONMENT: 'production' });
    const dev = await devToken(p, { provider: 'google.com', uid: 'victim-uid' });
    expect(decodePart(dev.split('.')[0] ?? '').kid).toBe(DEV_FIREBASE_KID);
    expect((await socialLogin(p, dev, 'GOOGLE', FAIL_IP)).status).toBe(200);
    expect((await socialLogin(production, dev, 'GOOGLE', FAIL_IP)).body).toEqual(INVALID);
    expect((await socialLogin(production, await signToken(key, google()), 'GOOGLE', FAIL_IP)).status).toBe(200);
  });

  it("refuses a provider the brand's Firebase project does not enable", async () => {
    await env.DB.prepare("UPDATE brand_firebase SET google_enabled = 0 WHERE merchant_code = 'DEMO'").run();
    try {
      expect((await socialLogin(p, await signToken(key, google()), 'GOOGLE', FAIL_IP)).body).toEqual(INVALID);
      expect((await socialLogin(p, await signToken(key, firebaseClaims('facebook.com', 'victim-uid')), 'FACEBOOK', FAIL_IP)).status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE brand_firebase SET google_enabled = 1 WHERE merchant_code = 'DEMO'").run();
    }
  });

  it('answers a parameter error for a missing token or channel', async () => {
    const cases: [unknown, unknown, string][] = [
      [undefined, 'GOOGLE', 'firebaseIdToken: not empty'],
      ['', 'GOOGLE', 'firebaseIdToken: not empty'],
      [42, 'GOOGLE', 'firebaseIdToken: must be a string'],
      ['x.y.z', undefined, 'firebaseChannel: not empty'],
      ['x.y.z', 'TWITTER', 'firebaseChannel: must be one of GOOGLE, FACEBOOK'],
    ];
    for (const [token, channel, message] of cases) {
      const { status, body } = await socialLogin(p, token, channel, FAIL_IP);
      expect(status, message).toBe(400);
      expect(body).toEqual({ success: false, errorCode: 'request_param_err', message });
    }
  });

  it('counts failures per IP like password failures: an IP over the limit is refused (429)', async () => {
    const ip = '198.51.100.190';
    await env.DB.prepare("UPDATE brand_account_settings SET ip_block_failures = 3 WHERE merchant_code = 'DEMO'").run();
    try {
      for (let i = 0; i < 3; i++) expect((await socialLogin(p, 'garbage', 'GOOGLE', ip)).body).toEqual(INVALID);
      const blocked = await socialLogin(p, await signToken(key, google()), 'GOOGLE', ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.errorCode).toBe('too.many.requests');
      // The same counter as password logins.
      expect((await loginCall(p, { username: 'demo_member', password: 'Member2024' }, ip)).status).toBe(429);
      expect((await socialLogin(p, await signToken(key, google()), 'GOOGLE', '198.51.100.191')).status).toBe(200);
    } finally {
      await env.DB.prepare("UPDATE brand_account_settings SET ip_block_failures = 50 WHERE merchant_code = 'DEMO'").run();
    }
  });
});

describe('social sign-in switches', () => {
  it("answers function.not.available when the channel's whitelabel module is off, whatever the token", async () => {
    const token = await signToken(key, firebaseClaims('google.com', 'switch-uid'));
    await setModule(p, 'GOOGLELOGIN3', false);
    try {
      const { status, body } = await socialLogin(p, token, 'GOOGLE', IP);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errorCode: 'function.not.available', message: 'function.not.available' });
      expect((await socialLogin(p, 'garbage', 'GOOGLE', IP)).body.errorCode).toBe('function.not.available');
      // Facebook is its own switch.
      expect((await socialLogin(p, await signToken(key, firebaseClaims('facebook.com', 'switch-uid')), 'FACEBOOK', IP)).status).toBe(200);
    } finally {
      await setModule(p, 'GOOGLELOGIN3', true);
    }
    await setModule(p, 'LOGIN3', false);
    try {
      expect((await socialLogin(p, token, 'GOOGLE', IP)).body.errorCode).toBe('function.not.available');
    } finally {
      await setModule(p, 'LOGIN3', true);
    }
    expect((await socialLogin(p, token, 'GOOGLE', IP)).status).toBe(200);
  });

  it('answers function.not.available for a brand without a Firebase configuration', async () => {
    const saved = await env.DB.prepare("SELECT * FROM brand_firebase WHERE merchant_code = 'DEMO'").first<Record<string, string | number>>();
    await env.DB.prepare("DELETE FROM brand_firebase WHERE merchant_code = 'DEMO'").run();
    try {
      expect((await socialLogin(p, await signToken(key, firebaseClaims('google.com', 'switch-uid')), 'GOOGLE', IP)).body.errorCode).toBe(
        'function.not.available',
      );
    } finally {
      await env.DB.prepare('INSERT INTO brand_firebase (merchant_code, project_id, jwks, google_enabled, facebook_enabled) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(saved?.merchant_code, saved?.project_id, saved?.jwks, saved?.google_enabled, saved?.facebook_enabled)
        .run();
    }
  });
});

describe('development routes', () => {
  it('POST /__dev/firebase-token signs a Firebase-shaped RS256 token with the development key', async () => {
    const { status, body } = await post(p, '/__dev/firebase-token', { provider: 'facebook.com', uid: 'dev-uid-1', email: 'dev@fb.example', name: 'Dev One' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ idToken: expect.any(String), projectId: PROJECT_ID, kid: DEV_FIREBASE_KID, expiresAt: expect.any(Number) });
    const [h = '', c = '', s = ''] = body.value.idToken.split('.');
    expect(decodePart(h)).toEqual({ alg: 'RS256', kid: DEV_FIREBASE_KID, typ: 'JWT' });
    const claims = decodePart(c);
    expect(claims).toEqual({
      name: 'Dev One',
      iss: ISSUER,
      aud: PROJECT_ID,
      auth_time: claims.iat,
      user_id: 'dev-uid-1',
      sub: 'dev-uid-1',
      iat: expect.any(Number),
      exp: claims.iat + 3600,
      email: 'dev@fb.example',
      email_verified: true,
      firebase: { identities: { 'facebook.com': ['dev-uid-1'], email: ['dev@fb.example'] }, sign_in_provider: 'facebook.com' },
    });
    expect(Math.abs(claims.iat * 1000 - Date.now())).toBeLessThan(60_000);
    expect(body.value.expiresAt).toBe(claims.exp * 1000);
    // Verifiable with the public half the seed puts in the demo brand's JWKS.
    const publicKey = await crypto.subtle.importKey('jwk', DEV_FIREBASE_PUBLIC_JWK, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['verify']);
    const signature = Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));
    expect(await crypto.subtle.verify('RSASSA-PKCS1-v1_5', publicKey, signature, new TextEncoder().encode(`${h}.${c}`))).toBe(true);
    // And the platform accepts it.
    expect((await socialLogin(p, body.value.idToken, 'FACEBOOK', IP)).status).toBe(200);
  });

  it('validates its body', async () => {
    for (const body of [
      { provider: 'twitter.com', uid: 'x' },
      { provider: 'google.com' },
      { provider: 'google.com', uid: '' },
      { provider: 'google.com', uid: 'x'.repeat(129) },
    ]) {
      const res = await post(p, '/__dev/firebase-token', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('request_param_err');
    }
    expect((await post(p, '/__dev/firebase-token', { merchant: 'NOPE', provider: 'google.com', uid: 'x' })).body.errorCode).toBe('request_param_err');
  });

  it('the seed trusts the public half of the committed development key', () => {
    const privateJwk = JSON.parse(p.env.FIREBASE_DEV_PRIVATE_JWK ?? '{}');
    expect(privateJwk).toMatchObject({ kid: DEV_FIREBASE_KID, kty: 'RSA', n: DEV_FIREBASE_PUBLIC_JWK.n, e: DEV_FIREBASE_PUBLIC_JWK.e, d: expect.any(String) });
    expect(DEV_FIREBASE_PUBLIC_JWK).not.toHaveProperty('d');
  });

  it('PUT /__dev/whitelabel switches a module and refuses unknown ones', async () => {
    expect((await post(p, '/__dev/whitelabel', { modId: 'NOPE3', enabled: true }, {}, 'PUT')).body.errorCode).toBe('request_param_err');
    const flags = await callJson(p, '/wps/system/whitelabel');
    const find = (nodes: any[], id: string): any => nodes.map((n) => (n.modId === id ? n : find(n.childrenNodes, id))).find(Boolean);
    expect(find(flags.body.value.list, 'GOOGLELOGIN3')?.enabled).toBe('1');
  });

  it('are hidden without DEV_TOOLS', async () => {
    const hidden = await accountsPlatform({ DEV_TOOLS: '0' });
    for (const [path, method] of [
      ['/__dev/firebase-token', 'POST'],
      ['/__dev/whitelabel', 'PUT'],
    ] as const) {
      const res = await post(hidden, path, { provider: 'google.com', uid: 'x', modId: 'LOGIN3', enabled: true }, {}, method);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('a registration linked to a Google or Facebook identity (firebaseChannel, firebaseIdToken)', () => {
  let visitor = 0;
  /** Each registration from its own address and device (the registration throttle is tested elsewhere). */
  const register = (username: string, extra: Record<string, unknown>) => {
    visitor += 1;
    return post(
      p,
      '/wps/member/register',
      {
        username,
        password: 'Abc12345',
        confirmPassword: 'Abc12345',
        login: true,
        registerMethod: 'WEB',
        loginDeviceId: `device-sr${visitor}`,
        ...DEMO_LEGAL,
        ...extra,
      },
      { 'X-Client-IP': `198.51.102.${visitor}` },
    );
  };
  const accounts = async (username: string) =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE username = ?1').bind(username).first<{ n: number }>())?.n ?? 0;

  it('links the new account, which the identity then signs in to; the e-mail comes from the token when none is given', async () => {
    const token = await signToken(key, firebaseClaims('google.com', 'RegisterUid001'));
    const { status, body } = await register('LinkedPlayer1', { firebaseChannel: 'GOOGLE', firebaseIdToken: token });
    expect(status, JSON.stringify(body)).toBe(200);
    const row = await env.DB.prepare(
      `SELECT a.username, a.email, a.profile FROM social_identities s JOIN accounts a ON a.id = s.account_id
        WHERE s.provider = 'google.com' AND s.uid = 'RegisterUid001'`,
    ).first<{ username: string; email: string; profile: string }>();
    expect(row).toMatchObject({ username: 'linkedplayer1', email: 'registeruid001@social.example' });
    expect(JSON.parse(row!.profile)).toMatchObject({ provider: 'google.com', registerMethod: 'WEB' });
    // Signing in with the identity opens that account, not a new one.
    const signIn = await socialLogin(p, await signToken(key, firebaseClaims('google.com', 'RegisterUid001')), 'GOOGLE', '198.51.102.200');
    expect(signIn.status).toBe(200);
    expect((await accountOf(signIn.body.value.token)).account).toBe('linkedplayer1');
    // And the password chosen at registration logs in too.
    expect((await loginCall(p, { type: 'username', username: 'linkedplayer1', password: 'Abc12345' }, '198.51.102.201')).status).toBe(200);
  });

  it('refuses an identity linked already, and an invalid token, storing nothing', async () => {
    const token = await signToken(key, firebaseClaims('facebook.com', 'RegisterUid002'));
    expect((await register('LinkedPlayer2', { firebaseChannel: 'FACEBOOK', firebaseIdToken: token })).status).toBe(200);
    const twice = await register('LinkedPlayer3', { firebaseChannel: 'FACEBOOK', firebaseIdToken: token });
    expect(twice.body).toMatchObject({ success: false, errorCode: 'request_param_err', message: 'firebaseIdToken: already linked to an account' });
    expect(await accounts('linkedplayer3')).toBe(0);
    const forged = await register('LinkedPlayer4', {
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: await signToken(stranger, firebaseClaims('google.com', 'X1')),
    });
    expect(forged.body).toMatchObject(INVALID);
    expect(await accounts('linkedplayer4')).toBe(0);
    // The identity's own e-mail is checked against self-exclusions too, whatever e-mail was typed.
    const excludedEmail = `self-${Date.now().toString(36)}@social.example`;
    const first = await register('ExcludedSelf1', { email: excludedEmail });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const excluded = await callJson(p, '/wps/member/responsibleGaming/exclusion', {
      headers: { Authorization: first.body.value.token },
      body: { length: '6M' },
    });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const viaGoogle = await register('ExcludedSelf2', {
      email: 'someone-else@example.com',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: await signToken(key, firebaseClaims('google.com', 'ExcludedUid1', { email: excludedEmail })),
    });
    expect(viaGoogle.body).toMatchObject({ success: false, errorCode: 'rg.registration_refused' });
    expect(await accounts('excludedself2')).toBe(0);
    const noToken = await register('LinkedPlayer5', { firebaseChannel: 'GOOGLE' });
    expect(noToken.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(await accounts('linkedplayer5')).toBe(0);
  });
});
