import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { AgentCentreQuery } from './agent.queries.server';
import { openingPage } from './current-page';
import { AGENT_SECTIONS, agentPages } from './sections';
import { visibleSections } from '#app/components/sections';
import { requireAgent } from '#app/kernel/guards.server';

/** /agentHome opens the page the agent last used, else agentTeamOverview (docs/spec-index.md#screens-and-routes, #states-and-transitions); the layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout's query (the same operation, deduplicated per request) decides which pages the menu has.
  const answer = await context.graphql(AgentCentreQuery);
  // The layout's guard, here too: its redirect must win over this page's (loaders run side by side).
  requireAgent(Boolean(context.session), answer, request);
  const page = openingPage(request.headers.get('Cookie'), agentPages(visibleSections(AGENT_SECTIONS, answer.data?.features)));
  if (!page) throw new Response('No agent page', { status: 404 });
  throw redirect(`/agentHome/${page}`);
}
