import { UNSAFE_ErrorResponseImpl as ErrorResponse } from '@remix-run/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logServerError } from './server-errors';

describe('logServerError', () => {
  afterEach(() => vi.restoreAllMocks());
  const request = (method = 'POST') => new Request('https://brand.example/hot?token=secret', { method });

  it('logs the router’s refusal of a request as one line without its query', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new ErrorResponse(405, 'Method Not Allowed', new Error('You made a POST request to "/hot" but did not provide an `action`'), true);
    logServerError(refusal, request());
    expect(warn.mock.calls).toEqual([['405 POST /hot: Method Not Allowed']]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs anything else with its stack, the error inside a route error response', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = new Error('boom');
    logServerError(boom, request('GET'));
    const inner = new Error('loader failed');
    logServerError(new ErrorResponse(500, 'Internal Server Error', inner, true), request('GET'));
    expect(error.mock.calls).toEqual([[boom], [inner]]);
  });

  it('logs nothing for a visitor who left', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    controller.abort();
    logServerError(new Error('aborted'), new Request('https://brand.example/', { signal: controller.signal }));
    expect(error).not.toHaveBeenCalled();
  });
});
