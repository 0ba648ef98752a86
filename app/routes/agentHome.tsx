import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData } from '@remix-run/react';
import { AreaError, AreaLayout } from '../components/AreaLayout';
import { visibleSections } from '../components/sections';
import { AgentCentreQuery } from '../features/agent/agent.queries.server';
import { AGENT_SECTIONS } from '../features/agent/sections';
import type { AgentCentreData } from '../features/agent/use-agent-centre';
import { requireAgent } from '../features/auth/guards.server';
import { pageTitle } from '../i18n/page-title.server';
import { titledMeta } from '../i18n/page-title';

/** The agent centre (spec §2): one guard for every page inside; anyone but an agent is sent to the agent login. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(AgentCentreQuery);
  const agent = requireAgent(Boolean(context.session), answer, request);
  const origin = new URL(request.url).origin;
  return {
    title: pageTitle(context.locale, 'agent.centreTitle'),
    agent,
    balance: answer.data?.balance?.amount ?? null,
    inviteUrl: agent.affiliateCode ? `${origin}/register?${new URLSearchParams({ affiliateCode: agent.affiliateCode })}` : null,
    sections: visibleSections(AGENT_SECTIONS, answer.data?.features),
  } satisfies AgentCentreData;
}

export const meta = titledMeta;

export default function AgentCentre() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <AreaLayout label="agent.centreTitle" sections={sections}>
      <Outlet />
    </AreaLayout>
  );
}

export const ErrorBoundary = AreaError;
