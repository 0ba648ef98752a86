import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { ErrorCode, UpstreamError } from '#gateway/index';
import { parseFeedbackImageRef } from './feedback-image';
import { FILE_ALONE_POLICY } from '#app/edge/response-headers';

const noStore = { 'Cache-Control': 'private, no-store' };
const notFound = () => new Response('Not found', { status: 404, headers: noStore });

/** The platform did not answer (in time, or sensibly): the image may exist, so not a 404. */
const UNAVAILABLE = new Set<string>([ErrorCode.UpstreamTimeout, ErrorCode.UpstreamUnavailable, ErrorCode.UpstreamMalformed, ErrorCode.SystemBusy]);

/**
 * One image of the logged-in member's own feedback (the "My feedback" thumbnails link here),
 * streamed from the platform with the token from the session cookie: it never reaches the page.
 * A visitor, a malformed reference, another member's feedback and a missing image are all the same
 * 404. Private to the member's browser (the Worker entry keeps every session response out of caches).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ref = parseFeedbackImageRef(new URL(request.url).searchParams);
  if (!context.session || !ref) return notFound();
  try {
    const file = await context.gateway.platform.file('feedbackImage', { query: { id: ref.id, position: ref.position } });
    const headers = new Headers({
      ...noStore,
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_ALONE_POLICY,
      'Content-Disposition': 'inline',
    });
    if (file.size !== null) headers.set('Content-Length', String(file.size));
    return new Response(file.body, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (UNAVAILABLE.has(error.code)) return new Response('Service unavailable', { status: 503, headers: noStore });
    return notFound();
  }
}
