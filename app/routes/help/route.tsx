import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HelpCentre } from '../../features/help/HelpCentre';
import { HelpPageQuery } from './query.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(HelpPageQuery);
  return { articles: data?.helpArticles ?? null };
}

/** The help centre: FAQ, rules and account help, each an anchor (/help#faq, #rules, #account), and feedback (#feedback). */
export default function HelpPage() {
  const { articles } = useLoaderData<typeof loader>();
  return <HelpCentre articles={articles} />;
}
