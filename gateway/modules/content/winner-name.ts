/**
 * A winner's name as the portal shows it on a public list: its first and last letters, the rest
 * starred (docs/decisions/064). The reference platform masks it so already; a live platform may
 * send it whole or in its own mask ("ka***7"), and the portal's promise to a player does not
 * depend on which. Characters, not UTF-16 units; a mask of a mask is the same mask.
 */
export function winnerName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '***';
  if (letters.length <= 2) return `${letters[0]}*`;
  const [first] = letters;
  return `${first}${'*'.repeat(Math.min(letters.length - 2, 6))}${letters.at(-1)}`;
}
