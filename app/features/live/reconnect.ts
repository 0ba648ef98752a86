/** Reconnection: exponential from 1 s up to a minute, with jitter (docs/decisions/040). */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(60_000, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
