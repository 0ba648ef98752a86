import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { href } from '#app/kernel/href';

/** Older member-centre paths (links, bookmarks) and the page that replaced each (not in ./sections.ts: the route table reads that, so it cannot use href()). */
const MOVED_SECTIONS: ReadonlyMap<string, string> = new Map([
  ['deposit', href('/member/depositv2')],
  ['account-record', href('/member/transactionHistory')],
  ['betting-record', href('/member/personalHistoryCopy')],
]);

/** Older member-centre paths move to the page that replaced them; anything else is not a page. */
export function loader({ params }: LoaderFunctionArgs) {
  const moved = params.section ? MOVED_SECTIONS.get(params.section) : undefined;
  if (moved) throw redirect(moved, 301);
  throw new Response('Not found', { status: 404 });
}
