import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { hrefWith } from '#app/components/href';
import { DeferredSection } from '#app/components/DeferredSection';
import { SectionError } from '#app/components/SectionError';
import type { GameCardFragment, GameSectionFragment, GameSliceQuery } from '#app/graphql/generated/graphql';
import { GameCard } from '#app/features/games/GameCard';
import { categoryPath } from '#app/features/games/category-path';
import { VendorTabs } from '#app/features/games/VendorTabs';
import { SECTION_MORE } from './section-state';

/** What /resources/games answers. */
type GameSlice = NonNullable<GameSliceQuery['games']> | { error: string };

/**
 * One navigation category on the home page: title, vendor menu, games, and 'more'. Without
 * JavaScript, the vendor menu and 'more' are links that re-render the page with the section's
 * state in the URL; with it, 'more' appends the next 12 games in place.
 */
export function GameSection({ section }: { section: GameSectionFragment }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const slice = fetcher.data as GameSlice | undefined;
  const { category, vendor, games } = section;
  const [extra, setExtra] = useState<GameCardFragment[]>([]);
  const [extraHasMore, setExtraHasMore] = useState<boolean | null>(null);
  const title = t(`gameTypes.${category.gameType}`, { defaultValue: category.name });
  const headingId = `section-${category.gameType}-title`;

  // A new server list (vendor changed, page reloaded) replaces what 'more' had appended.
  useEffect(() => {
    setExtra([]);
    setExtraHasMore(null);
  }, [games]);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !slice || !('items' in slice)) return;
    setExtra((current) => [...current, ...slice.items.filter((game) => !current.some((c) => c.id === game.id))]);
    setExtraHasMore(slice.hasMore);
  }, [fetcher.state, slice]);

  const items = [...(games?.items ?? []), ...extra];
  const hasMore = extraHasMore ?? games?.hasMore ?? false;
  const sectionHref = (values: Record<string, string | number | null>) =>
    `${hrefWith(location.pathname, location.search, { section: category.gameType, ...values })}#section-${category.gameType}`;
  const moreHref = sectionHref({ shown: items.length + SECTION_MORE });
  const loadFailed = fetcher.state === 'idle' && slice !== undefined && 'error' in slice;

  return (
    <section className="game-section" id={`section-${category.gameType}`} aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        <Link className="link-more" to={categoryPath(category.gameType)}>
          {t('common.viewAll')}
        </Link>
      </div>
      {category.hasVendorMenu ? (
        <VendorTabs
          label={t('nav.vendorsOf', { category: title })}
          vendors={category.vendors}
          current={vendor ?? null}
          hrefFor={(code) => sectionHref({ vendor: code, shown: null })}
          preventScrollReset
        />
      ) : null}
      {!games ? (
        <SectionError what={title} />
      ) : items.length === 0 ? (
        <p className="muted">{t('games.none')}</p>
      ) : (
        <ul className="game-grid">
          {items.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
      {loadFailed ? <p role="alert">{t('errors.moreFailed')}</p> : null}
      {games && hasMore ? (
        <p className="more">
          <Link
            className="button button--ghost"
            to={moreHref}
            preventScrollReset
            aria-label={t('games.moreOf', { category: title })}
            aria-busy={fetcher.state !== 'idle'}
            onClick={(event) => {
              event.preventDefault();
              const params = new URLSearchParams({
                gameType: category.gameType,
                offset: String(items.length),
                limit: String(SECTION_MORE),
              });
              if (vendor) params.set('vendor', vendor);
              fetcher.load(`/resources/games?${params}`);
            }}
          >
            {fetcher.state !== 'idle' ? t('common.loading') : t('games.more')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The home page's game sections, one per navigation category; they stream in after the first screen. */
export function GameSections({ sections }: { sections: Promise<GameSectionFragment[] | null> | GameSectionFragment[] | null }) {
  const { t } = useTranslation();
  return (
    <div className="game-sections">
      <DeferredSection resolve={sections} label={t('home.gameSections')} lines={8}>
        {(list) => (list ?? []).map((section) => <GameSection key={section.category.gameType} section={section} />)}
      </DeferredSection>
    </div>
  );
}
