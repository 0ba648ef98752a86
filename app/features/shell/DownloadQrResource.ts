import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { DownloadLinksQuery } from './download-qr.query.server';
import { qrSvg } from './qr.server';

/**
 * One of the brand's app download links as a QR code image (?platform=IOS, IOS_PROFILE or ANDROID:
 * the schema's DownloadPlatform, matched exactly), for the side bar and
 * /download. An image of its own rather than markup in every page: the three codes were about
 * 26 KB of every document, twice (the markup and the loader's data), though they show only when a
 * visitor opens "Download the app"; as images the browser fetches them then, and caches them.
 * Only the brand's own links are drawn: this is no QR service for any address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const platform = new URL(request.url).searchParams.get('platform') ?? '';
  const { data } = await context.graphql(DownloadLinksQuery);
  if (!data?.brand) return new Response('Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
  const download = data.brand.downloads.find((entry) => entry.platform === platform);
  if (!download) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(qrSvg(download.url), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
