// The home page under another of its addresses (spec §2).
export { default, loader, meta } from './_index/route';
