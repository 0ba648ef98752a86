import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HelpCentre } from '../features/help/HelpCentre';
import { HelpPageQuery } from './help/query.server';

/** The root layout leaves out the header, navigation, footer, side bar and popups for this page. */
export const handle = { bare: true };

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(HelpPageQuery);
  return { articles: data?.helpArticles ?? null };
}

/** /helpmc: the help centre without the site's header and footer, for apps to embed (same content and anchors as /help). */
export default function HelpForApps() {
  const { articles } = useLoaderData<typeof loader>();
  return <HelpCentre articles={articles} />;
}
