import { graphql } from '#app/graphql/generated/index';

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
