/** Characters as a text limit counts them: Unicode characters, so an emoji counts once (the platform counts the same way). */
export const characterCount = (text: string) => Array.from(text).length;
