import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { MOVED_SECTIONS } from './sections';

/** Older member-centre paths move to the page that replaced them; anything else is not a page. */
export function loader({ params }: LoaderFunctionArgs) {
  const moved = params.section ? MOVED_SECTIONS.get(params.section) : undefined;
  if (moved) throw redirect(moved, 301);
  throw new Response('Not found', { status: 404 });
}
