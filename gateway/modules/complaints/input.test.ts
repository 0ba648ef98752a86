import { describe, expect, it } from 'vitest';
import { messageInputOf, subjectOf } from './input';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe("a complaint's input", () => {
  it('passes a trimmed text, its images and its request id', () => {
    expect(messageInputOf({ body: '  Not credited ', images: [PNG], requestId: 'abc12345' })).toEqual({
      body: 'Not credited',
      images: [PNG],
      requestId: 'abc12345',
    });
    expect(messageInputOf({ body: 'x' })).toEqual({ body: 'x' });
  });

  it('refuses before the platform what the platform would refuse', () => {
    expect(messageInputOf({ body: ' ' })).toMatchObject({ error: { code: 'REQUIRED', field: 'body' } });
    expect(messageInputOf({ body: 'x'.repeat(2001) })).toMatchObject({ error: { code: 'LENGTH', field: 'body' } });
    expect(messageInputOf({ body: 'x', images: [PNG, PNG, PNG, PNG] })).toMatchObject({ error: { code: 'FILE_INVALID', field: 'images' } });
    expect(messageInputOf({ body: 'x', images: ['R0lGODlhAQABAAAAACw='] })).toMatchObject({ error: { code: 'FILE_INVALID', field: 'images' } });
    expect(messageInputOf({ body: 'x', requestId: 'short' })).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'requestId' } });
  });

  it('needs a reference for a record, none for the service', () => {
    expect(subjectOf('SERVICE', 'ignored')).toEqual({ kind: 'SERVICE' });
    expect(subjectOf('TRANSACTION', ' deposit:12 ')).toEqual({ kind: 'TRANSACTION', ref: 'deposit:12' });
    expect(subjectOf('ROUND', '')).toMatchObject({ error: { code: 'REQUIRED', field: 'ref' } });
    expect(subjectOf('BONUS', 'x'.repeat(101))).toMatchObject({ error: { code: 'NOT_FOUND', field: 'ref' } });
  });
});
