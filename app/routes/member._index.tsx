import { redirect } from '@remix-run/cloudflare';

/** The member centre opens on its default page, the security centre (spec §2 "Member center"). */
export function loader() {
  throw redirect('/member/securityCenter');
}
