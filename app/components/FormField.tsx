import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/react';

/** A translation key with its values, or a bare key: what a form answer says about one field. */
export type Problem = string | { key: string; params?: Record<string, number | string> };

function ProblemText({ id, problem, className }: { id: string; problem: Problem; className: string }) {
  const { t } = useTranslation();
  const text = typeof problem === 'string' ? t(problem) : t(problem.key, problem.params);
  return (
    <p id={id} className={className}>
      {text}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'children'>;

/**
 * One labelled input with its rule hint and its error, both tied to the input by
 * aria-describedby so a screen reader reads them with the field. Every auth form uses it.
 */
export function FormField({
  id,
  name,
  label,
  problem,
  hint,
  requiredMark = false,
  after,
  ...input
}: InputProps & {
  id: string;
  name: string;
  /** Already translated. */
  label: string;
  problem?: Problem | null;
  hint?: Problem | null;
  /** Shows a visual '*' (the input's aria-required says it to screen readers). */
  requiredMark?: boolean;
  /** Controls shown beside the input (a show-password toggle, a send-code button). */
  after?: ReactNode;
}) {
  const describedBy = [problem ? `${id}-error` : null, hint ? `${id}-rule` : null].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      name={name}
      aria-required={requiredMark || input.required || undefined}
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  return (
    <div className="field">
      <span className="field__label">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label so the field's name stays clean. */}
        {requiredMark ? (
          <span aria-hidden="true" className="required-mark">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {after ? (
        <div className="field__row">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {hint ? <ProblemText id={`${id}-rule`} problem={hint} className="muted" /> : null}
      {problem ? <ProblemText id={`${id}-error`} problem={problem} className="field-error" /> : null}
    </div>
  );
}

/** A labelled checkbox with its error. */
export function CheckboxField({
  id,
  name,
  children,
  problem,
  defaultChecked,
  required = false,
}: {
  id: string;
  name: string;
  children: ReactNode;
  problem?: Problem | null;
  defaultChecked?: boolean;
  /** Must be ticked to go on: said to screen readers, and marked with '*'. */
  required?: boolean;
}) {
  return (
    <>
      <div className="field field--inline">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
        {required ? (
          <span aria-hidden="true" className="required-mark">
            *
          </span>
        ) : null}
      </div>
      {problem ? <ProblemText id={`${id}-error`} problem={problem} className="field-error" /> : null}
    </>
  );
}

/** The form-level message (announced at once), or nothing. */
export function FormError({ problem }: { problem?: Problem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p className="form-error" role="alert">
      {typeof problem === 'string' ? t(problem) : t(problem.key, problem.params)}
    </p>
  );
}

/**
 * Pressing Enter submits a form through its first submit button. Forms whose first button is a
 * secondary one ("send code") start with this hidden copy of the main action instead.
 */
export function DefaultSubmit({ name = 'intent', value }: { name?: string; value: string }) {
  return <button type="submit" name={name} value={value} hidden tabIndex={-1} />;
}
