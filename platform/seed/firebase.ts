/**
 * Social sign-in configuration of the demo brand (table brand_firebase): the Firebase project whose
 * ID tokens are accepted and the public keys their signatures are checked against.
 *
 * The demo brand trusts ONE locally generated development key (RSA 2048, RS256, kid
 * DEV_FIREBASE_KID). Its private half is the DEVELOPMENT-ONLY variable FIREBASE_DEV_PRIVATE_JWK of
 * platform/wrangler.toml (public, in git, absent from [env.production]); POST /__dev/firebase-token
 * signs Firebase-shaped ID tokens with it, standing in for Google and Facebook in local runs and
 * end-to-end tests. A live brand stores Google's published securetoken keys here instead; in
 * production the platform refuses the development kid whatever the table says.
 * Which providers the brand offers is the whitelabel tree's business (GOOGLELOGIN3, FBLOGIN3, on
 * in the demo seed); the flags here say which providers the Firebase project signs in with.
 */
import { DEMO_MERCHANT } from './brand';
import { insertRows } from './sql';

export const DEMO_FIREBASE_PROJECT_ID = 'aurora-play-demo';

/** The key id of the development signing key; refused when ENVIRONMENT is "production". */
export const DEV_FIREBASE_KID = 'aurora-dev-firebase-1';

/** The public half of the development key (its private half: FIREBASE_DEV_PRIVATE_JWK). */
export const DEV_FIREBASE_PUBLIC_JWK = {
  kid: DEV_FIREBASE_KID,
  kty: 'RSA',
  alg: 'RS256',
  use: 'sig',
  e: 'AQAB',
  n:
    'zkgPwJJ8Q2QifvaPQpIXFrJm_locXXRoSDYQ3om2wF3lMH3awNfc_ZETEoYlwEo7HtsWcOE6NZYozV-cj5Oti1UndidfMCw0xK3g' +
    'gQNCxgVrro_PeqHbLF34SApeJ9uYUM_VGmhid0crFOX9Y1BkvV8-Me9OR4H1XuyKb2K3tMJqeGumB5os3TOzdb5aefMtNVHMGnXn' +
    'qsd2qpC9W1mHDM7qn-bXXKf-locETOXP8GcSiVCzBeT2KRGbiM-M2UXUVu5bCXu6W4bySsP8-L5OLfpH9Ca36jtw7C1Mdv9PH86M' +
    'H10Q5bevm1JKE2GIBUdclwqZrxVlzL8hylagzXVIjQ',
} as const;

export function firebaseSeedSql(): string[] {
  return insertRows(
    'brand_firebase',
    ['merchant_code', 'project_id', 'jwks', 'google_enabled', 'facebook_enabled'],
    [[DEMO_MERCHANT, DEMO_FIREBASE_PROJECT_ID, JSON.stringify({ keys: [DEV_FIREBASE_PUBLIC_JWK] }), 1, 1]],
  );
}
