import { Link, useLocation } from '@remix-run/react';
import { useId, useRef } from 'react';
import { hrefWith } from '#app/components/href';
import { Pager as SharedPager } from '#app/components/data-table/Pager';
import { useTranslation } from '#app/i18n/react';
import type { GameCardFragment } from '#app/graphql/generated/graphql';
import { GameCard } from './GameCard';
import { href } from '#app/kernel/href';

/**
 * The classify menu (docs/spec-index.md#screens-and-routes): All, Hot, New, Recent, Favorite, then the platform's classes of the
 * category. Links, so it works without JavaScript and by keyboard; Recent and Favorite are the
 * member's own lists (/recent, /favorite).
 */
export function ClassifyMenu({ classes, current, pageParam }: { classes: readonly string[]; current: string | null; pageParam: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const classHref = (value: string | null) => hrefWith(location.pathname, location.search, { class: value, [pageParam]: null });
  const entries: { key: string; to: string; current: boolean }[] = [
    { key: 'ALL', to: classHref(null), current: current === null },
    { key: 'HOT', to: classHref('HOT'), current: current === 'HOT' },
    { key: 'NEW', to: classHref('NEW'), current: current === 'NEW' },
    { key: 'RECENT', to: href('/recent'), current: false },
    { key: 'FAVORITE', to: href('/favorite'), current: false },
    ...classes.map((code) => ({ key: code, to: classHref(code), current: current === code })),
  ];
  return (
    <nav className="classify-menu" aria-label={t('lobby.classify.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} aria-current={entry.current ? 'true' : undefined}>
              {t(`lobby.classify.${entry.key}`, { defaultValue: entry.key })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The vendor menu carousel: a row of provider logos ("All" first) that scrolls sideways, with
 * previous and next buttons. The links stay real links in the document order, so Tab reaches each
 * one and the browser scrolls it into view; the buttons scroll a row's width.
 */
export function VendorCarousel({
  label,
  vendors,
  current,
  hrefFor,
}: {
  label: string;
  vendors: readonly { code: string; name: string; logoUrl: string }[];
  current: string | null;
  hrefFor: (vendor: string | null) => string;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  if (vendors.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <nav className="vendor-carousel" aria-label={label}>
      <button type="button" className="vendor-carousel__step" onClick={() => scroll(-1)} aria-label={t('lobby.vendors.previous')}>
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={track} className="vendor-carousel__track">
        <li>
          <Link to={hrefFor(null)} aria-current={current === null ? 'true' : undefined}>
            <span>{t('games.allVendors')}</span>
          </Link>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.code}>
            <Link to={hrefFor(vendor.code)} aria-current={current === vendor.code ? 'true' : undefined}>
              <img src={vendor.logoUrl} alt="" width="28" height="28" loading="lazy" />
              <span>{vendor.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="vendor-carousel__step" onClick={() => scroll(1)} aria-label={t('lobby.vendors.next')}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

/** A page of games as slides of `size` (spec: 9 per slide), each slide a labelled group. */
export function GameSlides({ games, size, firstIndex, label }: { games: readonly GameCardFragment[]; size: number; firstIndex: number; label: string }) {
  const { t } = useTranslation();
  const slides: GameCardFragment[][] = [];
  for (let i = 0; i < games.length; i += size) slides.push(games.slice(i, i + size));
  const headingId = useId();
  // A section named by a heading of its own, so the cards' headings (h3) sit under an h2 on every lobby.
  return (
    <section className="game-slides" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      {slides.map((slide, index) => {
        const from = firstIndex + index * size + 1;
        return (
          <div key={from} className="game-slide" role="group" aria-label={t('lobby.slides', { from, to: from + slide.length - 1 })}>
            <ul className="game-grid">
              {slide.map((game) => (
                <li key={game.id}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** A game list's pages: the shared pager, in the list's page parameter (`pageNo` where the route keeps `page` for itself). */
export function Pager({ page, totalPages, pageParam }: { page: number; totalPages: number; pageParam: string }) {
  return <SharedPager page={page} pages={totalPages} param={pageParam} />;
}
