import { useLocation } from '@remix-run/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import { SectionSkeleton } from '#app/components/DeferredSection';
import type { GameSectionFragment } from '#app/graphql/generated/graphql';
import { useShell } from '#app/kernel/use-shell';
import { CategoryGameSection } from './CategoryGameSection';
import { rememberedSections, rememberSections } from './remembered-sections';
import { sectionStateSearch } from './section-state-search';
import { sectionsOnView } from './section-state';
import { href } from '#app/kernel/href';

/** What /resources/home-sections answers (or a network failure, read as an error). */
type SectionsData = { sections: GameSectionFragment[] } | { error: string };

/** How far below the screen the sections start loading: a screen and a half, so a visitor scrolling down rarely sees the placeholder. */
const AHEAD = '150% 0px';

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
export function GameSectionsOnView({ served }: { served: GameSectionFragment[] | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const account = useShell()?.shell?.me?.account ?? '';
  const placeholder = useRef<HTMLDivElement>(null);
  const state = sectionStateSearch(location.search);
  const key = `${account}|${state}`;
  // What the document brought counts as the answer for the account and state it was read for;
  // it is drawn when the placeholder comes near, not at hydration (the server drew the placeholder).
  const seed = useRef<{ sections: GameSectionFragment[]; key: string } | null>(null);
  if (served && seed.current?.sections !== served) seed.current = { sections: served, key };
  const [data, setData] = useState<SectionsData | null>(() => {
    const known = rememberedSections(key);
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
      rememberSections(key, brought.sections);
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
    fetch(href('/resources/home-sections', { search: state }), { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<SectionsData>)
      .catch((): SectionsData => ({ error: 'NETWORK' }))
      .then((answer) => {
        if (controller.signal.aborted) return;
        if ('sections' in answer) rememberSections(key, answer.sections);
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
        sections.map((section) => <CategoryGameSection key={section.category.gameType} section={section} onRetry={retry} />)
      ) : data ? (
        // The error stays while Retry asks again, so the focus stays on Retry.
        <SectionError what={label} onRetry={retry} busy={loading} />
      ) : running ? (
        <SectionSkeleton label={label} lines={8} />
      ) : null}
    </div>
  );
}
