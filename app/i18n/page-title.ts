import type { MetaFunction } from '@remix-run/cloudflare';

type Matches = Parameters<MetaFunction>[0]['matches'];

/** The brand's name from the shell (the root loader), for page titles. */
export function brandNameOf(matches: Matches): string | undefined {
  return (matches.find((match) => match.id === 'root')?.data as { shell?: { brand?: { name?: string } } } | undefined)?.shell?.brand?.name;
}

/** The site's description in the visitor's language, from the root loader (every page has one). */
export function descriptionOf(matches: Matches): string | undefined {
  return (matches.find((match) => match.id === 'root')?.data as { description?: string } | undefined)?.description;
}

/** A page's <title> ("<page> · <brand>", or the brand alone) and the site's description. */
export function pageMeta(page: string | null | undefined, matches: Matches) {
  const description = descriptionOf(matches);
  return [
    { title: [page, brandNameOf(matches)].filter(Boolean).join(' · ') || 'Casino' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

/** "<page> · <brand>", from the page loader's `title` and the shell's brand name. */
export const titledMeta: MetaFunction = ({ data, matches }) => pageMeta((data as { title?: string } | undefined)?.title, matches);
