import { graphql } from '../../graphql/generated';

/** A banner slide and where it leads. */
export const BannerCarouselFragment = graphql(`
  fragment BannerCarousel on Banner {
    id
    title
    imageUrl
    linkType
    linkUrl
  }
`);
