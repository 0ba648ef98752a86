import { Link, useLocation } from '@remix-run/react';
import { hrefWith } from '#app/components/href';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount } from '#app/components/data-table/table-state';
import { HOME_FAVORITES_PAGE_PARAM } from './member-games';
import { DeferredSection } from '#app/components/DeferredSection';
import { useTranslation } from '#app/i18n/react';
import type { GamePageSliceFragment } from '#app/graphql/generated/graphql';
import { GameCard } from './GameCard';
import { href } from '#app/kernel/href';
import type { Streamed } from '#app/components/streaming';

/**
 * A member's Recent and Favourite tabs (home page; loaded on its own, guests never need it): two links that switch the list (so they work
 * without JavaScript), the first games of the open one, and a link to its page.
 */
export default function MemberGamesTabsPanel({
  tab,
  games,
  paging,
}: {
  tab: 'recent' | 'favorite';
  games: Streamed<GamePageSliceFragment | null | undefined>;
  /** The open tab's page and page size: the Favourite tab turns its pages here, the Recent tab shows its first games. */
  paging: { page: number; size: number };
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pageHref = (page: number) => `${hrefWith(pathname, search, { games: tab, [HOME_FAVORITES_PAGE_PARAM]: page })}#member-games`;
  const tabs = [
    { key: 'recent', label: t('games.recent') },
    { key: 'favorite', label: t('games.favorites') },
  ] as const;
  const open = tabs.find((entry) => entry.key === tab)!;
  return (
    <section className="game-section member-games" id="member-games" aria-labelledby="member-games-title">
      <div className="section-head">
        <h2 id="member-games-title">{t('games.yours')}</h2>
        <Link className="link-more" to={href(`/${tab}`)}>
          {t('common.viewAll')}
        </Link>
      </div>
      <nav className="classify-menu" aria-label={t('games.yours')}>
        <ul>
          {tabs.map((entry) => (
            <li key={entry.key}>
              <Link to={`?games=${entry.key}#member-games`} preventScrollReset aria-current={entry.key === tab ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DeferredSection resolve={games} label={open.label} lines={2}>
        {(page) =>
          page && page.items.length > 0 ? (
            <>
              <ul className="game-grid">
                {page.items.map((game) => (
                  <li key={game.id}>
                    <GameCard game={game} />
                  </li>
                ))}
              </ul>
              {tab === 'favorite' ? (
                <Pager page={paging.page} pages={pageCount(page.total, paging.size)} label={t('games.favoritePages')} href={pageHref} />
              ) : null}
            </>
          ) : page && page.total > 0 ? (
            <p className="muted">
              {t('games.pastLastPage')} <Link to={pageHref(pageCount(page.total, paging.size))}>{t('games.lastPage')}</Link>
            </p>
          ) : (
            <p className="muted">{t('games.none')}</p>
          )
        }
      </DeferredSection>
    </section>
  );
}
