import type { LinksFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { pageCount } from '#app/components/data-table/table-state';
import { useTranslation } from '#app/i18n/react';
import { GameSlides, Pager } from './LobbyMenus';
import { lobbyMeta, lobbyShouldRevalidate } from './Lobby';
import { loadMemberGames, type MemberGamesData } from './member-games.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

const PAGE_SIZE = 20;
const SLIDE_SIZE = 9;

export const loader = loadMemberGames;
export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];
// A heart changes only itself: an unhearted favourite stays listed (and can be hearted again) until the next visit.
export const shouldRevalidate = lobbyShouldRevalidate;

/** /favorite and /recent: the member's games in slides, with a pager. */
export default function MemberGamesPage() {
  const data = useLoaderData<MemberGamesData>();
  const { t } = useTranslation();
  const other = data.which === 'favorite' ? 'recent' : 'favorite';
  return (
    <section className="category-page lobby" aria-labelledby="member-games-title">
      <div className="section-head">
        <h1 id="member-games-title">{data.title}</h1>
        <Link className="link-more" to={href(`/${other}`)}>
          {t(`lobby.routes.${other}`)}
        </Link>
      </div>
      {!data.games ? (
        <SectionError what={data.title} />
      ) : data.games.items.length === 0 ? (
        <p className="muted">{t(data.which === 'favorite' ? 'lobby.favoritesNone' : 'lobby.recentNone')}</p>
      ) : (
        <GameSlides
          games={data.games.items}
          size={SLIDE_SIZE}
          firstIndex={data.games.offset}
          label={t('lobby.slidesLabel', { title: data.title, count: SLIDE_SIZE })}
        />
      )}
      {data.games ? <Pager page={data.page} totalPages={pageCount(data.games.total, PAGE_SIZE)} pageParam="page" /> : null}
    </section>
  );
}
