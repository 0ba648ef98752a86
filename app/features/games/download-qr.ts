import { href } from '#app/kernel/href';

/**
 * The address of one of the brand's download links as a QR code image (shell/DownloadQrResource, at
 * /resources/download-qr), for the app download page beside it (DownloadPage) and the side bar. It
 * lives here rather than beside the resource so that the shell imports the games folder and never
 * the other way round (docs/architecture.md, "Feature folders").
 */
export const downloadQrHref = (platform: string) => href('/resources/download-qr', { search: { platform } });
