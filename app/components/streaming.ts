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
