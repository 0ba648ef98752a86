import type { MetaFunction } from '@remix-run/cloudflare';

type Matches = Parameters<MetaFunction>[0]['matches'];

/** The brand's name from the shell (the root loader), for page titles. */
export function brandNameOf(matches: Matches): string | undefined {
  return (matches.find((match) => match.id === 'root')?.data as { shell?: { brand?: { name?: string } } } | undefined)?.shell?.brand?.name;
}

/** "<page> · <brand>", from the page loader's `title` and the shell's brand name. */
export const titledMeta: MetaFunction = ({ data, matches }) => {
  const page = (data as { title?: string } | undefined)?.title;
  return [{ title: [page, brandNameOf(matches)].filter(Boolean).join(' · ') }];
};
