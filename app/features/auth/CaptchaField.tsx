import { useEffect, useState } from 'react';
import { FormField, type Problem } from '#app/components/FormField';
import { useTranslation } from '#app/i18n/react';
import { TurnstileField } from './TurnstileField';
import { href } from '#app/kernel/href';

export interface CaptchaChallenge {
  id: string;
  image: string;
  /** The brand verifies logins with Cloudflare Turnstile: its widget replaces the image. */
  turnstile?: { siteKey: string; standIn: boolean } | null;
}

/** The refresh control asks for a new image at most once a second (docs/spec-index.md#constants-and-limits). */
export const CAPTCHA_REFRESH_MS = 1_000;

/**
 * The captcha image, its answer field and the challenge id the answer belongs to (or Turnstile's
 * widget). A "new image" control (once JavaScript runs) replaces a challenge the visitor cannot read.
 */
export function CaptchaField({ idPrefix, captcha, problem }: { idPrefix: string; captcha: CaptchaChallenge; problem?: Problem | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState({ id: captcha.id, image: captcha.image });
  const [hydrated, setHydrated] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  // A new challenge from the server (after a failed submission) replaces the one shown.
  useEffect(() => setCurrent({ id: captcha.id, image: captcha.image }), [captcha.id, captcha.image]);
  useEffect(() => setHydrated(true), []);
  if (captcha.turnstile)
    return <TurnstileField idPrefix={idPrefix} siteKey={captcha.turnstile.siteKey} standIn={captcha.turnstile.standIn} problem={problem} />;
  const refresh = async () => {
    if (waiting) return;
    setWaiting(true);
    const released = new Promise((resolve) => setTimeout(resolve, CAPTCHA_REFRESH_MS));
    try {
      const response = await fetch(href('/resources/captcha'), { headers: { Accept: 'application/json' }, cache: 'no-store' });
      const next = response.ok ? ((await response.json()) as { id: string; image: string } | null) : null;
      setFailed(!next);
      if (next) setCurrent(next);
    } catch {
      setFailed(true);
    }
    await released;
    setWaiting(false);
  };
  return (
    <FormField
      id={`${idPrefix}-captcha`}
      name="captcha"
      label={t('login.captcha')}
      autoComplete="off"
      required
      maxLength={10}
      problem={problem}
      after={
        <>
          <img src={current.image} alt={t('login.captchaImage')} width="120" height="40" className="captcha-image" />
          {hydrated ? (
            <button type="button" className="button button--small button--ghost" onClick={refresh} disabled={waiting}>
              {t('login.captchaRefresh')}
            </button>
          ) : null}
          {failed ? (
            <span className="form-error" role="alert">
              {t('login.captchaRefreshFailed')}
            </span>
          ) : null}
          <input type="hidden" name="captchaId" value={current.id} />
        </>
      }
    />
  );
}
