import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { graphql } from '#app/graphql/generated/index';

/** The help centre. */
export const HelpPageQuery = graphql(`
  query HelpPage {
    helpArticles {
      id
      category
      title
      content
    }
  }
`);

/** The articles of /help and /helpmc (the same content; a failed read shows the section's error). */
export async function helpLoader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(HelpPageQuery);
  return { articles: data?.helpArticles ?? null };
}
