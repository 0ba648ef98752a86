import { href } from '#app/kernel/href';

/** The deposit page's address: where its forms' redirects, its links and the provider's return lead. */
export const DEPOSIT_PATH = href('/member/depositv2');
