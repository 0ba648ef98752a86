import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { NavLink, Outlet, useRouteLoaderData } from '@remix-run/react';
import { requireRealMember } from '../../features/auth/access.server';
import { MemberPageQuery } from '../../features/member/member.query.server';
import { pageTitle } from '../../i18n/page-title.server';
import { titledMeta } from '../../i18n/page-title';
import { useTranslation } from '../../i18n/react';

/** The member centre: members only (login, then back); trial accounts get the real-account prompt. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(MemberPageQuery);
  const member = requireRealMember(data?.me, request);
  return { title: pageTitle(context.locale, 'account.centre'), member, balance: data?.balance?.amount ?? null };
}

export const meta = titledMeta;

export function useMemberCentre() {
  return useRouteLoaderData<typeof loader>('routes/member');
}

export const MEMBER_SECTIONS = ['deposit', 'withdraw', 'account-record', 'betting-record'] as const;
export type MemberSection = (typeof MEMBER_SECTIONS)[number];

const sectionLabels: Record<MemberSection, string> = {
  deposit: 'account.deposit',
  withdraw: 'account.withdraw',
  'account-record': 'account.accountRecord',
  'betting-record': 'account.bettingRecord',
};
export const sectionLabel = (section: MemberSection) => sectionLabels[section];

export default function MemberCentre() {
  const { t } = useTranslation();
  return (
    <div className="member-centre">
      <nav className="member-centre__nav" aria-label={t('account.centre')}>
        <ul>
          <li>
            <NavLink to="/member" end>
              {t('account.myAccount')}
            </NavLink>
          </li>
          {MEMBER_SECTIONS.map((section) => (
            <li key={section}>
              <NavLink to={`/member/${section}`}>{t(sectionLabel(section))}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="member-centre__body">
        <Outlet />
      </div>
    </div>
  );
}
