import { data, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { AreaError, AreaLayout } from '../components/AreaLayout';
import { visibleSections } from '../components/sections';
import { AgentBar, AgentMenuLinks } from '../features/agent/AgentFrame';
import { AgentCentreQuery } from '../features/agent/agent.queries.server';
import { AGENT_PAGE_COOKIE, agentPageCookie, agentPageOf } from '../features/agent/current-page';
import { AGENT_SECTIONS, agentPages, contractPageFlags } from '../features/agent/sections';
import type { AgentCentreData } from '../features/agent/use-agent-centre';
import { requireAgent } from '../features/auth/guards.server';
import { customerServiceTarget } from '../features/shell/customer-service';
import { AGENT_NAMESPACES, translations } from '../i18n/namespaces.server';
import { pageTitle } from '../i18n/page-title.server';
import { titledMeta } from '../i18n/page-title';
import { MoreTranslations } from '../i18n/react';

/**
 * The agent centre (spec §2): one guard for every page inside (anyone but an agent is sent to the
 * agent login), the menu, the bar with the nickname, the brand's zone and clock and the logout,
 * and the current page remembered (a cookie; /agentHome opens it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(AgentCentreQuery);
  const agent = requireAgent(Boolean(context.session), answer, request);
  const url = new URL(request.url);
  const sections = visibleSections(AGENT_SECTIONS, { ...answer.data?.features, ...contractPageFlags(answer.data?.contractInfo?.kinds) });
  const page = agentPageOf(url.pathname, agentPages(sections));
  const features = answer.data?.features;
  const centre = {
    title: pageTitle(context.locale, 'agent.centreTitle'),
    agent,
    balance: answer.data?.balance?.amount ?? null,
    inviteUrl: agent.affiliateCode ? `${url.origin}/register?${new URLSearchParams({ affiliateCode: agent.affiliateCode })}` : null,
    sections,
    timeZone: answer.data?.brand?.timeZone ?? 'UTC',
    serverNow: Date.now(),
    customerService: customerServiceTarget(answer.data?.brand?.customerService, { chat: Boolean(features?.chat), member: true }),
    translations: translations(context.locale, AGENT_NAMESPACES),
  } satisfies AgentCentreData;
  return data(centre, page ? { headers: { 'Set-Cookie': agentPageCookie(page, url.protocol === 'https:') } } : undefined);
}

export const meta = titledMeta;

export default function AgentCentre() {
  const { sections, agent, timeZone, serverNow, customerService, translations: words } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // After a client-side navigation the layout's loader does not run again: remember the page here.
  useEffect(() => {
    const page = agentPageOf(pathname, agentPages(sections));
    if (page)
      document.cookie = `${AGENT_PAGE_COOKIE}=${page}; Path=/agentHome; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  }, [pathname, sections]);
  return (
    <MoreTranslations resources={words}>
      <AgentBar nickname={agent.nickname ?? agent.account} account={agent.account} timeZone={timeZone} serverNow={serverNow} />
      <AreaLayout label="agent.centreTitle" sections={sections} after={<AgentMenuLinks customerService={customerService} />}>
        <Outlet />
      </AreaLayout>
    </MoreTranslations>
  );
}

export const ErrorBoundary = AreaError;
