import { FormField, type Problem } from '#app/components/FormField';
import { useTranslation } from '#app/i18n/react';
import { TurnstileField } from './TurnstileField';

export interface CaptchaChallenge {
  id: string;
  image: string;
  /** The brand verifies logins with Cloudflare Turnstile: its widget replaces the image. */
  turnstile?: { siteKey: string; standIn: boolean } | null;
}

/** The captcha image, its answer field and the challenge id the answer belongs to (or Turnstile's widget). */
export function CaptchaField({ idPrefix, captcha, problem }: { idPrefix: string; captcha: CaptchaChallenge; problem?: Problem | null }) {
  const { t } = useTranslation();
  if (captcha.turnstile)
    return <TurnstileField idPrefix={idPrefix} siteKey={captcha.turnstile.siteKey} standIn={captcha.turnstile.standIn} problem={problem} />;
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
          <img src={captcha.image} alt={t('login.captchaImage')} width="120" height="40" className="captcha-image" />
          <input type="hidden" name="captchaId" value={captcha.id} />
        </>
      }
    />
  );
}
