import { readConfig, type PortalBindings } from '#gateway/index';
import { href } from '#app/kernel/href';

export type SocialProviderName = 'GOOGLE' | 'FACEBOOK';

/** The Firebase web app's public configuration (not a secret: every browser receives it). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface SocialSignInConfig {
  providers: SocialProviderName[];
  firebase: FirebaseWebConfig | null;
  /**
   * Development and tests only: a local page stands in for Google and Facebook (we do not own
   * them and tests never reach the network); it gets ID tokens signed by the platform's dev key.
   */
  devIdentityPage: string | null;
}

/** Which social sign-ins the login form offers: the brand's switches, and a Firebase app to use. */
export function socialSignInConfig(env: PortalBindings, features: { googleLogin?: boolean; facebookLogin?: boolean } | null | undefined): SocialSignInConfig {
  const devTools = readConfig(env).devTools;
  const apiKey = (env.FIREBASE_API_KEY ?? '').trim();
  const authDomain = (env.FIREBASE_AUTH_DOMAIN ?? '').trim();
  const projectId = (env.FIREBASE_PROJECT_ID ?? '').trim();
  const firebase = apiKey && authDomain && projectId ? { apiKey, authDomain, projectId } : null;
  const usable = devTools || firebase !== null;
  const providers: SocialProviderName[] = usable
    ? [...(features?.googleLogin ? (['GOOGLE'] as const) : []), ...(features?.facebookLogin ? (['FACEBOOK'] as const) : [])]
    : [];
  return { providers, firebase: devTools ? null : firebase, devIdentityPage: devTools ? href('/dev/social-sign-in') : null };
}
