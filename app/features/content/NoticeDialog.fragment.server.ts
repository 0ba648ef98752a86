import { graphql } from '#app/graphql/generated/index';

/** A notice as its dialog reads it. */
export const NoticeDialogFragment = graphql(`
  fragment NoticeDialog on Notice {
    id
    title
    content
    timestamp
  }
`);
