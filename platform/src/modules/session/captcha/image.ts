/**
 * The captcha picture: digits drawn from ./font.ts with, per character, random scale, aspect,
 * shear, rotation, position (neighbours overlap) and wobbly strokes of random weight; then noise
 * curves as thick as the digits, specks, a random wave warp of the whole picture, an uneven
 * background and pixel noise. A fixed-template fit (tests/integration/platform/captcha-attack)
 * reads almost none; a person reads it at a glance.
 */
import { drawStroke, GLYPH_HEIGHT, GLYPHS, inkMap, placeStroke, type InkMap, type Placement, type Point } from './font';

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
/** Where the n-th character sits before jitter, its size and stroke: also the attack's template. */
export const NOMINAL = {
  cx: (index: number) => 24 + index * 34,
  cy: CAPTCHA_HEIGHT / 2,
  scale: 30 / GLYPH_HEIGHT,
  radius: 1.4,
} as const;

/** A uniform random number in [0, 1). */
export type Random = () => number;

export function cryptoRandom(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return (buf[0] ?? 0) / 0x1_0000_0000;
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black .. 255 white. */
  gray: Uint8Array;
}

/** Where the characters sit: random spacing (so neighbours may overlap) and start. */
function layoutOf(random: Random, count: number): number[] {
  const spacing = between(random, 25, 36);
  const first = between(random, 15, CAPTCHA_WIDTH - 15 - spacing * (count - 1));
  return Array.from({ length: count }, (_, index) => first + index * spacing + between(random, -4, 4));
}

function placementOf(random: Random, cx: number): Placement {
  const size = between(random, 0.85, 1.2);
  const aspect = between(random, 0.75, 1.3);
  return {
    cx,
    cy: NOMINAL.cy + between(random, -4, 4),
    sx: NOMINAL.scale * size * aspect,
    sy: NOMINAL.scale * size,
    shear: between(random, -0.35, 0.35),
    angle: (between(random, -38, 38) * Math.PI) / 180,
  };
}

/** A curve across the picture, as thick as a digit's stroke. */
function noiseCurve(random: Random, width: number, height: number): Point[] {
  const y0 = between(random, 5, height - 5);
  const amplitude = between(random, 3, 9);
  const period = between(random, 25, 90);
  const phase = between(random, 0, Math.PI * 2);
  const slope = between(random, -0.25, 0.25);
  const x0 = between(random, -10, width * 0.4);
  const x1 = between(random, width * 0.6, width + 10);
  const points: Point[] = [];
  for (let x = x0; x <= x1; x += 3) points.push([x, y0 + slope * (x - x0) + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)]);
  return points;
}

/** Moves every pixel along two random waves (bilinear sampling): wide ones, then ripples. */
function warp(random: Random, map: InkMap, amplitude: [number, number], period: [number, number]): InkMap {
  const out = inkMap(map.width, map.height);
  const ax = between(random, ...amplitude);
  const ay = between(random, ...amplitude);
  const px = between(random, ...period);
  const py = between(random, ...period);
  const fx = between(random, 0, Math.PI * 2);
  const fy = between(random, 0, Math.PI * 2);
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= map.width || y >= map.height ? 0 : (map.ink[y * map.width + x] ?? 0));
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const sx = x + ax * Math.sin((y / px) * Math.PI * 2 + fx);
      const sy = y + ay * Math.sin((x / py) * Math.PI * 2 + fy);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const tx = sx - x0;
      const ty = sy - y0;
      out.ink[y * map.width + x] =
        at(x0, y0) * (1 - tx) * (1 - ty) + at(x0 + 1, y0) * tx * (1 - ty) + at(x0, y0 + 1) * (1 - tx) * ty + at(x0 + 1, y0 + 1) * tx * ty;
    }
  }
  return out;
}

/** Ink on an uneven light background with pixel noise. */
function paint(random: Random, map: InkMap): GrayImage {
  const gray = new Uint8Array(map.width * map.height);
  const base = between(random, 205, 240);
  const gx = between(random, -30, 30) / map.width;
  const gy = between(random, -30, 30) / map.height;
  const ink = between(random, 20, 80);
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const background = base + gx * x + gy * y;
      const k = map.ink[y * map.width + x] ?? 0;
      const value = background * (1 - k) + ink * k + between(random, -22, 22);
      gray[y * map.width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  return { width: map.width, height: map.height, gray };
}

export function renderCaptcha(answer: string, random: Random = cryptoRandom): GrayImage {
  const map = inkMap(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const wobble = () => [between(random, -0.6, 0.6), between(random, -0.6, 0.6)] as const;
  const centres = layoutOf(random, answer.length);
  [...answer].forEach((digit, index) => {
    const placement = placementOf(random, centres[index] ?? NOMINAL.cx(index));
    const radius = between(random, 1.2, 2.4);
    for (const stroke of GLYPHS[digit] ?? []) drawStroke(map, placeStroke(stroke, placement, wobble), radius);
  });
  const curves = 3 + Math.floor(random() * 2);
  for (let i = 0; i < curves; i++) drawStroke(map, noiseCurve(random, CAPTCHA_WIDTH, CAPTCHA_HEIGHT), between(random, 0.7, 1.3));
  const specks = 90 + Math.floor(random() * 60);
  for (let i = 0; i < specks; i++) {
    const x = between(random, 0, CAPTCHA_WIDTH);
    const y = between(random, 0, CAPTCHA_HEIGHT);
    drawStroke(
      map,
      [
        [x, y],
        [x + between(random, -1.5, 1.5), y + between(random, -1.5, 1.5)],
      ],
      between(random, 0.4, 1.2),
      between(random, 0.5, 1),
    );
  }
  return paint(random, warp(random, map, [1.5, 3.5], [30, 80]));
}

/**
 * The same characters at their nominal places with no distortion and no noise: what template
 * fitting reads perfectly (the attack test's control).
 */
export function renderUndistorted(answer: string): GrayImage {
  const map = inkMap(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const still = (index: number): Placement => ({ cx: NOMINAL.cx(index), cy: NOMINAL.cy, sx: NOMINAL.scale, sy: NOMINAL.scale, shear: 0, angle: 0 });
  [...answer].forEach((digit, index) => {
    for (const stroke of GLYPHS[digit] ?? []) drawStroke(map, placeStroke(stroke, still(index)), NOMINAL.radius);
  });
  const gray = new Uint8Array(map.width * map.height);
  map.ink.forEach((k, i) => (gray[i] = Math.round(235 * (1 - k) + 40 * k)));
  return { width: map.width, height: map.height, gray };
}
