/**
 * The page is being left for a full load it started itself (the inactivity logout: the session is
 * ended, then the login form is loaded anew). What would read the page afresh meanwhile (the live
 * stream's end of session asks for a revalidation) only races that load: the browser aborts it, and
 * the router reports the abort as an error of the page.
 */
let exiting = false;

/** Called just before the page ends the session and loads another document. */
export function markPageExit(): void {
  exiting = true;
}

/** The page is on its way out: nothing should be read for it any more. */
export function isPageExiting(): boolean {
  return exiting;
}
