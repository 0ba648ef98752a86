import { useTranslation } from '../../i18n/react';
import type { FieldProblem } from './validation';

/** A password field with its rule hint and its error, both read out with the field. */
export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  problem,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  problem?: FieldProblem;
  hint?: FieldProblem | null;
}) {
  const { t } = useTranslation();
  const describedBy = [problem ? `${id}-error` : null, hint ? `${id}-rule` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{t(label)}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={128}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-rule`} className="muted">
          {t(hint.key, hint.params)}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
    </div>
  );
}
