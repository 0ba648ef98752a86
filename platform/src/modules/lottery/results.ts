/**
 * A draw's result: five digits fixed by HMAC-SHA256(secret, "lottery:v1:<game code>:<numero>").
 * Deterministic (the same game and numero always draw the same digits, so settling twice or on
 * another isolate agrees), and unpredictable without the secret. Each digit is one 32-bit word of
 * the MAC modulo 10 (a bias below 2 in a billion). Nothing is published before the draw instant:
 * callers check the schedule first (`published`).
 */
import CryptoJS from 'crypto-js';
import type { Env } from '../../env';
import { systemBusy } from '../../http/envelope';

export function drawDigits(secret: string, gameCode: string, numero: string): number[] {
  const words = CryptoJS.HmacSHA256(`lottery:v1:${gameCode}:${numero}`, secret).words;
  return Array.from({ length: 5 }, (_, i) => ((words[i] ?? 0) >>> 0) % 10);
}

/**
 * The secret draws are keyed with: the game secret the stand-in game server's rounds use too
 * (GAME_RNG_SECRET, a secret in production), under the lottery's own message prefix.
 */
export function lotterySecret(env: Env): string {
  const secret = env.GAME_RNG_SECRET ?? '';
  if (secret.length < 16) {
    console.error('platform: GAME_RNG_SECRET missing or shorter than 16 characters; lottery draws need it');
    throw systemBusy();
  }
  return secret;
}

/** The digits of a period once it is drawn (`now` at or after its draw), else null. */
export function published(secret: string, gameCode: string, period: { numero: string; drawAt: number }, now: number): number[] | null {
  return now >= period.drawAt ? drawDigits(secret, gameCode, period.numero) : null;
}
