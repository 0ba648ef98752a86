/**
 * Generated SVG artwork: colours come from a hash of the id, so the same id always looks the
 * same, and the text comes from the catalogue. No external URLs, fonts or images.
 */

/** FNV-1a, enough to spread ids over the colour wheel. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export interface Artwork {
  id: string;
  width: number;
  height: number;
  title: string;
  subtitle?: string;
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function renderArtwork({ id, width, height, title, subtitle }: Artwork): string {
  const h = hash(id);
  const hueA = h % 360;
  const hueB = (hueA + 40 + ((h >>> 9) % 80)) % 360;
  const gradientId = `g${h.toString(36)}`;
  const fontSize = Math.round(Math.min(width, height) / 9);
  const lines = wrap(title, Math.max(8, Math.floor(width / (fontSize * 0.6))));
  const firstY = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines.map((l, i) => `<text x="${width / 2}" y="${(firstY + i * fontSize * 1.2).toFixed(1)}">${escapeXml(l)}</text>`).join('');
  const sub = subtitle
    ? `<text x="${width / 2}" y="${height - fontSize}" font-size="${Math.round(fontSize * 0.6)}" opacity="0.8">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hueA},70%,45%)"/><stop offset="1" stop-color="hsl(${hueB},75%,25%)"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#${gradientId})"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) / 4}" fill="hsl(${(hueA + 180) % 360},80%,60%)" opacity="0.25"/>` +
    `<g fill="#fff" font-family="sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${text}${sub}</g>` +
    `</svg>`
  );
}

/** How many generated avatars exist: /media/avatars/1.svg .. /media/avatars/<AVATAR_COUNT>.svg. */
export const AVATAR_COUNT = 12;

/**
 * A generated avatar: a head-and-shoulders figure (skin tone, hair style, shirt and background
 * colours picked from a hash of the number) on a round background. 128 × 128, no text.
 */
export function renderAvatar(n: number): string {
  const h = hash(`avatar-${n}`);
  const bgHue = h % 360;
  const shirtHue = (bgHue + 150 + ((h >>> 9) % 60)) % 360;
  const skins = ['#f6d2b8', '#eab38f', '#c98d64', '#a66a45', '#7a4a2e'];
  const hairs = ['#2b1d14', '#5a3a22', '#a8652f', '#d9b25f', '#3b3b3b', '#8e2f23'];
  const skin = skins[(h >>> 3) % skins.length];
  const hair = hairs[(h >>> 6) % hairs.length];
  const style = (h >>> 12) % 3;
  const gradientId = `a${h.toString(36)}`;
  const hairShape = [
    // short
    '<path d="M40 56 Q40 28 64 28 Q88 28 88 56 Q84 40 64 40 Q44 40 40 56 Z"/>',
    // long, past the ears
    '<path d="M36 74 Q32 26 64 26 Q96 26 92 74 L86 74 Q88 44 64 42 Q40 44 42 74 Z"/>',
    // a bun on top
    '<circle cx="64" cy="24" r="9"/><path d="M40 56 Q40 30 64 30 Q88 30 88 56 Q84 42 64 42 Q44 42 40 56 Z"/>',
  ][style];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="Avatar ${n}">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${bgHue},65%,62%)"/><stop offset="1" stop-color="hsl(${(bgHue + 40) % 360},70%,38%)"/></linearGradient>` +
    `<clipPath id="c${gradientId}"><circle cx="64" cy="64" r="64"/></clipPath></defs>` +
    `<g clip-path="url(#c${gradientId})">` +
    `<rect width="128" height="128" fill="url(#${gradientId})"/>` +
    `<path d="M18 128 Q20 92 64 90 Q108 92 110 128 Z" fill="hsl(${shirtHue},55%,45%)"/>` +
    `<rect x="56" y="76" width="16" height="16" rx="6" fill="${skin}"/>` +
    `<ellipse cx="64" cy="58" rx="22" ry="25" fill="${skin}"/>` +
    `<g fill="${hair}">${hairShape}</g>` +
    `<circle cx="55" cy="58" r="2.6" fill="#2a2a2a"/><circle cx="73" cy="58" r="2.6" fill="#2a2a2a"/>` +
    `<path d="M56 69 Q64 75 72 69" stroke="#7a3b2e" stroke-width="2.4" fill="none" stroke-linecap="round"/>` +
    `</g></svg>`
  );
}
