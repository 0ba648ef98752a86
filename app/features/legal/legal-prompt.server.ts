import type { AppLoadContext } from '@remix-run/cloudflare';
import { formatDateTime } from '#app/i18n/format';
import { LegalPendingQuery } from './legal.queries.server';
import type { LegalPromptItem } from './legal.schema';

/**
 * What the acceptance dialog shows (features/legal/LegalAcceptance.tsx), read only for a member
 * whose account says something waits (`me.legalPending`, which costs the page nothing more): the
 * other pages make no call for it. Null when nothing waits or the record could not be read (the
 * platform still refuses a launch or a deposit meanwhile, so nothing is skipped by a failed read).
 */
export async function legalPromptOf(context: AppLoadContext, pending: readonly string[] | undefined, timeZone: string): Promise<LegalPromptItem[] | null> {
  if (!pending?.length) return null;
  const answer = await context.graphql(LegalPendingQuery);
  const items = answer.data?.legalRecord?.pending ?? [];
  if (!items.length) return null;
  const accepted = new Set(answer.data?.legalRecord?.acceptances.map((acceptance) => acceptance.kind));
  return items.map((item) => ({
    first: !accepted.has(item.kind),
    kind: item.kind,
    version: item.version,
    title: item.title,
    summary: item.summary,
    effectiveText: formatDateTime(item.effectiveAt, context.locale, { dateStyle: 'long', timeZone }),
  }));
}
