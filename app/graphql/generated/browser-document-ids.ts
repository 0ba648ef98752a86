/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */
export const browserDocumentIds = {
  "Live": "sha256:8669c54deff1e5e10fcbc52d62f391cdf045b96390d5f28e04af9dd60b8f006b",
  "SiteLive": "sha256:bd02de44d2db3bde428b9d32079b3ed712fa17299279f2ac78c44b6f34a6e7f9"
} as const;
