import type { FirebaseWebConfig, SocialProviderName } from './social.server';

const PROVIDER_IDS: Record<SocialProviderName, 'google.com' | 'facebook.com'> = { GOOGLE: 'google.com', FACEBOOK: 'facebook.com' };

/** The user closed the sign-in window, or the provider refused. */
export class SocialSignInCancelled extends Error {
  override name = 'SocialSignInCancelled';
}

/**
 * Signs in with Google or Facebook and answers the Firebase ID token. The Firebase SDK is loaded
 * only now, when the visitor asks for it (it is not part of any page's bundle).
 */
export async function firebaseIdToken(provider: SocialProviderName, config: FirebaseWebConfig): Promise<string> {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(config);
  const authProvider = provider === 'GOOGLE' ? new auth.GoogleAuthProvider() : new auth.FacebookAuthProvider();
  try {
    const result = await auth.signInWithPopup(auth.getAuth(app), authProvider);
    return await result.user.getIdToken();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') throw new SocialSignInCancelled(code);
    throw error;
  }
}

/**
 * Development and tests: the local identity page in a popup hands back an ID token signed by the
 * reference platform's development key, by a message to this window.
 */
export function devIdentityToken(provider: SocialProviderName, page: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const popup = window.open(`${page}?provider=${PROVIDER_IDS[provider]}`, 'social-sign-in', 'popup,width=480,height=640');
    if (!popup) return reject(new SocialSignInCancelled('popup blocked'));
    let settled = false;
    const onMessage = (event: MessageEvent) => {
      // Our own origin only (the platform verifies the token anyway).
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; idToken?: string };
      if (data?.type !== 'social-id-token' || typeof data.idToken !== 'string') return;
      // Its work done, the identity page is closed from here (DevSocialSignInPage.tsx says why).
      popup.close();
      done();
      resolve(data.idToken);
    };
    const watch = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(watch);
      // Closed by the person before a token came: cancelled, a moment later (a message posted as the
      // window was closed may still be on its way).
      setTimeout(() => {
        if (settled) return;
        done();
        reject(new SocialSignInCancelled('closed'));
      }, 400);
    }, 250);
    const done = () => {
      settled = true;
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
  });
}
