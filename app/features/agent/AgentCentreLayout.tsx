import { data, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import { AreaError, AreaLayout } from '#app/components/AreaLayout';
import { visibleSections } from '#app/components/sections';
import { AgentBar, AgentMenuLinks } from './AgentFrame';
import { AgentCentreQuery } from './agent.queries.server';
import { agentPageCookie, agentPageOf, legacyAgentPageCleared } from './current-page';
import { AGENT_SECTIONS, agentPages, contractPageFlags } from './sections';
import type { AgentCentreData } from '#app/kernel/use-agent-centre';
import { requireAgent } from '#app/kernel/guards.server';
import { customerServiceTarget } from '#app/kernel/customer-service';
import { AGENT_NAMESPACES } from '#app/i18n/area-namespaces';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import agentStyles from './agent.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: AGENT_NAMESPACES };

/**
 * The agent centre (docs/spec-index.md#screens-and-routes): one guard for every page inside (anyone but an agent is sent to the
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
  } satisfies AgentCentreData;
  if (!page) return data(centre);
  const headers = new Headers({ 'Set-Cookie': agentPageCookie(page) });
  for (const cleared of legacyAgentPageCleared(request.headers.get('Cookie'))) headers.append('Set-Cookie', cleared);
  return data(centre, { headers });
}

export const meta = titledMeta;
/** The agent centre’s styles, for the layout and every page inside. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: agentStyles }];

export default function AgentCentre() {
  const { sections, agent, timeZone, serverNow, customerService } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // After a client-side navigation the layout's loader does not run again: remember the page here.
  useEffect(() => {
    const page = agentPageOf(pathname, agentPages(sections));
    if (page) document.cookie = agentPageCookie(page);
  }, [pathname, sections]);
  return (
    <>
      <AgentBar nickname={agent.nickname ?? agent.account} account={agent.account} timeZone={timeZone} serverNow={serverNow} />
      <AreaLayout label="agent.centreTitle" sections={sections} after={<AgentMenuLinks customerService={customerService} />}>
        <Outlet />
      </AreaLayout>
    </>
  );
}

export const ErrorBoundary = AreaError;
