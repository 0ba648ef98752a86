/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */
export const browserDocumentIds = {
  "Live": "sha256:8669c54deff1e5e10fcbc52d62f391cdf045b96390d5f28e04af9dd60b8f006b",
  "SiteLive": "sha256:3c161baaa10ccf755d9d4fe231db9477202286337dee2b8f3dc0ed5f0f81078b"
} as const;
