import type { Language } from '../../i18n/config';
import { namespaces } from '../../i18n/namespaces.server';
import { resources } from '../../i18n/resources';
import { createTranslate, type Translate } from '../../i18n/translate';

/** `t` with the common words, the tables' (totals), the records namespace (the CSV's refusals) and the agent reports', on the server. */
export function agentReportsTranslate(locale: Language): Translate {
  return createTranslate({
    ...resources[locale].common,
    ...namespaces[locale].reports,
    ...namespaces[locale].records,
    ...namespaces[locale].agentReports,
  } as Parameters<typeof createTranslate>[0]);
}
