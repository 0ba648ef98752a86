import { graphql } from '#app/graphql/generated/index';

/** The brand's app download links, for their QR codes (/resources/download-qr). */
export const DownloadLinksQuery = graphql(`
  query DownloadLinks {
    brand {
      downloads {
        platform
        url
      }
    }
  }
`);
