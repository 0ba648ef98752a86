import { data, redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { formatDateTime } from '#app/i18n/format';
import { serverTranslate } from '#app/i18n/words.server';
import { href } from '#app/kernel/href';
import { LegalDocumentPageQuery } from './legal.queries.server';
import { DOCUMENT_PAGES } from './legal.schema';

/** The help centre's anchor of each document: where a brand that publishes no versions keeps it. */
const HELP_ANCHORS = { TERMS: 'terms', PRIVACY: 'privacy' } as const;
const VERSION = /^[1-9]\d{0,5}$/;

/** Where a version stands: in force, still to come, or replaced by a later one. */
export type VersionState = 'inForce' | 'coming' | 'earlier';

/**
 * /legal/terms and /legal/privacy (docs/decisions/060): the version in force (`?version=N`: any
 * other), what changed, its text, and every version with its date and what it changed. A brand that
 * publishes no versions keeps its documents in the help centre: the page leads there. An unknown or
 * malformed version is a 404 with its words; a platform that could not answer, a 503.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const kind: keyof typeof DOCUMENT_PAGES = url.pathname === DOCUMENT_PAGES.PRIVACY ? 'PRIVACY' : 'TERMS';
  const t = serverTranslate(context.locale, ['legal']);
  const asked = url.searchParams.get('version');
  const notFound = () => data({ title: t(`legal.kind.${kind}`), kind, state: 'notFound' as const, document: null }, { status: 404 });
  if (asked !== null && !VERSION.test(asked)) return notFound();
  const answer = await context.graphql(LegalDocumentPageQuery, { kind, version: asked === null ? null : Number(asked) });
  const document = answer.data?.legalDocument ?? null;
  if (!document) {
    if (!answer.data) return data({ title: t(`legal.kind.${kind}`), kind, state: 'failed' as const, document: null }, { status: 503 });
    if (asked !== null) return notFound();
    throw redirect(href('/help', { hash: HELP_ANCHORS[kind] }));
  }
  const zone = answer.data?.brand?.timeZone ?? 'UTC';
  const day = (ms: number) => formatDateTime(ms, context.locale, { dateStyle: 'long', timeZone: zone });
  const current = document.versions.find((version) => version.current) ?? null;
  const stateOf = (version: { version: number; current: boolean }): VersionState =>
    version.current ? 'inForce' : current && version.version > current.version ? 'coming' : current ? 'earlier' : 'coming';
  return {
    title: document.title,
    kind,
    state: 'shown' as const,
    document: {
      version: document.version,
      state: stateOf(document),
      effectiveText: day(document.effectiveAt),
      // The brand did not write this version in the page's language.
      otherLanguage: document.language.toLowerCase() !== context.locale.toLowerCase(),
      language: document.language,
      summary: document.summary,
      body: document.body,
      versions: document.versions.map((version) => ({
        version: version.version,
        state: stateOf(version),
        effectiveText: day(version.effectiveAt),
        summary: version.summary,
      })),
    },
  };
}
