import { useRef } from 'react';
import { useTranslation } from '#app/i18n/react';
import { DeferredSection } from '#app/components/DeferredSection';
import type { GameSectionFragment } from '#app/graphql/generated/graphql';
import { CategoryGameSection } from './CategoryGameSection';
import { GameSectionsOnView } from './GameSectionsOnView';
import { ON_VIEW } from './section-state';
import type { Streamed } from '#app/components/streaming';

/**
 * The home page's game sections, one per navigation category: streamed in after the first screen,
 * in the document for a browser that may not run scripts; loaded near the screen otherwise.
 */
export function GameSections({ sections }: { sections: Streamed<GameSectionFragment[] | null> | typeof ON_VIEW }) {
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
                <CategoryGameSection key={section.category.gameType} section={section} />
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
        {(list) => (list ?? []).map((section) => <CategoryGameSection key={section.category.gameType} section={section} />)}
      </DeferredSection>
    </div>
  );
}
