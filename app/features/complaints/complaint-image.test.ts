import { describe, expect, it } from 'vitest';
import { complaintImageHref, parseComplaintImageRef } from './complaint-image';

const parse = (query: string) => parseComplaintImageRef(new URLSearchParams(query));

describe('complaint image references', () => {
  it('reads one reference, message id and position from 1 to 3', () => {
    expect(parse('reference=C-7K3M9Q2D&message=42&position=1')).toEqual({ reference: 'C-7K3M9Q2D', message: '42', position: 1 });
  });

  it.each([
    [
      'a malformed reference',
      ['reference=C-7K3M9Q2&message=1&position=1', 'reference=c-7k3m9q2d&message=1&position=1', 'reference=C-7K3M9Q2I&message=1&position=1'],
    ],
    [
      'a message that is not a positive integer',
      ['reference=C-7K3M9Q2D&message=0&position=1', 'reference=C-7K3M9Q2D&message=01&position=1', 'reference=C-7K3M9Q2D&message=x&position=1'],
    ],
    ['a position outside 1..3', ['reference=C-7K3M9Q2D&message=1&position=0', 'reference=C-7K3M9Q2D&message=1&position=4']],
    ['a missing or repeated parameter', ['message=1&position=1', 'reference=C-7K3M9Q2D&reference=C-7K3M9Q2E&message=1&position=1']],
  ])('refuses %s', (_what, queries) => {
    for (const query of queries) expect(parse(query), query).toBeNull();
  });

  it('builds the link the parser reads back', () => {
    const href = complaintImageHref({ reference: 'C-7K3M9Q2D', message: '5', position: 2 });
    expect(href).toBe('/resources/complaint-image?reference=C-7K3M9Q2D&message=5&position=2');
    expect(parseComplaintImageRef(new URL(href, 'https://portal.test').searchParams)).toEqual({ reference: 'C-7K3M9Q2D', message: '5', position: 2 });
  });
});
