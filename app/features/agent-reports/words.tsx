import { useMemo, type ReactNode } from 'react';
import { MoreTranslations, useTranslation } from '#app/i18n/react';

/**
 * The calendar presets' labels (this/last week and month) for <DateRangeField>, from the
 * agentReports namespace, merged into the shared dateRange words for the reports below it only.
 */
export function AgentDateWords({ children }: { children: ReactNode }) {
  const { resources } = useTranslation();
  const extra = useMemo(() => {
    const dateRange = (resources as { dateRange?: { presets?: Record<string, string> } }).dateRange ?? {};
    const mine = (resources as { agentReports?: { presets?: Record<string, string> } }).agentReports?.presets ?? {};
    return { dateRange: { ...dateRange, presets: { ...dateRange.presets, ...mine } } };
  }, [resources]);
  return <MoreTranslations resources={extra}>{children}</MoreTranslations>;
}
