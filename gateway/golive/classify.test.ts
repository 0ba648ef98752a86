import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { endpoints, type EndpointDef } from '#gateway/upstream/endpoints';
import { classifyAnswer, classifyError, formatPath } from './classify';
import { ProbeTimeout, type RawAnswer } from './probe';

const JSON_TYPE = 'application/json;charset=UTF-8';
const json = (status: number, body: unknown): RawAnswer => ({ status, contentType: JSON_TYPE, text: JSON.stringify(body) });
const ok = (value: unknown) => json(200, { success: true, value });

/** A row like the table's, with a schema of the test's own. */
const rowWith = (schema: z.ZodType): EndpointDef => ({ ...endpoints.helpCenter, schema });
const games = rowWith(z.object({ total: z.number(), list: z.array(z.object({ name: z.string(), hot: z.boolean() })) }));

describe('classifyAnswer', () => {
  it('reads an answer its schema accepts as expected, keeping the validated value', () => {
    const verdict = classifyAnswer(games, ok({ total: 1, list: [{ name: 'Aztec', hot: true }], extra: 'ignored' }));
    expect(verdict).toEqual({ status: 'as expected', detail: '', value: { total: 1, list: [{ name: 'Aztec', hot: true }] } });
  });

  it('names the fields that differ: a dropped field, a changed type, once per field of a list', () => {
    const verdict = classifyAnswer(games, ok({ total: '1', list: [{ hot: true }, { hot: false }, { name: 'x', hot: 'yes' }] }));
    expect(verdict.status).toBe('differs');
    expect(verdict.detail).toBe('total, list[].name, list[].hot');
    expect(verdict.issues?.map((issue) => issue.path)).toEqual(['total', 'list[].name', 'list[].hot']);
    expect(verdict.issues?.[0]?.message).toMatch(/expected number/);
  });

  it('shortens a long list of differing fields', () => {
    const wide = rowWith(z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string(), e: z.string(), f: z.string() }));
    expect(classifyAnswer(wide, ok({})).detail).toBe('a, b, c, d +2 more');
  });

  it('says so when the value itself is wrong, or a transform refuses it', () => {
    expect(classifyAnswer(games, ok(null))).toMatchObject({ status: 'differs', detail: '(value)' });
    const refusing = rowWith(
      z.number().transform(() => {
        throw new RangeError('amount out of range');
      }),
    );
    expect(classifyAnswer(refusing, ok(1e20))).toMatchObject({
      status: 'differs',
      detail: '(value)',
      issues: [{ path: '(value)', message: 'amount out of range' }],
    });
  });

  it('reads function.not.available (and #543) and HTTP 404 as the feature not offered', () => {
    expect(classifyAnswer(games, json(400, { success: false, errorCode: 'function.not.available', message: 'function.not.available' }))).toEqual({
      status: 'not available',
      detail: 'function.not.available',
      platformCode: 'function.not.available',
    });
    expect(classifyAnswer(games, json(200, { success: false, errorCode: '#543' }))).toMatchObject({ status: 'not available' });
    expect(classifyAnswer(games, { status: 404, contentType: 'text/html', text: '<h1>Not Found</h1>' })).toEqual({
      status: 'not available',
      detail: 'HTTP 404',
    });
    expect(classifyAnswer(games, json(404, { success: false, errorCode: 'request_param_err', message: 'not found' }))).toMatchObject({
      status: 'not available',
      detail: 'HTTP 404 (request_param_err)',
    });
  });

  it('reads any other refusal, a 5xx and an answer that is not JSON as a failure', () => {
    expect(classifyAnswer(games, json(500, { success: false, errorCode: '#727', message: 'system busy' }))).toEqual({
      status: 'failed',
      detail: 'HTTP 500, error envelope #727: system busy',
      platformCode: '#727',
    });
    expect(classifyAnswer(games, json(401, { success: false, errorCode: 'login.not.session', message: 'please login' }))).toMatchObject({
      status: 'failed',
      detail: 'HTTP 401, error envelope login.not.session: please login',
    });
    expect(classifyAnswer(games, { status: 503, contentType: 'text/html', text: 'Service Unavailable' })).toEqual({ status: 'failed', detail: 'HTTP 503' });
    expect(classifyAnswer(games, { status: 200, contentType: 'text/html', text: '<html>' })).toEqual({
      status: 'failed',
      detail: 'HTTP 200, answer is not JSON',
    });
  });

  it('reads JSON that is not the envelope as differing in the envelope', () => {
    expect(classifyAnswer(games, json(200, { data: [] }))).toMatchObject({ status: 'differs', detail: '(envelope) success' });
  });

  it('reads a text row as text (the legacy key)', () => {
    expect(classifyAnswer(endpoints.rsaKey, { status: 200, contentType: 'text/plain', text: 'c0ffee\n' })).toMatchObject({
      status: 'as expected',
      value: 'c0ffee',
    });
    expect(classifyAnswer(endpoints.rsaKey, { status: 200, contentType: 'text/plain', text: 'not hex' })).toMatchObject({
      status: 'differs',
      detail: '(value)',
    });
  });

  it('reads a file row by its type', () => {
    expect(classifyAnswer(endpoints.feedbackImage, { status: 200, contentType: 'image/png', text: '' }).status).toBe('as expected');
    expect(classifyAnswer(endpoints.feedbackImage, { status: 200, contentType: 'text/html', text: '' }).status).toBe('differs');
  });
});

describe('classifyError', () => {
  it('names a timeout, the run running out of time and a network failure with its cause', () => {
    expect(classifyError(new ProbeTimeout(800, 'call'))).toEqual({ status: 'failed', detail: 'no answer within 800 ms' });
    expect(classifyError(new ProbeTimeout(60_000, 'run')).detail).toBe("stopped: the run's time limit (60000 ms) was reached");
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 10.0.0.1:443') });
    expect(classifyError(refused)).toEqual({ status: 'failed', detail: 'network: fetch failed (connect ECONNREFUSED 10.0.0.1:443)' });
  });

  it('reads the gateway client’s errors by their code', () => {
    expect(classifyError(new UpstreamError(ErrorCode.FunctionNotAvailable, 'off', 'login', 'function.not.available'))).toMatchObject({
      status: 'not available',
    });
    expect(classifyError(new UpstreamError(ErrorCode.UpstreamMalformed, 'unexpected answer', 'rsaKey')).detail).toBe('UPSTREAM_MALFORMED: unexpected answer');
  });
});

describe('formatPath', () => {
  it('folds array indexes and names the value itself', () => {
    expect(formatPath(['list', 3, 'vo', 'gameName'])).toBe('list[].vo.gameName');
    expect(formatPath([0, 'id'])).toBe('[].id');
    expect(formatPath([])).toBe('(value)');
  });
});
