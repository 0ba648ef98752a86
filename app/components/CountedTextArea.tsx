import { useState } from 'react';
import { characterCount } from '#app/components/forms/character-count';
import { readProblem } from '#app/components/forms/problem';
import { useTranslation } from '#app/i18n/react';

/**
 * A required text area with a live count of its characters against `max` (over it, the count turns
 * into an error) and its error, both tied to it by aria-describedby: feedback's text and a
 * complaint's messages. `fieldKey` is conform's key of the field, so a reset answer redraws it with
 * the values kept.
 */
export function CountedTextArea({
  id,
  name,
  label,
  max,
  counterKey,
  rows,
  initialValue,
  fieldKey,
  errors,
}: {
  id: string;
  name: string;
  /** Already translated. */
  label: string;
  max: number;
  /** The counter's words, a key taking `count` and `max`. */
  counterKey: string;
  rows: number;
  initialValue?: unknown;
  fieldKey?: string;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const initial = typeof initialValue === 'string' ? initialValue : '';
  const [count, setCount] = useState(() => characterCount(initial));
  const error = errors?.[0] ? readProblem(errors[0]) : null;
  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
        <span aria-hidden="true" className="required-mark">
          {' '}
          *
        </span>
      </span>
      <textarea
        key={fieldKey}
        id={id}
        name={name}
        rows={rows}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        defaultValue={initial}
        onInput={(event) => setCount(characterCount(event.currentTarget.value.trim()))}
      />
      <p id={`${id}-counter`} className={count > max ? 'field-error' : 'muted'}>
        {t(counterKey, { count, max })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error.key, error.params)}
        </p>
      ) : null}
    </div>
  );
}
