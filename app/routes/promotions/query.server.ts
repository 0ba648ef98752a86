import { graphql } from '../../graphql/generated';

/** The promotions page. */
export const PromotionsPageQuery = graphql(`
  query PromotionsPage {
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
