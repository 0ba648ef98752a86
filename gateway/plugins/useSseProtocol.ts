import { GraphQLError } from 'graphql';
import { getSSEProcessor, isAsyncIterable, processRegularResult, type Plugin } from 'graphql-yoga';
import { preferredMediaType, SINGLE_RESULT_TYPES, STREAM_TYPES } from './media-type';

type ResultProcessor = Parameters<Parameters<NonNullable<Plugin['onResultProcess']>>[0]['setResultProcessor']>[0];

/**
 * A refusal that is not one of the request's validation steps keeps its status in a stream: a
 * mutation by GET (GraphQL over HTTP: 405) and a method /graphql does not have.
 */
const KEEPS_ITS_STATUS = 405;

/**
 * An answer as a GraphQL-over-SSE stream (distinct connections mode): Yoga's `next` and
 * `complete` events, without its `Content-Encoding: none` (not an encoding). A request refused
 * before execution (a syntax error, a document production does not run, an unknown persisted
 * id, a limit or validation rule) is an accepted stream whose `next` carries the errors: the
 * protocol says so, since a 4xx makes an SSE client fail the connection with nothing to read.
 */
function streamProcessor(): ResultProcessor {
  const stream = getSSEProcessor();
  return async (result, fetchAPI, mediaType) => {
    const response = await stream(result, fetchAPI, mediaType);
    response.headers.delete('Content-Encoding');
    const refusedBeforeExecution = response.status >= 400 && response.status < 500 && response.status !== KEEPS_ITS_STATUS;
    if (isAsyncIterable(result) || !refusedBeforeExecution) return response;
    return new fetchAPI.Response(response.body, { status: 200, headers: response.headers });
  };
}

/**
 * The protocol's single connection mode (a PUT reservation, then a DELETE per finished operation)
 * is not offered: a stream is one operation. A reservation would have to be found by the requests
 * that follow it, which any isolate may serve, and the portal Worker keeps no state between
 * requests. The protocol names no refusal (only the 201 of an accepted reservation), so this is
 * HTTP's answer for a method the resource does not support: 405 with Allow.
 */
function singleConnectionRefused(): GraphQLError {
  return new GraphQLError('Single connection mode is not offered: open one stream per operation (POST or GET with Accept: text/event-stream).', {
    extensions: { code: 'METHOD_NOT_ALLOWED', http: { status: 405, headers: { Allow: 'GET, POST' } } },
  });
}

/**
 * /graphql's answers in the media type the client prefers (GraphQL over HTTP), and its streams as
 * the GraphQL over Server-Sent Events protocol describes them (graphql-sse's PROTOCOL.md).
 * Yoga picks the last of its processors the Accept header allows, so a client listing
 * `text/event-stream` first and another type after got the other type; a client naming no type
 * (no Accept, a wildcard) now gets application/graphql-response+json, whose 4xx statuses tell a
 * refused request from an answered one.
 */
export function useSseProtocol(): Plugin {
  const inStream = streamProcessor();
  return {
    onRequestParse({ request }) {
      if (request.method === 'PUT' || request.method === 'DELETE') throw singleConnectionRefused();
    },
    onResultProcess({ request, result, setResultProcessor }) {
      if (Array.isArray(result)) return;
      const accept = request.headers.get('accept');
      const type = preferredMediaType(accept, isAsyncIterable(result) ? STREAM_TYPES : SINGLE_RESULT_TYPES);
      if (type === 'text/event-stream') setResultProcessor(inStream, type);
      else if (type === 'application/graphql-response+json' || type === 'application/json') setResultProcessor(processRegularResult, type);
      // multipart/mixed, or nothing the client accepts: Yoga's own choice (its multipart, or a 406).
    },
  };
}
