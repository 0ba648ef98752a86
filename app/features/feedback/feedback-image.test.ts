import { describe, expect, it } from 'vitest';
import { feedbackImageHref, parseFeedbackImageRef } from './feedback-image';

const parse = (query: string) => parseFeedbackImageRef(new URLSearchParams(query));

describe('feedback image references', () => {
  it('reads one id and a position from 1 to 3', () => {
    expect(parse('id=42&position=1')).toEqual({ id: '42', position: 1 });
    expect(parse('position=3&id=9007199254740991')).toEqual({ id: '9007199254740991', position: 3 });
  });

  it.each([
    ['a position outside 1..3', ['id=42&position=0', 'id=42&position=4', 'id=42&position=-1', 'id=42&position=']],
    ['a position not written plainly', ['id=42&position=01', 'id=42&position=1.0', 'id=42&position=+1', 'id=42&position=%201']],
    [
      'an id that is not a positive integer of at most 16 digits',
      ['id=0&position=1', 'id=-1&position=1', 'id=007&position=1', 'id=1e3&position=1', 'id=abc&position=1', 'id=12345678901234567&position=1'],
    ],
    ['a missing parameter', ['position=1', 'id=&position=1', 'id=42']],
    ['a repeated parameter', ['id=1&id=2&position=1', 'id=1&position=1&position=2']],
  ])('refuses %s', (_what, queries) => {
    for (const query of queries) expect(parse(query), query).toBeNull();
  });

  it('builds the link the parser reads back', () => {
    const href = feedbackImageHref({ id: '17', position: 2 });
    expect(href).toBe('/resources/feedback-image?id=17&position=2');
    expect(parseFeedbackImageRef(new URL(href, 'https://portal.test').searchParams)).toEqual({ id: '17', position: 2 });
  });
});
