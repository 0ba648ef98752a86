import type { AppLoadContext } from '@remix-run/cloudflare';
import { ErrorCode, UpstreamError } from '#gateway/index';
import { FILE_ALONE_POLICY } from '#app/edge/response-headers';

type FileRow = Parameters<AppLoadContext['gateway']['platform']['file']>[0];

const noStore = { 'Cache-Control': 'private, no-store' };

/** The platform did not answer (in time, or sensibly): the file may exist, so not a 404. */
const UNAVAILABLE = new Set<string>([ErrorCode.UpstreamTimeout, ErrorCode.UpstreamUnavailable, ErrorCode.UpstreamMalformed, ErrorCode.SystemBusy]);

export const fileNotFound = () => new Response('Not found', { status: 404, headers: noStore });

/**
 * A member's own file streamed from the platform with the token of the session the Worker keeps
 * (feedback and complaint images, the data archive): the page never holds the platform's token.
 * Never stored by a cache, never sniffed, never run as a document. A refusal (another member's file,
 * an unknown one) is a 404 that tells nothing more, or `refused` when the caller words some; a
 * platform that did not answer is a 503.
 */
export async function privateFile(
  context: AppLoadContext,
  row: FileRow,
  query: Record<string, string | number>,
  { disposition = 'inline', refused }: { disposition?: string; refused?: (error: UpstreamError) => Response | null } = {},
): Promise<Response> {
  try {
    const file = await context.gateway.platform.file(row, { query });
    const headers = new Headers({
      ...noStore,
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': FILE_ALONE_POLICY,
      'Content-Disposition': disposition,
    });
    if (file.size !== null) headers.set('Content-Length', String(file.size));
    return new Response(file.body, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (UNAVAILABLE.has(error.code)) return new Response('Service unavailable', { status: 503, headers: noStore });
    return refused?.(error) ?? fileNotFound();
  }
}
