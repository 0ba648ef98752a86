import { graphql } from '#app/graphql/generated/index';

/** What the notice marquee shows of a notice: its title, linking to the dialog. */
export const NoticeMarqueeFragment = graphql(`
  fragment NoticeMarquee on Notice {
    id
    title
  }
`);
