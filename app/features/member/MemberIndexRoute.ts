import { redirect } from '@remix-run/cloudflare';

/** The member centre opens on its default page, the security centre (docs/spec-index.md#member-center "Member center"). */
export function loader() {
  throw redirect('/member/securityCenter');
}
