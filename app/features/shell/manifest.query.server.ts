import { graphql } from '#app/graphql/generated/index';

/** What the web app manifest says of the brand: its name and its look. */
export const BrandManifestQuery = graphql(`
  query BrandManifest {
    brand {
      name
    }
    brandTheme {
      colors {
        background
        surface
      }
      logoUrl
      icons {
        src
        sizes
        type
        purpose
      }
    }
  }
`);
