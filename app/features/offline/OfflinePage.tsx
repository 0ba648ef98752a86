import { Link } from '@remix-run/react';
import { useShell } from '#app/features/shell/use-shell';
import { titledMeta } from '#app/i18n/page-title';
import { pageTitle } from '#app/i18n/page-title.server';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';

/**
 * The offline page (/offline): what the service worker (service-worker.ts) answers for a page it
 * cannot fetch and has not kept. Fetched at install without the browser's cookies, so it is a
 * visitor's page and holds nothing personal. Bare and without scripts (`handle`): it is served at
 * whatever address the visitor asked for, where the app could not start anyway; "Try again" is a
 * form that asks for that same address again.
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
        {/* A form without an action asks again for the page's own address: the one the visitor asked
            for, where the service worker served this page in its place. */}
        <form method="get">
          <button type="submit" className="button">
            {t('offline.retry')}
          </button>
        </form>
        <Link className="button button--ghost" to="/" reloadDocument>
          {t('offline.home')}
        </Link>
      </div>
    </section>
  );
}
