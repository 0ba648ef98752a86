import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { fileNotFound, privateFile } from '#app/kernel/private-file.server';
import { parseComplaintImageRef } from './complaint-image';

/**
 * One image of a message of the logged-in member's own complaint (the timeline's thumbnails link
 * here), streamed from the platform with the session's token. A visitor, a malformed reference,
 * another member's complaint and a missing image are all the same 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ref = parseComplaintImageRef(new URL(request.url).searchParams);
  if (!context.session || !ref) return fileNotFound();
  return privateFile(context, 'complaintImage', { reference: ref.reference, message: ref.message, position: ref.position });
}
