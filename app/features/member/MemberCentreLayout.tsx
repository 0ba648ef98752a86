import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData } from '@remix-run/react';
import { AreaError, AreaLayout } from '#app/components/AreaLayout';
import { visibleSections } from '#app/components/sections';
import { requireMember } from '#app/kernel/guards.server';
import { MemberPageQuery } from './member.query.server';
import { MEMBER_SECTIONS } from './sections';
import type { MemberCentreData } from '#app/kernel/use-member-centre';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { MEMBER_NAMESPACES } from '#app/i18n/area-namespaces';
import { badgesByPath } from '#app/components/CountBadge';
import { useMemberBadges } from '#app/kernel/live-store';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: MEMBER_NAMESPACES };

/** The member centre: one guard for every page inside (members only; trial accounts get the real-account prompt). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(MemberPageQuery);
  const member = requireMember(Boolean(context.session), answer, request);
  return {
    title: pageTitle(context.locale, 'account.centre'),
    member,
    balance: answer.data?.balance?.amount ?? null,
    // transferFund shows only when the brand keeps a wallet per vendor (TRANSFER mode).
    sections: visibleSections(MEMBER_SECTIONS, { ...answer.data?.features, walletTransfer: answer.data?.wallets?.mode === 'TRANSFER' }),
  } satisfies MemberCentreData;
}

export const meta = titledMeta;

export default function MemberCentre() {
  const { sections } = useLoaderData<typeof loader>();
  // The red count badges come with the shell (root loader), which reloads after every form post, and live (features/live).
  const badges = badgesByPath(useMemberBadges());
  return (
    <AreaLayout label="account.centre" sections={sections} badges={badges}>
      <Outlet />
    </AreaLayout>
  );
}

export const ErrorBoundary = AreaError;
