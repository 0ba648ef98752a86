import { graphql } from '#app/graphql/generated/index';

/** The brand's favicon (its theme's), for /favicon.ico. */
export const BrandFaviconQuery = graphql(`
  query BrandFavicon {
    brandTheme {
      faviconUrl
    }
  }
`);
