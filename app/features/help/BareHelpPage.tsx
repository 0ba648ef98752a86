import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HelpCentre } from './HelpCentre';
import { helpLoader } from './help.server';
import helpStyles from './help.css?url';

/** The root layout leaves out the header, navigation, footer, side bar and popups for this page. */
export const handle = { bare: true };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: helpStyles }];
export const loader = helpLoader;

/** /helpmc: the help centre without the site's header and footer, for apps to embed (same content and anchors as /help). */
export default function BareHelpPage() {
  const { articles } = useLoaderData<typeof loader>();
  return <HelpCentre articles={articles} />;
}
