/**
 * GET /wps/captcha: a generated SVG image (Base64 data URL) of 4 digits bound to a captcha id.
 * Digits are drawn as jittered strokes (no <text>, so the answer is not in the markup), with
 * noise lines. Single use, expires after CAPTCHA_TTL_MS, never cacheable. The answer is kept in
 * D1 (`captchas`), readable by tests and through `GET /__dev/captcha?id=` in development.
 */
import { now as clock } from '../../http/clock';
import { okPrivate, PlatformError } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { randomToken } from './sessions';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
/** Captcha images per IP per minute (the client refreshes at most once per second). */
const CAPTCHAS_PER_IP_PER_MINUTE = 30;

/** Strokes per digit on a 6 × 10 grid. */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [0, 0],
      [6, 0],
      [6, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [6, 0],
      [0, 10],
    ],
  ],
  '1': [
    [
      [1, 2],
      [3, 0],
      [3, 10],
    ],
    [
      [1, 10],
      [5, 10],
    ],
  ],
  '2': [
    [
      [0, 0],
      [6, 0],
      [6, 5],
      [0, 5],
      [0, 10],
      [6, 10],
    ],
  ],
  '3': [
    [
      [0, 0],
      [6, 0],
      [6, 10],
      [0, 10],
    ],
    [
      [1, 5],
      [6, 5],
    ],
  ],
  '4': [
    [
      [0, 0],
      [0, 6],
      [6, 6],
    ],
    [
      [5, 2],
      [5, 10],
    ],
  ],
  '5': [
    [
      [6, 0],
      [0, 0],
      [0, 5],
      [6, 5],
      [6, 10],
      [0, 10],
    ],
  ],
  '6': [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
      [6, 5],
      [0, 5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2, 10],
    ],
  ],
  '8': [
    [
      [0, 0],
      [6, 0],
      [6, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  '9': [
    [
      [6, 5],
      [0, 5],
      [0, 0],
      [6, 0],
      [6, 10],
      [0, 10],
    ],
  ],
};

function randomInt(maxExclusive: number): number {
  // Rejection sampling: uniform without modulo bias.
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0] ?? 0;
    if (v < limit) return v % maxExclusive;
  }
}

const rand = (min: number, max: number) => min + (randomInt(10_000) / 10_000) * (max - min);

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 40;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)} Q${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)} ${rand(0, width).toFixed(1)} ${rand(0, height).toFixed(1)}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="1" fill="none"/>`,
    );
  }
  [...answer].forEach((digit, index) => {
    const strokes = GLYPHS[digit] ?? [];
    const scale = rand(2.2, 2.7);
    const x0 = 12 + index * 26 + rand(-3, 3);
    const y0 = 7 + rand(-2, 2);
    const angle = rand(-15, 15).toFixed(1);
    const paths = strokes
      .map((stroke) =>
        stroke
          .map(([x = 0, y = 0], k) => `${k === 0 ? 'M' : 'L'}${(x * scale + rand(-0.8, 0.8)).toFixed(1)} ${(y * scale * 1.05 + rand(-0.8, 0.8)).toFixed(1)}`)
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${x0.toFixed(1)} ${y0.toFixed(1)}) rotate(${angle} 7 12)" d="${paths}" stroke="hsl(${randomInt(360)},60%,30%)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join('')}</svg>`;
}

export async function createCaptcha(db: D1Database, merchant: string, now: number): Promise<{ captchaId: string; answer: string; image: string }> {
  const captchaId = randomToken(16);
  const answer = randomDigits(CAPTCHA_LENGTH);
  await db.batch([
    // Housekeeping: expired captchas older than a day are dropped.
    db.prepare('DELETE FROM captchas WHERE expires_at < ?1').bind(now - 24 * 60 * 60 * 1000),
    db
      .prepare('INSERT INTO captchas (id, merchant_code, answer, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(captchaId, merchant, answer, now, now + CAPTCHA_TTL_MS),
  ]);
  const svg = captchaSvg(answer);
  return { captchaId, answer, image: `data:image/svg+xml;base64,${btoa(svg)}` };
}

/**
 * Uses up a captcha (whatever the answer: single use) and says whether `answer` was right.
 * Unknown, expired, already used or another brand's captcha: false.
 */
export async function consumeCaptcha(db: D1Database, merchant: string, captchaId: string, answer: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(`UPDATE captchas SET used_at = ?3 WHERE id = ?1 AND merchant_code = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING answer`)
    .bind(captchaId, merchant, now)
    .first<{ answer: string }>();
  return row !== null && row.answer === answer.trim();
}

export function clientIp(request: Request): string | null {
  const raw = request.headers.get('X-Client-IP') ?? request.headers.get('CF-Connecting-IP');
  const ip = raw?.trim();
  return ip && ip.length <= 64 ? ip : null;
}

export async function captchaHandler(ctx: BrandContext): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const ip = clientIp(ctx.request) ?? 'unknown';
  const taken = await throttleFor(ctx.env, merchant).take(throttleKeys.captchaIp(ip), CAPTCHAS_PER_IP_PER_MINUTE, 60_000, now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, now);
  const { captchaId, image } = await createCaptcha(ctx.env.DB, merchant, now);
  return okPrivate({ captchaId, image, expiredSeconds: CAPTCHA_TTL_MS / 1000 });
}

/** HTTP 429 `too.many.requests` with Retry-After. */
export function tooManyRequests(retryAt: number | null, now: number, message = 'too many requests, retry later'): PlatformError {
  const seconds = Math.max(1, Math.ceil(((retryAt ?? now + 60_000) - now) / 1000));
  return new PlatformError(429, 'too.many.requests', message, { retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
}
