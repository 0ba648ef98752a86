import { graphql } from '../../graphql/generated';

/** What the notice marquee shows of a notice: its title, linking to the dialog. */
export const NoticeMarqueeFragment = graphql(`
  fragment NoticeMarquee on Notice {
    id
    title
  }
`);
