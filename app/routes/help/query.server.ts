import { graphql } from '../../graphql/generated';

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
