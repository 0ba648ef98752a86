/**
 * React reveals a streamed section with an inline script, so a browser without JavaScript (or a
 * crawler) would keep the skeleton. The server therefore streams only to browsers that have run
 * our scripts before, which <DeferredSection> records in this cookie; every other document request
 * waits for its sections and arrives whole (docs/decisions/016-critical-and-deferred-data.md).
 */
export const JS_COOKIE = 'js';

export function runsScripts(request: Request): boolean {
  const cookie = request.headers.get('cookie') ?? '';
  return cookie.split(';').some((part) => part.trim() === `${JS_COOKIE}=1`);
}

/**
 * What a section that could not be loaded is handed to the page as (deferred.server.ts): a value,
 * not a rejected promise. A rejection streamed to the browser is decoded before React renders the
 * section's <Await>, often before the page hydrates at all, so it counts as a rejection nobody
 * handled (an uncaught "Unexpected Server Error" in the console) although the section then shows its
 * error. <DeferredSection> draws this value as the section's error with Retry.
 */
export interface SectionFailed {
  readonly sectionFailed: true;
}

export const SECTION_FAILED: SectionFailed = { sectionFailed: true };

export function isSectionFailed(value: unknown): value is SectionFailed {
  return typeof value === 'object' && value !== null && (value as { sectionFailed?: unknown }).sectionFailed === true;
}

/** A section as the page receives it: still streaming, or already there (its data, or SECTION_FAILED). */
export type Streamed<T> = Promise<T | SectionFailed> | T | SectionFailed;
