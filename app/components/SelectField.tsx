import type { SelectHTMLAttributes } from 'react';
import type { Problem } from '#app/components/FormField';
import { readProblem, type Problem as KeyedProblem } from '#app/components/forms/problem';
import { useTranslation } from '#app/i18n/react';

function firstProblem(value: Problem | null | undefined): KeyedProblem | null {
  if (!value) return null;
  if (typeof value === 'string') return readProblem(value);
  if (Array.isArray(value)) return value.length ? readProblem(value[0] as string) : null;
  return value as KeyedProblem;
}

/** A labelled select with its error, tied to it by aria-describedby (the select twin of FormField). */
export function SelectField({
  id,
  name,
  label,
  problem,
  options,
  names,
  placeholder,
  requiredMark = false,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'children'> & {
  id: string;
  name: string;
  /** Already translated. */
  label: string;
  problem?: Problem | null;
  /** Values and their (translated) labels, in order. */
  options: readonly { value: string; label: string }[];
  /** The options are names (banks, cards): never translated (`translate="no"`, ADR 041). */
  names?: boolean;
  /** The empty first choice (translated), for a field that may stay unset. */
  placeholder: string;
  requiredMark?: boolean;
}) {
  const { t } = useTranslation();
  const shown = firstProblem(problem);
  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
        {requiredMark ? (
          <span aria-hidden="true" className="required-mark">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <select
        id={id}
        name={name}
        aria-required={requiredMark || undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={names ? 'no' : undefined}>
            {option.label}
          </option>
        ))}
      </select>
      {shown ? (
        <p id={`${id}-error`} className="field-error">
          {t(shown.key, shown.params)}
        </p>
      ) : null}
    </div>
  );
}
