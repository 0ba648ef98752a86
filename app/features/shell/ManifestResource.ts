import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { pageTitle } from '#app/i18n/page-title.server';
import { BrandManifestQuery } from './manifest.query.server';
import { imageType } from './theme.server';
import { href } from '#app/kernel/href';

/**
 * The web app manifest (/manifest.webmanifest), from the brand's data: its name, its colours and
 * its app icons (192 and 512 px, and a maskable one), in the visitor's language, so the portal
 * installs as the brand's own app. Without the brand's icons (a platform without a theme), the
 * portal's logo stands in.
 * Without the brand's theme at all (its query failed) the manifest has no icons and is answered not to be kept.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BrandManifestQuery);
  const name = data?.brand?.name ?? '';
  const theme = data?.brandTheme;
  const icons = theme?.icons.length
    ? theme.icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose }))
    : theme
      ? [{ src: theme.logoUrl, sizes: 'any', type: imageType(theme.logoUrl), purpose: 'any' }]
      : [];
  const manifest = {
    id: '/',
    name,
    // A launcher shows a dozen characters under the icon.
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: pageTitle(context.locale, 'meta.description', { brand: name }),
    lang: context.locale,
    dir: 'ltr',
    start_url: href('/', { search: { source: 'app' } }),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // Without the brand's theme (its query failed) the browser's defaults stand.
    background_color: theme?.colors.background,
    theme_color: theme?.colors.surface,
    categories: ['games', 'entertainment'],
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': theme ? 'public, max-age=300' : 'no-store',
      Vary: 'Accept-Language, Cookie',
    },
  });
}
