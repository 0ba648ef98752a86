import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { translations } from '#app/i18n/words.server';
import { MoreTranslations } from '#app/i18n/react';

/**
 * The one place a page's own words come from: every route module says which translation
 * namespaces it uses in its `handle` (`{ namespaces: ['contracts'] }`, app/i18n/route-namespaces.server.ts),
 * and this layout, around every page of the route table, sends the words of the routes an address
 * matches and provides them below. The home page's bundle never carries the member centre's words.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { words: translations(context.locale, context.namespacesFor(new URL(request.url).pathname)) };
}

/** Another page may use other namespaces; the same page (a form's answer, a retry) keeps its words. A language change reloads the document. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

export default function WordsLayout() {
  const { words } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={words}>
      <Outlet />
    </MoreTranslations>
  );
}
