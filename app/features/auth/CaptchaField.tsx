import { FormField, type Problem } from '../../components/FormField';
import { useTranslation } from '../../i18n/react';

export interface CaptchaChallenge {
  id: string;
  image: string;
}

/** The captcha image, its answer field and the challenge id the answer belongs to. */
export function CaptchaField({ idPrefix, captcha, problem }: { idPrefix: string; captcha: CaptchaChallenge; problem?: Problem | null }) {
  const { t } = useTranslation();
  return (
    <FormField
      id={`${idPrefix}-captcha`}
      name="captcha"
      label={t('auth.captcha')}
      autoComplete="off"
      required
      maxLength={10}
      problem={problem}
      after={
        <>
          <img src={captcha.image} alt={t('auth.captchaImage')} width="120" height="40" className="captcha-image" />
          <input type="hidden" name="captchaId" value={captcha.id} />
        </>
      }
    />
  );
}
