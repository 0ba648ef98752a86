import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { hrefWith } from '#app/components/href';
import { SectionError } from '#app/components/SectionError';
import type { GameSectionFragment } from '#app/graphql/generated/graphql';
import { GameCard } from '#app/features/games/GameCard';
import { categoryPath } from '#app/features/games/category-path';
import { VendorTabs } from '#app/features/games/VendorTabs';
import { useSectionMore } from './game-section-more';
import { SECTION_MORE } from './section-state';

/**
 * One navigation category on the home page: title, vendor menu, games, and 'more'. Without
 * JavaScript, the vendor menu and 'more' are links that re-render the page with the section's
 * state in the URL; with it, 'more' appends the next 12 games in place.
 */
export function CategoryGameSection({
  section,
  onRetry,
}: {
  section: GameSectionFragment;
  /** Asks for the sections again (when they load themselves); else Retry reloads the page's data. */ onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { category, vendor, games } = section;
  const { items, hasMore, loading, loadFailed, loadMore } = useSectionMore(games);
  const title = t(`gameTypes.${category.gameType}`, { defaultValue: category.name });
  const headingId = `section-${category.gameType}-title`;
  const sectionHref = (values: Record<string, string | number | null>) =>
    `${hrefWith(location.pathname, location.search, { section: category.gameType, ...values })}#section-${category.gameType}`;
  const moreHref = sectionHref({ shown: items.length + SECTION_MORE });

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
        <SectionError what={title} onRetry={onRetry} />
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
            aria-busy={loading}
            onClick={(event) => {
              event.preventDefault();
              loadMore(category.gameType, vendor);
            }}
          >
            {loading ? t('common.loading') : t('games.more')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
