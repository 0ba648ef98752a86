import { renderSVG } from 'uqr';

const rendered = new Map<string, string>();

/** A download link as an SVG QR code (rendered on the server; memoised per isolate, it is pure). */
export function qrSvg(url: string): string {
  let svg = rendered.get(url);
  if (!svg) {
    svg = renderSVG(url, { border: 1, whiteColor: '#ffffff', blackColor: '#000000' });
    if (rendered.size > 100) rendered.clear();
    rendered.set(url, svg);
  }
  return svg;
}
