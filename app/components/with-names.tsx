import type { ReactNode } from 'react';

/**
 * Text with each of `names` in it marked as a name (`translate="no"`), the rest as it is: a bank,
 * a game or a dispute body inside a translated sentence stays as its owner writes it (ADR 041).
 */
export function withNames(text: string, names: readonly (string | null | undefined)[]): ReactNode {
  const marked = [...new Set(names.filter((name): name is string => Boolean(name && name.trim())))].sort((a, b) => b.length - a.length);
  if (marked.length === 0) return text;
  const pattern = new RegExp(`(${marked.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return text.split(pattern).map((part, index) =>
    marked.includes(part) ? (
      <span key={index} translate="no">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
