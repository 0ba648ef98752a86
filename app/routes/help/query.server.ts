import { graphql } from '../../graphql/generated';

/** The help centre. */
export const HelpPageQuery = graphql(`
  query HelpPageQuery {
    helpArticles {
      id
      category
      title
      content
    }
  }
`);
