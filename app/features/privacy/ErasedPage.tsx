import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { eraseAfterOf } from './privacy.schema';
import styles from './privacy.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['privacy'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** After an erasure request (the account closed, the session ended): what happens now, and when. */
export function loader({ request }: LoaderFunctionArgs) {
  return { eraseAfter: eraseAfterOf(new URL(request.url).searchParams.get('erase')) };
}

export default function ErasedPage() {
  const { eraseAfter } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <section className="my-data-page" aria-labelledby="my-data-erased-title">
      <h1 id="my-data-erased-title">{t('privacy.erasedTitle')}</h1>
      <p>{t('privacy.erasedClosed')}</p>
      {eraseAfter ? (
        <p>
          {t('privacy.erasedWhen')} <LocalTime ms={eraseAfter} locale={i18n.language} />
        </p>
      ) : null}
      <p>{t('privacy.erasedKept')}</p>
      <p>
        <Link className="button" to={href('/')}>
          {t('privacy.erasedHome')}
        </Link>
      </p>
    </section>
  );
}
