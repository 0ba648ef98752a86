/** The address of one of the brand's download links as a QR code image (shell/DownloadQrResource, at /resources/download-qr). */
export const downloadQrHref = (platform: string) => `/resources/download-qr?platform=${encodeURIComponent(platform)}`;
