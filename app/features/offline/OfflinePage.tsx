import { Link } from '@remix-run/react';
import { useShell } from '#app/kernel/use-shell';
import { titledMeta } from '#app/i18n/page-title';
import { pageTitle } from '#app/i18n/page-title.server';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';

/**
 * The offline page (/offline): what the service worker (service-worker.ts) answers for a page it
 * cannot fetch and has not kept. Fetched at install without the browser's cookies, so it is a
 * visitor's page and holds nothing personal. Bare and without scripts (`handle`): it is served at
 * whatever address the visitor asked for, where the app could not start anyway; "Try again" asks
 * for that same address again.
 */
export const handle: RouteHandle & { bare: true; scripts: false } = { namespaces: [], bare: true, scripts: false };

export async function loader({ context }: LoaderFunctionArgs) {
  return { title: pageTitle(context.locale, 'offline.title') };
}

export const meta = titledMeta;

export default function OfflinePage() {
  const shell = useShell();
  const { t } = useTranslation();
  const brand = shell?.shell?.brand?.name ?? '';
  return (
    <section className="offline" aria-labelledby="offline-title">
      <img src={shell?.shell?.brandTheme.logoUrl ?? '/brand/logo.svg'} alt="" width="72" height="72" />
      <p className="offline__brand">{brand}</p>
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p>{t('offline.body')}</p>
      <div className="offline__actions">
        {/* An empty href is the document's own address, its query included (a GET form would drop
            the query): the page the visitor asked for, where the service worker served this one. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a className="button" href="">
          {t('offline.retry')}
        </a>
        <Link className="button button--ghost" to="/" reloadDocument>
          {t('offline.home')}
        </Link>
      </div>
    </section>
  );
}
