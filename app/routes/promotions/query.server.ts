import { graphql } from '../../graphql/generated';

/** The promotions page. */
export const PromotionsPageQuery = graphql(`
  query PromotionsPageQuery {
    promotions {
      id
      title
      content
      promotionType
      imageUrl
      timestamp
    }
  }
`);
