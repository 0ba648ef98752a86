import { useLocation, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { readProblem } from '#app/components/forms/problem';
import { useTranslation } from '#app/i18n/react';
import type { SocialProviderName, SocialSignInConfig } from './social.server';
import { href } from '#app/kernel/href';

const LABELS: Record<SocialProviderName, string> = { GOOGLE: 'social.google', FACEBOOK: 'social.facebook' };

/** A Firebase ID token from the provider's sign-in (a popup; the development stand-in in development and tests). */
async function providerIdToken(config: SocialSignInConfig, provider: SocialProviderName): Promise<string> {
  const social = await import('./social-sign-in.client');
  const idToken = config.devIdentityPage
    ? await social.devIdentityToken(provider, config.devIdentityPage)
    : config.firebase
      ? await social.firebaseIdToken(provider, config.firebase)
      : null;
  if (!idToken) throw new Error('social sign-in is not configured');
  return idToken;
}

/**
 * A provider's token for a control that waits on it: which provider is under way, and what a failed
 * sign-in says (cancelled: the window closed; else failed). `withToken` gets the token.
 */
function useProviderToken(config: SocialSignInConfig) {
  const [pending, setPending] = useState<SocialProviderName | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const obtain = async (provider: SocialProviderName, withToken: (idToken: string) => void) => {
    setProblem(null);
    setPending(provider);
    try {
      withToken(await providerIdToken(config, provider));
    } catch (error) {
      setProblem(error instanceof Error && error.name === 'SocialSignInCancelled' ? 'social.errors.cancelled' : 'social.errors.failed');
    } finally {
      setPending(null);
    }
  };
  return { pending, problem, obtain };
}

/**
 * Google and Facebook sign-in buttons (they need JavaScript: the providers' sign-in runs in a
 * popup). The token goes to the /login action like any other login; the session cookie follows.
 */
export function SocialSignIn({ config, redirectTo, disabled }: { config: SocialSignInConfig; redirectTo: string; disabled: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  const { pending, problem, obtain } = useProviderToken(config);
  if (!config.providers.length) return null;

  const signIn = (provider: SocialProviderName) =>
    obtain(provider, (idToken) =>
      submit({ intent: 'social', provider, idToken, redirectTo }, { method: 'post', action: href('/login', { search: location.search }) }),
    );

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

/**
 * The registration form's link to a Google or Facebook identity (the register payload's
 * firebaseChannel and firebaseIdToken): the provider's sign-in runs in a popup, and its token
 * goes with the form in hidden fields, so the new account can later be signed in to with that
 * identity too. Optional, and it needs JavaScript (the form works without it, unlinked).
 */
export function SocialLink({ config, problem: refused }: { config: SocialSignInConfig; problem?: string[] }) {
  const { t } = useTranslation();
  const [linked, setLinked] = useState<{ provider: SocialProviderName; idToken: string } | null>(null);
  const { pending, problem, obtain } = useProviderToken(config);
  // The form's answer about the link (an identity with an account already) stands until a new link.
  const [relinked, setRelinked] = useState(false);
  useEffect(() => setRelinked(false), [refused]);
  // The control pressed goes away (link ↔ remove): focus follows to the one that takes its place.
  const removeButton = useRef<HTMLButtonElement>(null);
  const firstLinkButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (linked ? removeButton : firstLinkButton).current?.focus();
  }, [linked]);
  if (!config.providers.length) return null;
  const link = (provider: SocialProviderName) =>
    obtain(provider, (idToken) => {
      moveFocus.current = true;
      setLinked({ provider, idToken });
      setRelinked(true);
    });
  const answer = !relinked && refused?.[0] ? readProblem(refused[0]) : null;
  const shown = problem ? t(problem) : answer ? t(answer.key, answer.params) : null;
  return (
    <fieldset className="social-link js-only" aria-describedby="social-link-note">
      <legend>{t('register.social.title')}</legend>
      <p id="social-link-note" className="muted">
        {t('register.social.note')}
      </p>
      {linked ? (
        <>
          {/* The form's other status (a code sent) is its own: this one is there only while linked. */}
          <p role="status">{t('register.social.linked', { provider: t(`register.social.providers.${linked.provider}`) })}</p>
          <input type="hidden" name="firebaseChannel" value={linked.provider} />
          <input type="hidden" name="firebaseIdToken" value={linked.idToken} />
          <button
            ref={removeButton}
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              moveFocus.current = true;
              setLinked(null);
            }}
          >
            {t('register.social.remove')}
          </button>
        </>
      ) : (
        <div className="social-link__buttons">
          {config.providers.map((provider, index) => (
            <button
              key={provider}
              ref={index === 0 ? firstLinkButton : undefined}
              type="button"
              className={`button button--small button--ghost social-sign-in__button--${provider.toLowerCase()}`}
              disabled={pending !== null}
              aria-busy={pending === provider}
              onClick={() => void link(provider)}
            >
              {t('register.social.link', { provider: t(`register.social.providers.${provider}`) })}
            </button>
          ))}
        </div>
      )}
      {shown ? (
        <p className="form-error" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
