import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import type { BannerCarouselFragment } from '#app/graphql/generated/graphql';
import { gameStartHref, useViewer, type Viewer } from '#app/features/games/launch';

type Banner = BannerCarouselFragment;

/** docs/spec-index.md#constants-and-limits: autoplay every 5000 ms, transitions of about 1000 ms, loop only with more than one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
// Embla's duration is not in milliseconds; 40 gives a transition of about one second.
const BANNER_DURATION = 40;

/**
 * What holds the autoplay, besides the visitor's own pause: a pointer over the banners or dragging
 * them, focus on a slide or a control, the carousel off the screen or the tab hidden. Moving
 * content that starts by itself must stop for whoever reads it (WCAG 2.2.2, "Pause, Stop, Hide"),
 * and a carousel out of sight would only keep the phone's processor busy: the library animates
 * every frame of a transition and settles about three seconds after each one.
 */
type Holds = Record<'hover' | 'focus' | 'drag' | 'offScreen' | 'hidden', boolean>;
const NO_HOLDS: Holds = { hover: false, focus: false, drag: false, offScreen: false, hidden: false };

const isExternal = (banner: Banner) => banner.linkType === 'URL' && /^https?:/.test(banner.linkUrl ?? '');

/** Where a banner leads: an address, a promotion, or a game (through the one launch function). */
function bannerHref(banner: Banner, viewer: Viewer): string | null {
  if (!banner.linkUrl) return banner.linkType === 'PROMOTION' ? '/promotions' : null;
  switch (banner.linkType) {
    case 'URL':
      return banner.linkUrl.startsWith('/') || isExternal(banner) ? banner.linkUrl : null;
    case 'PROMOTION':
      return `/promotions?id=${encodeURIComponent(banner.linkUrl)}`;
    case 'GAME':
      return /^[0-9]{1,18}$/.test(banner.linkUrl) ? gameStartHref(banner.linkUrl, viewer, '/') : null;
    default:
      return null;
  }
}

export function BannerCarousel({ banners, failed }: { banners: Banner[] | null; failed: boolean }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const loop = (banners?.length ?? 0) > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  // A visitor who asks for reduced motion gets banners that stand still until they press Play,
  // and moves without a transition (known once the carousel runs, in the browser).
  const [reduceMotion, setReduceMotion] = useState(false);
  const [paused, setPaused] = useState(false);
  const [holds, setHolds] = useState<Holds>(NO_HOLDS);
  const hold = (reason: keyof Holds, on: boolean) => setHolds((current) => (current[reason] === on ? current : { ...current, [reason]: on }));

  // The first banner is server-rendered; the carousel library loads after hydration, off the
  // page's initial JavaScript.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !loop) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      instance = EmblaCarousel(viewport, { loop, duration: BANNER_DURATION });
      instance.on('select', () => setSelected(instance!.selectedScrollSnap()));
      // Embla animates a move until the banners are within 0.001 px of their place: at this
      // duration about 3.4 s of frames for a move that looks done after 1.3 s. Past half a pixel
      // nothing visible moves, so the move ends there (the library's own engine, pinned version).
      instance.on('scroll', () => {
        const engine = instance!.internalEngine();
        if (!engine.dragHandler.pointerDown() && Math.abs(engine.target.get() - engine.offsetLocation.get()) < 0.5)
          instance!.scrollTo(instance!.selectedScrollSnap(), true);
      });
      instance.on('pointerDown', () => hold('drag', true));
      instance.on('pointerUp', () => hold('drag', false));
      setReduceMotion(reduce);
      setPaused(reduce);
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [loop]);

  // Off the screen or in a hidden tab, the banners wait.
  useEffect(() => {
    const section = sectionRef.current;
    if (!embla || !section) return;
    const observer = new IntersectionObserver(([entry]) => hold('offScreen', !entry!.isIntersecting));
    observer.observe(section);
    const visibility = () => hold('hidden', document.visibilityState === 'hidden');
    visibility();
    document.addEventListener('visibilitychange', visibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [embla]);

  // The autoplay: the next banner after a full delay on the current one (any move, the visitor's
  // too, starts the delay again), only while nothing holds it.
  const held = paused || Object.values(holds).some(Boolean);
  useEffect(() => {
    if (!embla || held) return;
    let timer = setTimeout(advance, BANNER_AUTOPLAY_MS);
    function advance() {
      embla!.scrollNext(reduceMotion);
    }
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(advance, BANNER_AUTOPLAY_MS);
    };
    embla.on('select', restart);
    return () => {
      clearTimeout(timer);
      embla.off('select', restart);
    };
  }, [embla, held, reduceMotion]);

  const scrollTo = (index: number) => embla?.scrollTo(index, reduceMotion);
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
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container">
          {banners.map((banner, index) => {
            const image = <img src={banner.imageUrl} alt={banner.title} width="1200" height="360" loading={index === 0 ? 'eager' : 'lazy'} />;
            return (
              <div
                className="carousel__slide"
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.slideOf', { index: index + 1, total: banners.length })}
              >
                {bannerHref(banner, viewer) ? (
                  <a href={bannerHref(banner, viewer)!} {...(isExternal(banner) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {image}
                  </a>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {/* Controls appear once the carousel runs; before that (or without JavaScript) the first banner stands alone. */}
      {loop && embla ? (
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
            <button type="button" className="carousel__arrow" onClick={() => embla?.scrollPrev(reduceMotion)} aria-label={t('home.previousBanner')}>
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
                  onClick={() => scrollTo(index)}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" onClick={() => embla?.scrollNext(reduceMotion)} aria-label={t('home.nextBanner')}>
              ›
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
