import { graphql } from '#app/graphql/generated/index';

/** A page of announcements with their content, for the reader dialog and its pager. */
export const AnnouncementsDialogFragment = graphql(`
  fragment AnnouncementsDialog on AnnouncementPage {
    page
    totalPages
    items {
      id
      title
      content
      promotionType
      timestamp
    }
  }
`);
