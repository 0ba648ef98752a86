/**
 * The captcha's digits as pen strokes (polylines) in a 10 × 16 box, and a rasteriser that draws
 * strokes with round ends into an ink map (0..1 per pixel, anti-aliased). The shapes never leave
 * the platform: the image is a raster drawn from them after per-character distortion.
 */
export type Point = readonly [number, number];
export type Stroke = readonly Point[];

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 16;

/** Points along an elliptic arc, angles in degrees (0 = right, 90 = down). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(4, Math.round(Math.abs(to - from) / 15));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return points;
}

export const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  '0': [arc(5, 8, 4.5, 7.5, 0, 360)],
  '1': [
    [
      [2.5, 3.5],
      [5.5, 0.5],
      [5.5, 15.5],
    ],
    [
      [2.5, 15.5],
      [8.5, 15.5],
    ],
  ],
  '2': [[...arc(5, 4.5, 4.5, 4, 190, 390), [0.5, 15.5], [9.5, 15.5]]],
  '3': [arc(5, 4, 4.3, 3.6, 200, 450), arc(5, 11.8, 4.7, 3.8, 270, 520)],
  '4': [
    [
      [7, 15.5],
      [7, 0.5],
      [0.5, 11],
      [9.5, 11],
    ],
  ],
  '5': [
    [
      [9, 0.5],
      [1.5, 0.5],
      [1, 7.5],
    ],
    arc(4.8, 10.8, 4.5, 4.8, 215, 520),
  ],
  '6': [[...arc(5, 8, 4.5, 7.5, 300, 180), [0.5, 11.5]], arc(5, 11.5, 4.5, 4, 0, 360)],
  '7': [
    [
      [0.5, 0.5],
      [9.5, 0.5],
      [3.5, 15.5],
    ],
  ],
  '8': [arc(5, 4, 3.8, 3.5, 0, 360), arc(5, 11.6, 4.4, 3.9, 0, 360)],
  '9': [arc(5, 4.8, 4.4, 4.3, 0, 360), arc(4.5, 8, 4.9, 7.5, 0, 110)],
};

/** An ink map: `ink[y * width + x]` in 0..1. */
export interface InkMap {
  width: number;
  height: number;
  ink: Float32Array;
}

export function inkMap(width: number, height: number): InkMap {
  return { width, height, ink: new Float32Array(width * height) };
}

/** Draws one polyline `radius` pixels thick (half width) with round joins and ends. */
export function drawStroke(map: InkMap, points: readonly Point[], radius: number, strength = 1): void {
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i] ?? [0, 0];
    const [bx, by] = points[i + 1] ?? [0, 0];
    const minX = Math.max(0, Math.floor(Math.min(ax, bx) - radius - 1));
    const maxX = Math.min(map.width - 1, Math.ceil(Math.max(ax, bx) + radius + 1));
    const minY = Math.max(0, Math.floor(Math.min(ay, by) - radius - 1));
    const maxY = Math.min(map.height - 1, Math.ceil(Math.max(ay, by) + radius + 1));
    const dx = bx - ax;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
        const ex = px - (ax + t * dx);
        const ey = py - (ay + t * dy);
        const coverage = Math.max(0, Math.min(1, radius + 0.5 - Math.sqrt(ex * ex + ey * ey))) * strength;
        const k = y * map.width + x;
        if (coverage > (map.ink[k] ?? 0)) map.ink[k] = coverage;
      }
    }
  }
}

/** Places a glyph: centre (cx, cy), pixels per unit (sx, sy), shear, rotation in radians. */
export interface Placement {
  cx: number;
  cy: number;
  sx: number;
  sy: number;
  shear: number;
  angle: number;
}

export function placeStroke(stroke: Stroke, p: Placement, wobble: () => readonly [number, number] = () => [0, 0]): Point[] {
  const cos = Math.cos(p.angle);
  const sin = Math.sin(p.angle);
  return stroke.map(([gx, gy]) => {
    const [wx, wy] = wobble();
    const ux = (gx + wx - GLYPH_WIDTH / 2) * p.sx;
    const uy = (gy + wy - GLYPH_HEIGHT / 2) * p.sy;
    const shx = ux + p.shear * uy;
    return [p.cx + shx * cos - uy * sin, p.cy + shx * sin + uy * cos] as const;
  });
}

/** A digit as the font draws it, undistorted: the template a fitting attack would use. */
export function cleanDigit(digit: string, width: number, height: number, placement: Placement, radius: number): InkMap {
  const map = inkMap(width, height);
  for (const stroke of GLYPHS[digit] ?? []) drawStroke(map, placeStroke(stroke, placement), radius);
  return map;
}
