import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';

const tiles = [
  { key: 'LIVE', to: href('/:category', { category: 'live' }), image: '/images/tiles/live.svg' },
  { key: 'RNG', to: href('/:category', { category: 'rng' }), image: '/images/tiles/slots.svg' },
  { key: 'FISH', to: href('/:category', { category: 'fish' }), image: '/images/tiles/fish.svg' },
];

/** The three entry tiles: live casino, slots, fishing. */
export function EntryTiles() {
  const { t } = useTranslation();
  return (
    <nav className="tiles" aria-label={t('home.entryTiles')}>
      {tiles.map((tile) => (
        <Link key={tile.key} to={tile.to} className={`tile tile--${tile.key.toLowerCase()}`}>
          <img src={tile.image} alt="" width="96" height="96" />
          <span className="tile__title">{t(`gameTypes.${tile.key}`)}</span>
          <span className="tile__cta">{t('home.enter')}</span>
        </Link>
      ))}
    </nav>
  );
}
