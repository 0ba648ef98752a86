import { Link } from '@remix-run/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { readProblem, type Problem as KeyedProblem } from '#app/components/forms/problem';

/**
 * What a form answer says about one field: a translation key with its values, an encoded problem
 * string (forms/problem.ts), or conform's list of them (the first is shown).
 */
export type Problem = string | readonly string[] | KeyedProblem;

/** The problem to show, if any. */
function firstProblem(value: Problem | null | undefined): KeyedProblem | null {
  if (!value) return null;
  if (typeof value === 'string') return readProblem(value);
  if (Array.isArray(value)) return value.length ? readProblem(value[0]) : null;
  return value as KeyedProblem;
}

function ProblemText({ id, problem, className }: { id: string; problem: KeyedProblem; className: string }) {
  const { t } = useTranslation();
  const text = t(problem.key, problem.params);
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
  const shown = firstProblem(problem);
  const rule = firstProblem(hint);
  const describedBy = [shown ? `${id}-error` : null, rule ? `${id}-rule` : null].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      name={name}
      aria-required={requiredMark || input.required || undefined}
      aria-invalid={shown ? true : undefined}
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
      {rule ? <ProblemText id={`${id}-rule`} problem={rule} className="muted" /> : null}
      {shown ? <ProblemText id={`${id}-error`} problem={shown} className="field-error" /> : null}
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
  const shown = firstProblem(problem);
  return (
    <>
      <div className="field field--inline">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-required={required || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
        {required ? (
          <span aria-hidden="true" className="required-mark">
            *
          </span>
        ) : null}
      </div>
      {shown ? <ProblemText id={`${id}-error`} problem={shown} className="field-error" /> : null}
    </>
  );
}

/**
 * Refusals the form cannot resolve, and the page that does: a brand's verification gate (a
 * deposit, a withdrawal, a transfer, a game; docs/decisions/057) and its age check before any
 * game lead to the verification page (a visitor logs in, or registers from the login, on the way).
 */
const NEXT_STEPS: Readonly<Record<string, { to: string; label: string }>> = {
  'playerProtection.verificationRequired': { to: '/member/verification', label: 'playerProtection.toVerification' },
  'playerProtection.ageCheckRequired': { to: '/member/verification', label: 'playerProtection.toVerification' },
};

/** The form-level message (announced at once), with the page that resolves it where one does, or nothing. */
export function FormError({ problem }: { problem?: Problem | null }) {
  const { t } = useTranslation();
  const shown = firstProblem(problem);
  if (!shown) return null;
  const next = NEXT_STEPS[shown.key];
  return (
    <p className="form-error" role="alert">
      {t(shown.key, shown.params)}
      {next ? (
        <>
          {' '}
          <Link to={next.to}>{t(next.label)}</Link>
        </>
      ) : null}
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
