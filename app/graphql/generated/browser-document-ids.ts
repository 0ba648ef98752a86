/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */
export const browserDocumentIds = {
  "Live": "sha256:88ebbed4f36b27ad1c7deab283bf54dd917aa22f65d0d3ca9e0ddb8103f2bacb",
  "SiteLive": "sha256:396846315b51784b1a15f04ac12683a0dee4835ace83326c64acbe3261f68613"
} as const;
