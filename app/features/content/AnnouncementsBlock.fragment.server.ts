import { graphql } from '#app/graphql/generated/index';

/** The first announcements of a page, as the home block lists them. */
export const AnnouncementsBlockFragment = graphql(`
  fragment AnnouncementsBlock on AnnouncementPage {
    items {
      id
      title
      timestamp
    }
  }
`);
