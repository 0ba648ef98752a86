import { useId, type ReactNode } from 'react';
import { DeferredSection } from '../../components/DeferredSection';
import type { Streamed } from '../../components/deferred.server';
import { useTranslation } from '../../i18n/react';

type ReportKind = 'statements' | 'revenue' | 'transactions';
type ReportPageName = 'palStatementsAgentCopy' | 'agentRevenueReport' | 'agentDownlineTransactionDetailsCopy';

/**
 * The frame every agent report table shares: its heading, what it shows, the time zone its days
 * are counted in, and the table streamed in (the fallback is the same table, loading).
 */
export function ReportShell<T>({
  page,
  kind,
  zone,
  resolve,
  table,
}: {
  page: ReportPageName;
  kind: ReportKind;
  zone: string;
  resolve: Streamed<T>;
  /** The table for a page of rows, or for `null` while loading. */
  table: (page: T | null, loading: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>{t(`agentReports.pages.${page}`)}</h1>
      <p>{t(`agentReports.${kind}.intro`)}</p>
      <p className="muted">{t('agentReports.zoneNote', { zone })}</p>
      <DeferredSection resolve={resolve} label={t(`agentReports.${kind}.caption`)} fallback={table(null, true)}>
        {(value) => table(value, false)}
      </DeferredSection>
    </section>
  );
}

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
