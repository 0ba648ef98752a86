import { PAGE_ANSWER_HEADERS, type PlatformPages } from './forward';

/**
 * The reference platform's stand-in payment provider (docs/platform-protocol.md "Deposits"): its
 * payment page, QR image and stylesheet, answered by root-relative URLs under /provider/ that the
 * member's browser opens on the portal, as it opens /media/*. Only these paths pass (never the
 * provider's server-to-server callback); a live platform's provider has its own host and absolute
 * URLs, so nothing comes here. Forwarded by gateway/upstream/forward.ts.
 */
export const PROVIDER_PAGES: PlatformPages = {
  prefix: '/provider/',
  routes: [
    {
      path: /^\/provider\/(?:pay\/[A-Za-z0-9_-]{8,64}|qr\/[A-Za-z0-9_-]{8,64}\.svg|provider\.css)$/,
      // The stand-in provider belongs to the reference platform in development; a live brand's payment
      // provider serves its own pages on its own origin. Unlike the game pages, a demo deployment on the
      // binding does not serve it either: paying here credits a deposit, which no demo should do unasked.
      on: 'devTools',
    },
  ],
  // The page and its stylesheet are read; Pay and Cancel are one form post.
  methods: ['GET', 'HEAD', 'POST'],
  requestHeaders: [],
  answerHeaders: PAGE_ANSWER_HEADERS,
  // A payment page and its QR belong to one deposit: never kept, whatever the provider says.
  caching: 'no-store',
  // A Pay/Cancel form is a few bytes.
  maxBodyBytes: 4096,
  // Its paths carry everything; a query is dropped rather than handed to a payment page.
  query: false,
  webSocket: false,
  // Opened on its own (a redirect or a new tab), never in a frame: the portal's DENY and CSP apply.
  framed: false,
};
