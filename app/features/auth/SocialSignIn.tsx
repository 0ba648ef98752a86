import { useLocation, useSubmit } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import type { SocialProviderName, SocialSignInConfig } from './social.server';

const LABELS: Record<SocialProviderName, string> = { GOOGLE: 'social.google', FACEBOOK: 'social.facebook' };

/**
 * Google and Facebook sign-in buttons (they need JavaScript: the providers' sign-in runs in a
 * popup). The token goes to the /login action like any other login; the session cookie follows.
 */
export function SocialSignIn({ config, redirectTo, disabled }: { config: SocialSignInConfig; redirectTo: string; disabled: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  const [pending, setPending] = useState<SocialProviderName | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!config.providers.length) return null;

  const signIn = async (provider: SocialProviderName) => {
    setProblem(null);
    setPending(provider);
    try {
      const social = await import('./social-sign-in.client');
      const idToken = config.devIdentityPage
        ? await social.devIdentityToken(provider, config.devIdentityPage)
        : config.firebase
          ? await social.firebaseIdToken(provider, config.firebase)
          : null;
      if (!idToken) throw new Error('social sign-in is not configured');
      submit({ intent: 'social', provider, idToken, redirectTo }, { method: 'post', action: `/login${location.search}` });
    } catch (error) {
      setProblem(error instanceof Error && error.name === 'SocialSignInCancelled' ? 'social.errors.cancelled' : 'social.errors.failed');
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="social-sign-in js-only" role="group" aria-label={t('social.title')}>
      <p className="muted social-sign-in__or">{t('social.or')}</p>
      {config.providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button button--ghost social-sign-in__button social-sign-in__button--${provider.toLowerCase()}`}
          disabled={disabled || pending !== null}
          aria-busy={pending === provider}
          onClick={() => void signIn(provider)}
        >
          {t(LABELS[provider])}
        </button>
      ))}
      {problem ? (
        <p className="form-error" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
