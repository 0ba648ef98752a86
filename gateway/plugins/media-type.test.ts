import { describe, expect, it } from 'vitest';
import { preferredMediaType, SINGLE_RESULT_TYPES, STREAM_TYPES } from './media-type';

describe('preferredMediaType', () => {
  it.each([
    // The client's first choice it can have, in the order it lists them.
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['text/event-stream', 'text/event-stream'],
    // urql's subscriptions: the stream first (Yoga took the last it allowed, multipart).
    ['text/event-stream, multipart/mixed', 'text/event-stream'],
    ['multipart/mixed, application/json', 'multipart/mixed'],
    // Weights decide before order; q=0 refuses a type.
    ['text/event-stream;q=0.2, application/json', 'application/json'],
    ['application/graphql-response+json;q=0, application/json', 'application/json'],
    // A wildcard takes the server's preferred type under it; no Accept is anything.
    ['*/*', 'application/graphql-response+json'],
    ['application/*', 'application/graphql-response+json'],
    ['text/*', 'text/event-stream'],
    [null, 'application/graphql-response+json'],
    ['', 'application/graphql-response+json'],
    // Answers are UTF-8 only.
    ['application/json; charset=iso-8859-1, application/graphql-response+json', 'application/graphql-response+json'],
    ['Application/JSON; Charset="UTF-8"', 'application/json'],
    // Nothing the server has: null (Yoga answers 406).
    ['text/html', null],
    ['application/json;q=abc', null],
  ])('a single result for %j: %s', (accept, expected) => {
    expect(preferredMediaType(accept, SINGLE_RESULT_TYPES)).toBe(expected);
  });

  it.each([
    ['text/event-stream, multipart/mixed', 'text/event-stream'],
    ['application/json, text/event-stream', 'text/event-stream'],
    ['*/*', 'text/event-stream'],
    [null, 'text/event-stream'],
    ['application/json', null],
  ])('a subscription for %j: %s', (accept, expected) => {
    expect(preferredMediaType(accept, STREAM_TYPES)).toBe(expected);
  });
});
