/**
 * The brand's time zone: where the records' days start (docs/decisions/015). The platform protocol
 * does not carry it yet, so the records pages name it here, the one place to change it, until it
 * becomes part of the brand's configuration (a `timeZone` on Brand).
 */
export const BRAND_TIME_ZONE = 'Asia/Seoul';
