import { useId } from 'react';
import { useTranslation } from '#app/i18n/react';

/** The member filter of a report: a team member's username, said so under the field when the platform refused it. */
export function UsernameFilter({ value, problem }: { value: string | null; problem: string | null }) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <label className="field field--compact">
      <span>{t('agentReports.filters.username')}</span>
      <input
        type="search"
        name="username"
        defaultValue={value ?? ''}
        maxLength={60}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem ? (
        <span id={errorId} className="field__error" role="alert">
          {t('agentReports.errors.username')}
        </span>
      ) : null}
    </label>
  );
}
