import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import type { BannerCarouselFragment } from '#app/graphql/generated/graphql';
import { gameStartHref, useViewer, type Viewer } from '#app/features/games/launch';

type Banner = BannerCarouselFragment;

/** docs/spec-index.md#constants-and-limits: autoplay every 5000 ms, transitions of about 1000 ms, loop only with more than one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
// Embla's duration is not in milliseconds; 40 gives a transition of about one second.
const BANNER_DURATION = 40;

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
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  // The first banner is server-rendered; the carousel library loads after hydration, off the
  // page's initial JavaScript.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !loop) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (cancelled) return;
      instance = EmblaCarousel(viewport, { loop, duration: BANNER_DURATION }, [
        Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
      ]);
      instance.on('select', () => setSelected(instance!.selectedScrollSnap()));
      setEmbla(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [loop]);

  const scrollTo = (index: number) => embla?.scrollTo(index);

  if (failed) return <SectionError what={t('home.banners')} />;
  if (!banners?.length) return null;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('home.banners')}>
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
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" onClick={() => embla?.scrollPrev()} aria-label={t('home.previousBanner')}>
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
          <button type="button" className="carousel__arrow" onClick={() => embla?.scrollNext()} aria-label={t('home.nextBanner')}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
