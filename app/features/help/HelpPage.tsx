import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { HelpCentre } from './HelpCentre';
import { helpLoader } from './help.server';
import helpStyles from './help.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: helpStyles }];

export const loader = helpLoader;

/** The help centre: FAQ, rules and account help, each an anchor (/help#faq, #rules, #account), and feedback (#feedback). */
export default function HelpPage() {
  const { articles } = useLoaderData<typeof loader>();
  return <HelpCentre articles={articles} />;
}
