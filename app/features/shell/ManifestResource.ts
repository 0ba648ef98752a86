import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { pageTitle } from '#app/i18n/page-title.server';
import { BrandManifestQuery } from './manifest.query.server';

/**
 * The web app manifest (/manifest.webmanifest), from the brand's data: its name, its colours and
 * its app icons (192 and 512 px, and a maskable one), in the visitor's language, so the portal
 * installs as the brand's own app. Without the brand's icons (a platform without a theme), the
 * portal's logo stands in.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BrandManifestQuery);
  const name = data?.brand?.name ?? '';
  const theme = data?.brandTheme;
  const icons = theme?.icons.length
    ? theme.icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose }))
    : [{ src: theme?.logoUrl ?? '/brand/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
  const manifest = {
    id: '/',
    name,
    // A launcher shows a dozen characters under the icon.
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: pageTitle(context.locale, 'meta.description', { brand: name }),
    lang: context.locale,
    dir: 'ltr',
    start_url: '/?source=app',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: theme?.colors.background ?? '#0f1020',
    theme_color: theme?.colors.surface ?? '#1b1d36',
    categories: ['games', 'entertainment'],
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=300', Vary: 'Accept-Language, Cookie' },
  });
}
