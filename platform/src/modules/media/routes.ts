/**
 * GET /media/<kind>/<id>.svg: generated artwork for games, vendors, banners, promotions and licence seals, and
 * generated avatars (/media/avatars/1.svg .. /media/avatars/<AVATAR_COUNT>.svg).
 */
import { notFound } from '../../http/envelope';
import type { BaseContext, MediaRoute } from '../../http/routes';
import { AVATAR_COUNT, renderArtwork, renderAvatar, type Artwork } from './svg';

type Kind = 'games' | 'vendors' | 'banners' | 'promotions' | 'seals' | 'avatars';

/** Looks the subject up in D1 (the image names it) and sizes it for its place in the UI. */
async function artworkFor(db: D1Database, kind: Exclude<Kind, 'avatars'>, id: string): Promise<Artwork | null> {
  switch (kind) {
    case 'games': {
      if (!/^\d+$/.test(id)) return null;
      const row = await db.prepare('SELECT name_en, vassalage FROM games WHERE node_id = ?1').bind(Number(id)).first<{ name_en: string; vassalage: string }>();
      return row && { id: `game-${id}`, width: 300, height: 300, title: row.name_en, subtitle: row.vassalage };
    }
    case 'vendors': {
      const row = await db.prepare('SELECT display_name_en FROM vendors WHERE vassalage = ?1').bind(id).first<{ display_name_en: string }>();
      return row && { id: `vendor-${id}`, width: 240, height: 120, title: row.display_name_en };
    }
    case 'banners': {
      if (!/^\d+$/.test(id)) return null;
      const row = await db.prepare('SELECT title_en FROM banners WHERE id = ?1').bind(Number(id)).first<{ title_en: string }>();
      return row && { id: `banner-${id}`, width: 1200, height: 400, title: row.title_en };
    }
    case 'seals': {
      // The regulator's seal of a licensed brand (system/site.ts answers its address): its number on it.
      const row = await db
        .prepare('SELECT licence_number FROM brands WHERE merchant_code = ?1 AND licensee IS NOT NULL')
        .bind(id)
        .first<{ licence_number: string | null }>();
      return row && { id: `seal-${id}`, width: 160, height: 160, title: 'Licensed', subtitle: row.licence_number ?? undefined };
    }
    case 'promotions': {
      if (!/^\d+$/.test(id)) return null;
      const row = await db.prepare(`SELECT title_en FROM announcements WHERE id = ?1 AND type = 'PR'`).bind(Number(id)).first<{ title_en: string }>();
      return row && { id: `promotion-${id}`, width: 800, height: 320, title: row.title_en };
    }
  }
}

/** The avatar number of an id, or null when no such avatar exists ("007" is not "7"). */
function avatarNumber(id: string): number | null {
  if (!/^[1-9][0-9]{0,2}$/.test(id)) return null;
  const n = Number(id);
  return n <= AVATAR_COUNT ? n : null;
}

async function render(db: D1Database, kind: Kind, id: string): Promise<string | null> {
  if (kind === 'avatars') {
    const n = avatarNumber(id);
    return n === null ? null : renderAvatar(n);
  }
  const artwork = await artworkFor(db, kind, id);
  return artwork && renderArtwork(artwork);
}

async function media(ctx: BaseContext): Promise<Response> {
  const [kind, id] = ctx.params as [Kind, string];
  const svg = await render(ctx.env.DB, kind, id);
  if (svg === null) throw notFound();
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml;charset=UTF-8', 'Cache-Control': 'public, max-age=86400' },
  });
}

export const mediaRoutes: MediaRoute[] = [
  {
    kind: 'media',
    path: /^\/media\/(games|vendors|banners|promotions|seals|avatars)\/([A-Za-z0-9_-]+)\.svg$/,
    faultKey: '/media',
    methods: { GET: media },
  },
];
