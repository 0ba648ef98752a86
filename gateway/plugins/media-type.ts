/**
 * The media type an answer of /graphql takes, from the request's Accept header (GraphQL over HTTP:
 * "the highest priority media type listed that is supported by the server").
 */

/** What a single result may be answered as, the server's preference first (it decides a wildcard). */
export const SINGLE_RESULT_TYPES = ['application/graphql-response+json', 'application/json', 'text/event-stream', 'multipart/mixed'] as const;

/** What a subscription's results may be answered as. */
export const STREAM_TYPES = ['text/event-stream'] as const;

interface MediaRange {
  type: string;
  q: number;
}

/** The ranges a client accepts, highest weight first (in the order listed among equal weights). */
function acceptedRanges(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const entry of accept.split(',')) {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!type) continue;
    let q = 1;
    let utf8 = true;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
      if (name === 'q') q = Number(value);
      // Answers are UTF-8 only; a range asking another charset is one the server cannot meet.
      if (name === 'charset' && value.replace(/"/g, '') !== 'utf-8') utf8 = false;
    }
    if (q > 0 && q <= 1 && utf8) ranges.push({ type, q });
  }
  // Array sort is stable: equal weights keep the client's order.
  return ranges.sort((a, b) => b.q - a.q);
}

function covers(range: string, type: string): boolean {
  if (range === '*/*' || range === type) return true;
  return range.endsWith('/*') && type.startsWith(range.slice(0, -1));
}

/**
 * The client's first choice among `served`: a wildcard takes the server's preferred type under it,
 * and a request without an Accept header is answered as `served[0]` (GraphQL over HTTP, since its
 * 2025 watershed: as if it accepted application/graphql-response+json). Null when the client
 * accepts none of them.
 */
export function preferredMediaType<T extends string>(accept: string | null, served: readonly T[]): T | null {
  if (!accept?.trim()) return served[0] ?? null;
  for (const range of acceptedRanges(accept)) {
    const type = served.find((candidate) => covers(range.type, candidate));
    if (type) return type;
  }
  return null;
}
