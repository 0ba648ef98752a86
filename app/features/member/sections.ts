import type { AreaSection } from '../../components/sections';
import type { AreaFlagsFragment } from '../../graphql/generated/graphql';

/** A whitelabel switch a section may depend on, as the gateway names it. */
export type FeatureFlag = Exclude<keyof AreaFlagsFragment, '__typename'>;

/** The member centre's menu, in order; a section with `requires` shows only under that brand switch. */
export const MEMBER_SECTIONS: readonly AreaSection<FeatureFlag>[] = [
  { path: '/member', label: 'account.myAccount', end: true },
  { path: '/member/deposit', label: 'account.deposit' },
  { path: '/member/withdraw', label: 'account.withdraw' },
  { path: '/member/account-record', label: 'account.accountRecord' },
  { path: '/member/betting-record', label: 'account.bettingRecord' },
  { path: '/member/security', label: 'account.security' },
];

/** Sections with a route of their own (not the placeholder page under /member/:section). */
const OWN_ROUTES = new Set(['/member/security']);

/** The section pages that exist under /member/:section, with their titles. */
export const MEMBER_SECTION_PAGES: ReadonlyMap<string, string> = new Map(
  MEMBER_SECTIONS.filter((section) => !section.end && !OWN_ROUTES.has(section.path)).map((section) => [section.path.slice('/member/'.length), section.label]),
);
