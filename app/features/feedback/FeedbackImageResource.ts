import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { fileNotFound, privateFile } from '#app/kernel/private-file.server';
import { parseFeedbackImageRef } from './feedback-image';

/**
 * One image of the logged-in member's own feedback (the "My feedback" thumbnails link here),
 * streamed from the platform with the token from the session cookie: it never reaches the page.
 * A visitor, a malformed reference, another member's feedback and a missing image are all the same
 * 404. Private to the member's browser (the Worker entry keeps every session response out of caches).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ref = parseFeedbackImageRef(new URL(request.url).searchParams);
  if (!context.session || !ref) return fileNotFound();
  return privateFile(context, 'feedbackImage', { id: ref.id, position: ref.position });
}
