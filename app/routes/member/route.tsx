import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData } from '@remix-run/react';
import { AreaError, AreaLayout } from '../../components/AreaLayout';
import { visibleSections } from '../../components/sections';
import { requireMember } from '../../features/auth/guards.server';
import { MemberPageQuery } from '../../features/member/member.query.server';
import { MEMBER_SECTIONS } from '../../features/member/sections';
import type { MemberCentreData } from '../../features/member/use-member-centre';
import { pageTitle } from '../../i18n/page-title.server';
import { titledMeta } from '../../i18n/page-title';
import { MEMBER_NAMESPACES, translations } from '../../i18n/namespaces.server';
import { MoreTranslations } from '../../i18n/react';
import { badgesByPath } from '../../components/CountBadge';
import { useShell } from '../../features/shell/use-shell';

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
    translations: translations(context.locale, MEMBER_NAMESPACES),
  } satisfies MemberCentreData;
}

export const meta = titledMeta;

export default function MemberCentre() {
  const { sections, translations: words } = useLoaderData<typeof loader>();
  // The red count badges come with the shell (root loader), which reloads after every form post.
  const badges = badgesByPath(useShell()?.shell?.memberBadges);
  return (
    <MoreTranslations resources={words}>
      <AreaLayout label="account.centre" sections={sections} badges={badges}>
        <Outlet />
      </AreaLayout>
    </MoreTranslations>
  );
}

export const ErrorBoundary = AreaError;
