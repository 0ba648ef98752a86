import { redirect } from '@remix-run/cloudflare';
import { href } from '#app/kernel/href';

/** The member centre opens on its default page, the security centre (docs/spec-index.md#member-center "Member center"). */
export function loader() {
  throw redirect(href('/member/securityCenter'));
}
