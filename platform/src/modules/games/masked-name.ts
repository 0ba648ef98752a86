/**
 * A winner's name on a public list (the winner board, a jackpot's winners): its first and last
 * letters with the rest starred, so a win can be believed without naming the player. Counted in
 * characters, not UTF-16 units; a name of one or two characters keeps its first and stars the rest.
 */
export function maskedName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '***';
  if (letters.length <= 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(Math.min(letters.length - 2, 6))}${letters.at(-1)}`;
}
