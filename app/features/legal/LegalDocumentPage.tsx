import type { LinksFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { DOCUMENT_PAGES } from './legal.schema';
import type { loader } from './legal.loader.server';
import styles from './legal.css?url';

export { loader } from './legal.loader.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['legal'] };

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const STATE_LINES = { inForce: 'legal.page.versionInForce', coming: 'legal.page.versionComing', earlier: 'legal.page.versionEarlier' } as const;
const STATE_NAMES = { inForce: 'legal.page.inForce', coming: 'legal.page.coming', earlier: 'legal.page.earlier' } as const;

/**
 * The brand's terms or privacy policy (docs/decisions/060): the version shown, when it took (or
 * takes) effect and what changed, its text, and the table of every version. Public, in the page's
 * language where the brand wrote it (else it says which language it is in).
 */
export default function LegalDocumentPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const path = DOCUMENT_PAGES[page.kind];
  if (page.state !== 'shown' || !page.document) {
    return (
      <article className="legal-page" aria-labelledby="legal-title">
        <h1 id="legal-title">{page.title}</h1>
        {page.state === 'failed' ? <SectionError what={page.title} /> : <p>{t('legal.page.notFound')}</p>}
        <p>
          <Link to={href(path)}>{t('legal.page.readCurrent')}</Link>
        </p>
      </article>
    );
  }
  const document = page.document;
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{page.title}</h1>
      <p className="legal-page__version">{t(STATE_LINES[document.state], { version: document.version, date: document.effectiveText })}</p>
      {document.state === 'inForce' ? null : (
        <p>
          <Link to={href(path)}>{t('legal.page.readCurrent')}</Link>
        </p>
      )}
      {document.otherLanguage ? (
        <p role="note" className="muted">
          {t('legal.page.languageNote')}
        </p>
      ) : null}
      <section aria-labelledby="legal-changes-title" className="legal-page__changes">
        <h2 id="legal-changes-title">{t('legal.page.changesTitle')}</h2>
        <p>{document.summary}</p>
      </section>
      <div className="legal-page__body" lang={document.otherLanguage ? document.language : undefined}>
        {document.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="legal-versions-title">
        <h2 id="legal-versions-title">{t('legal.page.versionsTitle')}</h2>
        <SmallTable
          labelledBy="legal-versions-title"
          rowHeader
          rows={document.versions}
          rowKey={(version) => String(version.version)}
          columns={[
            {
              id: 'version',
              header: t('legal.page.version'),
              show: (version) =>
                version.version === document.version ? (
                  <span aria-current="page">
                    {version.version} <span className="visually-hidden">({t('legal.page.reading')})</span>
                  </span>
                ) : (
                  <Link to={href(path, { search: { version: String(version.version) } })} aria-label={t('legal.page.open', { version: version.version })}>
                    {version.version}
                  </Link>
                ),
            },
            { id: 'effective', header: t('legal.page.effective'), value: (version) => version.effectiveText },
            { id: 'state', header: t('legal.page.state'), value: (version) => t(STATE_NAMES[version.state]) },
            { id: 'changes', header: t('legal.page.changes'), value: (version) => version.summary },
          ]}
        />
      </section>
    </article>
  );
}
