import { Link, useFetcher, useLocation } from '@remix-run/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { hrefWith } from '#app/components/href';
import { DeferredSection, SectionSkeleton } from '#app/components/DeferredSection';
import { SectionError } from '#app/components/SectionError';
import type { GameCardFragment, GameSectionFragment, GameSliceQuery } from '#app/graphql/generated/graphql';
import { GameCard } from '#app/features/games/GameCard';
import { categoryPath } from '#app/features/games/category-path';
import { VendorTabs } from '#app/features/games/VendorTabs';
import { ON_VIEW, SECTION_MORE, SECTION_STATE_PARAMS, sectionsOnView } from './section-state';
import { useShell } from '#app/kernel/use-shell';

/** What /resources/games answers. */
type GameSlice = NonNullable<GameSliceQuery['games']> | { error: string };

/** The games 'more' appended to a section's server list, and whether there are more. */
interface Appended {
  to: GameSectionFragment['games'];
  items: readonly GameCardFragment[];
  hasMore: boolean | null;
}
const NONE: readonly GameCardFragment[] = [];

/**
 * One navigation category on the home page: title, vendor menu, games, and 'more'. Without
 * JavaScript, the vendor menu and 'more' are links that re-render the page with the section's
 * state in the URL; with it, 'more' appends the next 12 games in place.
 */
export function GameSection({
  section,
  onRetry,
}: {
  section: GameSectionFragment;
  /** Asks for the sections again (when they load themselves); else Retry reloads the page's data. */ onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const slice = fetcher.data as GameSlice | undefined;
  const { category, vendor, games } = section;
  // What 'more' appended, for the server list it was appended to: a new server list (vendor
  // changed, page reloaded) starts with nothing appended. Kept with its list rather than reset by an
  // effect, which rendered every section a second time as the page started.
  const [appended, setAppended] = useState<Appended>({ to: games, items: NONE, hasMore: null });
  const extra = appended.to === games ? appended : { items: NONE, hasMore: null };
  const title = t(`gameTypes.${category.gameType}`, { defaultValue: category.name });
  const headingId = `section-${category.gameType}-title`;

  // The server list a 'more' was asked for: its answer is appended to that list only.
  const askedFor = useRef(games);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !slice || !('items' in slice)) return;
    const to = askedFor.current;
    setAppended((current) => {
      const kept = current.to === to ? current.items : NONE;
      return { to, items: [...kept, ...slice.items.filter((game) => !kept.some((c) => c.id === game.id))], hasMore: slice.hasMore };
    });
  }, [fetcher.state, slice]);

  const items = extra.items.length > 0 ? [...(games?.items ?? []), ...extra.items] : (games?.items ?? NONE);
  const hasMore = extra.hasMore ?? games?.hasMore ?? false;
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
            aria-busy={fetcher.state !== 'idle'}
            onClick={(event) => {
              event.preventDefault();
              const params = new URLSearchParams({
                gameType: category.gameType,
                offset: String(items.length),
                limit: String(SECTION_MORE),
              });
              if (vendor) params.set('vendor', vendor);
              askedFor.current = games;
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

/**
 * The home page's game sections, one per navigation category: streamed in after the first screen,
 * in the document for a browser that may not run scripts; loaded near the screen otherwise.
 */
export function GameSections({ sections }: { sections: Promise<GameSectionFragment[] | null> | GameSectionFragment[] | null | typeof ON_VIEW }) {
  const { t } = useTranslation();
  // A whole document's sections (a first visit, a crawler): in the document for a browser that
  // runs no script, inside <noscript>, which a browser that runs scripts reads as text and never
  // lays out (React does not hydrate it either). For a browser that runs scripts they are the
  // first answer of the sections that load near the screen: eleven lists of cards are about 1,300 of
  // the first visit's 2,400 elements, its first layout and most of its hydration
  // (docs/decisions/016-critical-and-deferred-data.md). The latest such list is kept, so a page that
  // reloads its data (the `js` cookie is set by then, so the loader answers ON_VIEW) keeps the same
  // sections in place while it asks anew: one tree for both answers, so nothing remounts.
  const whole = Array.isArray(sections) ? sections : null;
  const served = useRef<GameSectionFragment[] | null>(null);
  if (whole) served.current = whole;
  if (whole || sections === ON_VIEW)
    return (
      <>
        {whole ? (
          <noscript>
            <div className="game-sections">
              {whole.map((section) => (
                <GameSection key={section.category.gameType} section={section} />
              ))}
            </div>
          </noscript>
        ) : null}
        <GameSectionsOnView served={served.current} />
      </>
    );
  return (
    <div className="game-sections">
      <DeferredSection resolve={sections} label={t('home.gameSections')} lines={8}>
        {(list) => (list ?? []).map((section) => <GameSection key={section.category.gameType} section={section} />)}
      </DeferredSection>
    </div>
  );
}

/** What /resources/home-sections answers (or a network failure, read as an error). */
type SectionsData = { sections: GameSectionFragment[] } | { error: string };

/** How far below the screen the sections start loading: a screen and a half, so a visitor scrolling down rarely sees the placeholder. */
const AHEAD = '150% 0px';

/**
 * The last few answers, by section state and account, in this page's memory (empty on every
 * document load, so hydration matches the server's placeholder): coming back to the home page
 * draws them at once, so the browser restores the scroll position over the whole page, and asks
 * for fresh ones behind them.
 */
const remembered = new Map<string, GameSectionFragment[]>();
const REMEMBERED_MAX = 5;
function remember(key: string, sections: GameSectionFragment[]) {
  remembered.delete(key);
  if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, sections);
}

/**
 * The sections fetched from /resources/home-sections when their placeholder comes within
 * `AHEAD` of the screen (at once when the address names a section's state: a vendor chosen, 'more'
 * followed, or a link to #section-…), and again when that state or the signed-in account changes
 * (a member's cards carry their hearts). The page's document never renders them: eleven lists of
 * cards are most of its elements and of its server time
 * (docs/decisions/016-critical-and-deferred-data.md). A plain request, not a fetcher: a failure,
 * the network's included, stays in this section (a fetcher's would replace the page with the
 * error boundary).
 */
function GameSectionsOnView({ served }: { served: GameSectionFragment[] | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const account = useShell()?.shell?.me?.account ?? '';
  const placeholder = useRef<HTMLDivElement>(null);
  const params = new URLSearchParams(location.search);
  const state = new URLSearchParams(SECTION_STATE_PARAMS.flatMap((name) => params.getAll(name).map((value) => [name, value]))).toString();
  const key = `${account}|${state}`;
  // What the document brought counts as the answer for the account and state it was read for;
  // it is drawn when the placeholder comes near, not at hydration (the server drew the placeholder).
  const seed = useRef<{ sections: GameSectionFragment[]; key: string } | null>(null);
  if (served && seed.current?.sections !== served) seed.current = { sections: served, key };
  const [data, setData] = useState<SectionsData | null>(() => {
    const known = remembered.get(key);
    return known ? { sections: known } : null;
  });
  const [near, setNear] = useState(() => data !== null);
  // Beside sections in <noscript> (a document that may reach a browser running no script), the
  // skeleton is drawn once scripts run; a returning browser's document has it from the server.
  const [running, setRunning] = useState(() => served === null);
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState(false);
  const label = t('home.gameSections');
  const retry = () => setAttempt((count) => count + 1);

  useEffect(() => {
    sectionsOnView.mounted += 1;
    setRunning(true);
    return () => {
      sectionsOnView.mounted -= 1;
    };
  }, []);

  // Once near, it stays near. An address naming a section's state (a vendor chosen, 'more'
  // followed, a link to #section-…) is near at once.
  useEffect(() => {
    if (near) return;
    if (state !== '' || location.hash.startsWith('#section-')) {
      setNear(true);
      return;
    }
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // Near, or already passed: a visitor who flung the page to its footer before this observer
    // started finds the sections there on the way back (the browser's scroll anchoring keeps what
    // they read in place while the sections above it grow).
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0) && setNear(true),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, state, location.hash]);

  useEffect(() => {
    if (!near) return;
    // The document's sections, for the account and state they were read for: no request.
    const brought = seed.current;
    if (brought && brought.key === key && attempt === 0) {
      seed.current = { ...brought, key: '' };
      remember(key, brought.sections);
      // A transition: the place may come near while the page above still hydrates, and an urgent
      // update then made React give up hydrating a boundary there and render it again ("received
      // an update before it finished hydrating", React error 421: a member's first visit scrolled
      // at once, 1 to 6 loads in 12). As a transition it waits for hydration; measured at 360 px,
      // the sections appear as soon as before (0.8-2.5 s after an early scroll, 8 loads each).
      startTransition(() => setData({ sections: brought.sections }));
      // A request for another account or state may have been cut short on the way here.
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetch(`/resources/home-sections${state ? `?${state}` : ''}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<SectionsData>)
      .catch((): SectionsData => ({ error: 'NETWORK' }))
      .then((answer) => {
        if (controller.signal.aborted) return;
        if ('sections' in answer) remember(key, answer.sections);
        setData(answer);
        setLoading(false);
      });
    return () => controller.abort();
  }, [near, state, attempt, key]);

  const sections = data && 'sections' in data ? data.sections : null;
  // The address's #section-… once its section is there (the browser looked for it before); once.
  const arrived = sections !== null;
  const scrolled = useRef(false);
  useEffect(() => {
    const { hash } = window.location;
    if (!arrived || scrolled.current || !hash.startsWith('#section-')) return;
    scrolled.current = true;
    document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [arrived]);

  return (
    <div className="game-sections" ref={placeholder} aria-busy={loading}>
      {sections ? (
        sections.map((section) => <GameSection key={section.category.gameType} section={section} onRetry={retry} />)
      ) : data ? (
        // The error stays while Retry asks again, so the focus stays on Retry.
        <SectionError what={label} onRetry={retry} busy={loading} />
      ) : running ? (
        <SectionSkeleton label={label} lines={8} />
      ) : null}
    </div>
  );
}
