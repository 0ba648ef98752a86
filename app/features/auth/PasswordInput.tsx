import { useState } from 'react';
import { FormField, type Problem } from '#app/components/FormField';
import { useTranslation } from '#app/i18n/react';

/**
 * A password field with its rule hint, its error and a show/hide toggle (the toggle needs
 * JavaScript; without it the field stays hidden text).
 */
export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  problem,
  hint,
  toggle = false,
}: {
  id: string;
  name: string;
  /** A translation key. */
  label: string;
  autoComplete: string;
  problem?: Problem | null;
  hint?: Problem | null;
  toggle?: boolean;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FormField
      id={id}
      name={name}
      label={t(label)}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      maxLength={128}
      problem={problem}
      hint={hint}
      after={
        toggle ? (
          <button type="button" className="button button--small button--ghost js-only" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            {t('auth.showPassword')}
          </button>
        ) : undefined
      }
    />
  );
}
