import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { lobbyMeta } from './Lobby';
import { ProvidersPageQuery } from './lobby.query.server';
import { lobbyTranslate } from './lobby.server';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';
import { LazyImage } from '#app/components/LazyImage';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

/** /providers: every vendor with its logo, linking to its games (under its first game type). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(ProvidersPageQuery);
  return {
    title: lobbyTranslate(context.locale)('lobby.routes.providers'),
    providers: data?.providers ?? null,
  };
}

export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];

/** Where a provider's games are listed: its first game type's page, filtered by it. */
const gamesHref = (code: string, gameTypes: readonly string[]) =>
  gameTypes[0] ? href('/:category', { category: gameTypes[0].toLowerCase() }, { search: { vendor: code } }) : href('/seamless', { search: { vendor: code } });

export default function ProvidersPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    // Not a region of its own: the page is the main landmark already, and the footer's region has the same name (Game providers).
    <div className="category-page providers-page">
      <h1 id="providers-title">{data.title}</h1>
      <p className="muted">{t('lobby.providersIntro')}</p>
      {!data.providers ? (
        <SectionError what={data.title} />
      ) : (
        <ul className="provider-grid">
          {data.providers.map(({ vendor, gameTypes }) => (
            <li key={vendor.code}>
              <Link to={gamesHref(vendor.code, gameTypes)} className="provider-card">
                <LazyImage src={vendor.logoUrl} alt="" width="64" height="64" />
                <span className="provider-card__name">{vendor.name}</span>
                <span className="muted">{gameTypes.map((type) => t(`gameTypes.${type}`, { defaultValue: type })).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
