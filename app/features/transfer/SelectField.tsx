import { useTranslation } from '#app/i18n/react';
import { readProblem } from '#app/components/forms/problem';

/** A labelled select with its error tied to it (aria-describedby), in the markup of <FormField>. */
export function SelectField({
  id,
  name,
  label,
  options,
  names,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  /** Already translated. */
  label: string;
  options: readonly { value: string; label: string }[];
  /** The options are names (accounts, wallets): never translated (`translate="no"`, ADR 041). */
  names?: boolean;
  defaultValue?: string;
  /** Conform's errors for the field (the first is shown). */
  error?: readonly string[] | null;
}) {
  const { t } = useTranslation();
  const problem = error?.length ? readProblem(error[0]!) : null;
  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
      </span>
      <select id={id} name={name} defaultValue={defaultValue} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={names ? 'no' : undefined}>
            {option.label}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {t(problem.key, problem.params)}
        </p>
      ) : null}
    </div>
  );
}
