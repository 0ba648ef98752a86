import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import type { BannerCarouselFragment } from '#app/graphql/generated/graphql';
import { useViewer } from '#app/features/games/launch';
import { bannerClickHref, opensElsewhere } from '#app/features/content/banner-link';
import type { BannerMotion } from './carousel-motion';

type Banner = BannerCarouselFragment;

/** docs/spec-index.md#constants-and-limits: autoplay every 5000 ms, a move of 1000 ms, loop only with more than one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_MOVE_MS = 1000;

/**
 * What holds the autoplay, besides the visitor's own pause: a pointer over the banners or dragging
 * them, focus on a slide or a control, the carousel off the screen or the tab hidden. Moving
 * content that starts by itself must stop for whoever reads it (WCAG 2.2.2, "Pause, Stop, Hide"),
 * and a carousel out of sight would only spend the phone's battery.
 */
type Holds = Record<'hover' | 'focus' | 'drag' | 'offScreen' | 'hidden', boolean>;
const NO_HOLDS: Holds = { hover: false, focus: false, drag: false, offScreen: false, hidden: false };

export function BannerCarousel({ banners, failed }: { banners: Banner[] | null; failed: boolean }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const count = banners?.length ?? 0;
  const loop = count > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const [motion, setMotion] = useState<BannerMotion | null>(null);
  const [selected, setSelected] = useState(0);
  // A visitor who asks for reduced motion gets banners that stand still until they press Play,
  // and moves without a transition (known once the carousel runs, in the browser).
  const [paused, setPaused] = useState(false);
  const [holds, setHolds] = useState<Holds>(NO_HOLDS);
  const hold = (reason: keyof Holds, on: boolean) => setHolds((current) => (current[reason] === on ? current : { ...current, [reason]: on }));

  // The first banner is server-rendered; the moves load after hydration, off the page's initial
  // JavaScript (carousel-motion.ts).
  useEffect(() => {
    const viewport = viewportRef.current;
    const strip = stripRef.current;
    if (!viewport || !strip || !loop) return;
    let instance: BannerMotion | null = null;
    let cancelled = false;
    import('./carousel-motion').then(({ BannerMotion }) => {
      if (cancelled) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      instance = new BannerMotion({
        viewport,
        strip,
        count,
        moveMs: BANNER_MOVE_MS,
        instant: reduce,
        onSelect: setSelected,
        onHold: (holding) => hold('drag', holding),
      });
      setPaused(reduce);
      setSelected(0);
      setMotion(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [loop, count]);

  // Off the screen or in a hidden tab, the banners wait.
  useEffect(() => {
    const section = sectionRef.current;
    if (!motion || !section) return;
    const observer = new IntersectionObserver(([entry]) => hold('offScreen', !entry!.isIntersecting));
    observer.observe(section);
    const visibility = () => hold('hidden', document.visibilityState === 'hidden');
    visibility();
    document.addEventListener('visibilitychange', visibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [motion]);

  // The autoplay: the next banner after a full delay on the current one (any move, the visitor's
  // too, starts the delay again), only while nothing holds it.
  const held = paused || Object.values(holds).some(Boolean);
  useEffect(() => {
    if (!motion || held) return;
    const timer = setTimeout(() => motion.next(), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [motion, held, selected]);

  // Focus on the pause button itself holds nothing: pressing Play must play.
  const focusIn = (event: FocusEvent) => hold('focus', event.target !== rotationRef.current);
  const focusOut = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };

  if (failed) return <SectionError what={t('home.banners')} />;
  if (!banners?.length) return null;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      ref={sectionRef}
      onMouseEnter={() => hold('hover', true)}
      onMouseLeave={() => hold('hover', false)}
      onFocus={focusIn}
      onBlur={focusOut}
    >
      {/* While the banners move by themselves, a screen reader is not told of each move; stopped (held
          or paused), it hears the banner the visitor moves to (WAI-ARIA APG, carousel pattern). */}
      <div className="carousel__viewport" ref={viewportRef} aria-live={motion && !held ? 'off' : 'polite'}>
        <div className="carousel__container" ref={stripRef}>
          {banners.map((banner, index) => {
            const image = <img src={banner.imageUrl} alt={banner.title} width="1200" height="360" loading={index === 0 ? 'eager' : 'lazy'} />;
            return (
              <div
                className="carousel__slide"
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slideOf', { index: index + 1, total: banners.length })}
                // A link reached by the keyboard brings its banner into view.
                onFocus={(event) => {
                  if (motion && index !== selected && (event.target as Element).matches(':focus-visible')) motion.goTo(index, true);
                }}
              >
                {bannerClickHref(banner, viewer) ? (
                  <a
                    href={bannerClickHref(banner, viewer)!}
                    {...(viewer.isLoggedIn && opensElsewhere(banner) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
          {/* The copy of the first banner that the loop moves on to (a picture only: nothing to read or reach). */}
          {motion ? (
            <div className="carousel__slide" aria-hidden="true">
              <img src={banners[0]!.imageUrl} alt="" width="1200" height="360" />
            </div>
          ) : null}
        </div>
      </div>
      {/* Controls appear once the carousel runs; before that (or without JavaScript) the first banner stands alone. */}
      {motion ? (
        <>
          <button
            type="button"
            ref={rotationRef}
            className="carousel__rotation"
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('home.playBanners') : t('home.pauseBanners')}
          >
            <span aria-hidden="true">{paused ? '▶\uFE0E' : '❚❚'}</span>
          </button>
          <div className="carousel__controls">
            <button type="button" className="carousel__arrow" onClick={() => motion.previous()} aria-label={t('home.previousBanner')}>
              ‹
            </button>
            <div className="carousel__dots">
              {banners.map((banner, index) => (
                <button
                  type="button"
                  key={banner.id}
                  className="carousel__dot"
                  aria-label={t('home.goToBanner', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => motion.goTo(index)}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" onClick={() => motion.next()} aria-label={t('home.nextBanner')}>
              ›
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
