import type { MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { hrefWith } from '#app/components/href';
import { pageCount } from '#app/components/data-table/table-state';
import { SectionError } from '#app/components/SectionError';
import { formatCount } from '#app/kernel/money/money';
import { pageMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import { isFavoriteChange } from './favorite';
import { refusedSubmission } from '#app/kernel/revalidation';
import { ClassifyMenu, GameSlides, Pager, VendorCarousel } from './LobbyMenus';
import type { LobbyData } from './lobby.server';
import { href } from '#app/kernel/href';

const PAGE_SIZE = 27;
const SLIDE_SIZE = 9;

export const lobbyMeta: MetaFunction = ({ data, matches }) => pageMeta((data as { title?: string } | undefined)?.title, matches);

/** A heart changes only itself and a refused form nothing; anything else reloads as usual. */
export const lobbyShouldRevalidate: ShouldRevalidateFunction = ({ formAction, formMethod, actionStatus, defaultShouldRevalidate }) =>
  isFavoriteChange(formAction) || refusedSubmission({ formMethod, actionStatus }) ? false : defaultShouldRevalidate;

/** Every lobby page: heading, search and filters, classify menu, vendor carousel, games in slides of 9, paging. */
export function Lobby() {
  const data = useLoaderData<LobbyData>();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const totalPages = data.games ? pageCount(data.games.total, PAGE_SIZE) : 1;
  const resetPage = { [data.pageParam]: null };
  return (
    <section className="category-page lobby" aria-labelledby="category-title">
      <div className="section-head">
        <h1 id="category-title">{data.title}</h1>
        {data.search ? (
          <Form method="get" className="search-form lobby-filters" role="search" aria-label={t('lobby.filters.label')}>
            {data.vendor && !data.anyType ? <input type="hidden" name="vendor" value={data.vendor} /> : null}
            {data.currentClass ? <input type="hidden" name="class" value={data.currentClass} /> : null}
            {data.pageParam !== 'page' ? <input type="hidden" name="page" value={new URLSearchParams(location.search).get('page') ?? ''} /> : null}
            <div className="lobby-filters__query">
              <label htmlFor="game-search" className="visually-hidden">
                {t('games.search')}
              </label>
              <input id="game-search" type="search" name="q" defaultValue={data.q ?? ''} maxLength={50} placeholder={t('games.search')} />
              <button type="submit" className="button button--small">
                {t('games.searchButton')}
              </button>
            </div>
            {data.anyType && data.vendorPick ? (
              <div className="lobby-filters__picks">
                <label className="field field--compact">
                  <span>{t('lobby.filters.type')}</span>
                  <select id="game-type" name="type" defaultValue={data.type ?? ''}>
                    <option value="">{t('lobby.filters.anyType')}</option>
                    {data.types.map((type) => (
                      <option key={type.gameType} value={type.gameType}>
                        {t(`gameTypes.${type.gameType}`, { defaultValue: type.name })}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="field field--compact">
                  <span>{t('lobby.filters.provider')}</span>
                  <select id="game-provider" name="vendor" defaultValue={data.vendor ?? ''}>
                    <option value="">{t('lobby.filters.anyProvider')}</option>
                    {data.vendors.map((vendor) => (
                      <option key={vendor.code} value={vendor.code}>
                        {vendor.name}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            ) : null}
            <span className="checkbox">
              <input id="game-trial" type="checkbox" name="trial" value="1" defaultChecked={data.trial} />
              <label htmlFor="game-trial">{t('lobby.filters.freeTrial')}</label>
            </span>
            {data.slotFilters ? (
              <>
                <span className="checkbox">
                  <input id="game-min-bet" type="checkbox" name="minBet" value="1" defaultChecked={data.minBet} />
                  <label htmlFor="game-min-bet">{t('lobby.filters.minBet')}</label>
                </span>
                <span className="checkbox">
                  <input id="game-lines" type="checkbox" name="lines" value="25" defaultChecked={data.manyLines} />
                  <label htmlFor="game-lines">{t('lobby.filters.lines')}</label>
                </span>
              </>
            ) : null}
          </Form>
        ) : null}
      </div>
      <ClassifyMenu classes={data.classes} current={data.currentClass} pageParam={data.pageParam} />
      {data.anyType ? null : (
        <VendorCarousel
          label={t('nav.vendorsOf', { category: data.title })}
          vendors={data.vendors}
          current={data.vendor}
          hrefFor={(code) => hrefWith(location.pathname, location.search, { vendor: code, ...resetPage })}
        />
      )}
      {data.unknownVendor ? (
        <p className="muted">
          <Link to={href('/providers')}>{t('lobby.noVendor')}</Link>
        </p>
      ) : data.failed || !data.games ? (
        <SectionError what={data.title} />
      ) : data.games.items.length === 0 ? (
        <p className="muted">{data.q ? t('games.noMatch', { query: data.q }) : t('games.none')}</p>
      ) : (
        <>
          <p className="muted">{t('games.count', { count: data.games.total, formatted: formatCount(data.games.total, i18n.language) })}</p>
          <GameSlides
            games={data.games.items}
            size={SLIDE_SIZE}
            firstIndex={data.games.offset}
            label={t('lobby.slidesLabel', { title: data.title, count: SLIDE_SIZE })}
          />
        </>
      )}
      {data.games ? <Pager page={data.page} totalPages={totalPages} pageParam={data.pageParam} /> : null}
    </section>
  );
}
