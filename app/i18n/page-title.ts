import type { MetaFunction } from '@remix-run/cloudflare';

/** "<page> · <brand>", from the page loader's `title` and the shell's brand name. */
export const titledMeta: MetaFunction = ({ data, matches }) => {
  const brand = (matches.find((m) => m.id === 'root')?.data as { shell?: { brand?: { name?: string } } } | undefined)?.shell?.brand?.name;
  const page = (data as { title?: string } | undefined)?.title;
  return [{ title: [page, brand].filter(Boolean).join(' · ') }];
};
