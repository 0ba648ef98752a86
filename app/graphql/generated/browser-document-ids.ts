/** The persisted ids of the operations the browser sends itself, by operation name (generated; do not edit). */
export const browserDocumentIds = {
  "Live": "sha256:de80ae7a0eba3f954c831fb4471a96b7f641bc0bcf50244c40144987d603f581",
  "SiteLive": "sha256:c80dfe35dce56eb347c2c260385f46407cf062ce46e341c80c756a1e2eb4a269"
} as const;
