/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */
export const browserDocumentIds = {
  "Live": "sha256:35dbb9a08337a57d872e20dc7adfc8bfea23ebf5e023fd451a9f82e36c41a480",
  "SiteLive": "sha256:c80dfe35dce56eb347c2c260385f46407cf062ce46e341c80c756a1e2eb4a269"
} as const;
