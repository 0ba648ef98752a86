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
  const text = lines
    .map((l, i) => `<text x="${width / 2}" y="${(firstY + i * fontSize * 1.2).toFixed(1)}">${escapeXml(l)}</text>`)
    .join('');
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
