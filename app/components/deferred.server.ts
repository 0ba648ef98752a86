import type { ExecutionResult } from 'graphql';
import { failedFields } from '#app/graphql/errors';
import { isbot } from 'isbot';
import { runsScripts, SECTION_FAILED, type SectionFailed, type Streamed } from './streaming';

/**
 * One top-level field of an operation's result, as the promise a <DeferredSection> reads: it
 * rejects when that field failed (so the section shows its error and Retry), and resolves with the
 * field's data otherwise, even while other fields of the same operation failed.
 */
export function sectionOf<TResult, K extends keyof TResult & string>(result: Promise<ExecutionResult<TResult>>, field: K): Promise<TResult[K]> {
  const section = result.then(({ data, errors }) => {
    const value = data?.[field];
    if (value === null || value === undefined) {
      if (!data || failedFields(errors).includes(field)) throw new Error(`The section ${field} could not be loaded`);
    }
    return value as TResult[K];
  });
  // Handled later by defer(); this keeps a failure that settles before then from counting as unhandled.
  section.catch(() => undefined);
  return section;
}

/**
 * The sections returned beside the awaited data: left pending for a browser that runs our
 * scripts, so they stream in, and waited for on any other request, so its document arrives whole.
 * A section that arrived is handed over as plain data (rendered at once, never a fallback). One that
 * failed is handed over as SECTION_FAILED (streaming.ts says why not as a rejection), which its
 * <DeferredSection> shows as the section error.
 */
export async function settleUnlessStreaming<T extends Record<string, Promise<unknown>>>(
  request: Request,
  sections: T,
): Promise<{ [K in keyof T]: Streamed<Awaited<T[K]>> }> {
  const handedOver = Object.entries(sections).map(
    ([key, promise]) =>
      [
        key,
        promise.then(
          (value) => value,
          (): SectionFailed => SECTION_FAILED,
        ),
      ] as const,
  );
  if (runsScripts(request)) return Object.fromEntries(handedOver) as { [K in keyof T]: Streamed<Awaited<T[K]>> };
  const settled = await Promise.all(handedOver.map(async ([key, promise]) => [key, await promise] as const));
  return Object.fromEntries(settled) as { [K in keyof T]: Streamed<Awaited<T[K]>> };
}

/**
 * A browser that runs our scripts (the `js` cookie) and is no crawler: parts its script adds when
 * they are asked for (the home page's game sections, the main navigation's vendor menus) are left
 * out of the documents it gets. A crawler gets them in the document even with the cookie.
 */
export function addsOnDemand(request: Request): boolean {
  return runsScripts(request) && !isbot(request.headers.get('user-agent') || '');
}
