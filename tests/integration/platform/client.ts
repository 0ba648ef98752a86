/** Small request helpers for the platform tests. */
import { env } from 'cloudflare:workers';
import { platformHeaders, seededPlatform, type SeededPlatform, type SeededPlatformOptions } from '../support/platform';

export const BASE = 'https://platform.test';

export interface Envelope<T = any> {
  success: boolean;
  value: T;
  errorCode?: string;
  message?: string;
}

export function platform(options?: SeededPlatformOptions): Promise<SeededPlatform> {
  return seededPlatform(env, options);
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Replaces the default headers entirely (for header tests). */
  rawHeaders?: Headers;
  body?: unknown;
}

export async function call(p: SeededPlatform, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = options.rawHeaders ?? platformHeaders(options.headers);
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return p.fetch(new Request(BASE + path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body }));
}

export async function callJson<T = any>(p: SeededPlatform, path: string, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T> }> {
  const res = await call(p, path, options);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** GET with query parameters, expecting success. */
export async function value<T = any>(p: SeededPlatform, path: string, options: CallOptions = {}): Promise<T> {
  const { status, body } = await callJson<T>(p, path, options);
  if (status !== 200 || !body.success) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

export function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}
