import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { BrandFaviconQuery } from './favicon.query.server';
import { PORTAL_ICON } from './theme.server';

/**
 * /favicon.ico: where a browser looks for a site's icon when the page names none (a picture or a
 * document opened on its own, the chat room's page, a bookmark made from a JSON answer). It sends
 * the browser on to the brand's favicon (its theme's, as every page's <link rel="icon">), kept a
 * day; without the theme, to the portal's own icon, kept five minutes.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BrandFaviconQuery);
  const icon = data?.brandTheme?.faviconUrl;
  return new Response(null, {
    status: 302,
    headers: { Location: icon ?? PORTAL_ICON, 'Cache-Control': icon ? 'public, max-age=86400' : 'public, max-age=300' },
  });
}
