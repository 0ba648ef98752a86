import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData, useLocation } from '@remix-run/react';
import { hrefWith } from '../../components/Dialog';
import { SectionError } from '../../components/SectionError';
import { GameCard } from '../../features/games/GameCard';
import { VendorTabs } from '../../features/games/VendorTabs';
import { formatCount } from '../../features/wallet/money';
import { useTranslation } from '../../i18n/react';
import { CategoryPageQuery } from './query.server';
import { pageMeta } from '../../i18n/page-title';

const PAGE_SIZE = 24;

/** /hot lists hot games of every type; other paths name a navigation category (/rng, /live…). */
function filterFor(category: string) {
  return category === 'hot' ? { hot: true } : { gameType: category.toUpperCase() };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const category = (params.category ?? '').toLowerCase();
  if (!/^[a-z0-9_]{1,20}$/.test(category)) throw new Response('Not found', { status: 404 });
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(500, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const vendor = url.searchParams.get('vendor')?.trim() || null;
  const name = url.searchParams.get('q')?.trim().slice(0, 50) || null;
  const { data, errors } = await context.graphql(CategoryPageQuery, {
    filter: { ...filterFor(category), vendor: vendor && /^[A-Za-z0-9_]{1,30}$/.test(vendor) ? vendor : null, name },
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const navigation = data?.gameNavigation ?? null;
  const entry = navigation?.find((c) => c.gameType.toLowerCase() === category) ?? null;
  // Unknown categories are not pages; when the navigation itself failed, show the list's error instead.
  if (category !== 'hot' && navigation && !entry) throw new Response('Not found', { status: 404 });
  return {
    category,
    gameType: entry?.gameType ?? null,
    platformName: entry?.name ?? null,
    vendors: entry?.vendors ?? [],
    vendor,
    name,
    page,
    games: data?.games ?? null,
    failed: Boolean(errors?.length && !data?.games),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.platformName ?? data?.category, matches);

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const title = data.category === 'hot' ? t('nav.hot') : t(`gameTypes.${data.gameType}`, { defaultValue: data.platformName ?? data.category });
  const totalPages = data.games ? Math.max(1, Math.ceil(data.games.total / PAGE_SIZE)) : 1;
  return (
    <section className="category-page" aria-labelledby="category-title">
      <div className="section-head">
        <h1 id="category-title">{title}</h1>
        <Form method="get" className="search-form" role="search">
          {data.vendor ? <input type="hidden" name="vendor" value={data.vendor} /> : null}
          <label htmlFor="game-search">{t('games.search')}</label>
          <input id="game-search" type="search" name="q" defaultValue={data.name ?? ''} maxLength={50} />
          <button type="submit" className="button button--small">
            {t('games.searchButton')}
          </button>
        </Form>
      </div>
      <VendorTabs
        label={t('nav.vendorsOf', { category: title })}
        vendors={data.vendors}
        current={data.vendor}
        hrefFor={(code) => hrefWith(location.pathname, location.search, { vendor: code, page: null })}
      />
      {data.failed || !data.games ? (
        <SectionError what={title} />
      ) : data.games.items.length === 0 ? (
        <p className="muted">{data.name ? t('games.noMatch', { query: data.name }) : t('games.none')}</p>
      ) : (
        <>
          <p className="muted">{t('games.count', { count: data.games.total, formatted: formatCount(data.games.total, i18n.language) })}</p>
          <ul className="game-grid">
            {data.games.items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
          </ul>
        </>
      )}
      {data.games && totalPages > 1 ? (
        <nav className="pager" aria-label={t('common.pagination')}>
          {data.page > 1 ? <Link to={hrefWith(location.pathname, location.search, { page: data.page - 1 })}>{t('common.previous')}</Link> : null}
          <span>{t('common.pageOf', { page: data.page, total: totalPages })}</span>
          {data.games.hasMore ? <Link to={hrefWith(location.pathname, location.search, { page: data.page + 1 })}>{t('common.next')}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
