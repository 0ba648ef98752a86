/**
 * Where focus goes when a modal dialog closes (components/Dialog.tsx, components/AlertDialog.tsx,
 * the announcement popup): back to the control that opened it, or, when there is none (the dialog
 * came with the page: a visit to /login) or it is gone (the login's link in the header, once the
 * member is in), to the page's main content, so the next Tab goes to the page's first control.
 * Never the body: from there the next Tab would start where the dialog was in the document (the
 * side bar, the footer).
 *
 * The browser gives focus back by itself only when a modal dialog is closed while it is in the
 * document; a route-addressable dialog closes by leaving the page, and its element is gone before
 * its effects are cleaned up. So focus is given back a moment after a dialog closes, which leaves
 * room for two things: a dialog that replaces it (the login's link to registration) takes its
 * opener over, and a page a successful form led to, which focused something of its own, keeps it.
 */

/** The page's main content (root.tsx: `<main id="main" tabIndex={-1}>`). */
export const MAIN_ID = 'main';

/** What focus does after a dialog closed. */
export type FocusReturn = 'stay' | 'opener' | 'main';

/**
 * The rule, apart from the document: focus stays where it is when something outside the closed
 * dialog has it already (the browser gave it back, or the next page focused a control of its own);
 * else it goes to the opener when there still is one to focus, else to the main content.
 */
export function whereFocusReturns(state: { focusedElsewhere: boolean; openerFocusable: boolean }): FocusReturn {
  if (state.focusedElsewhere) return 'stay';
  return state.openerFocusable ? 'opener' : 'main';
}

/** The dialog that closed a moment ago, until focus is given back (or a dialog replacing it takes its opener). */
let closing: { opener: HTMLElement | null; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * The control that opens a dialog opening now: what has focus (the link followed, the button
 * pressed), or, when a dialog closed just before in the same navigation, the control that had
 * opened that one (this dialog replaces it). Null when the dialog came with the page.
 */
export function takeOpener(dialog: HTMLElement | null): HTMLElement | null {
  if (closing) {
    clearTimeout(closing.timer);
    const { opener } = closing;
    closing = null;
    return opener;
  }
  const active = document.activeElement;
  // Not a control of the dialog itself (one focused before the page's scripts ran) nor of a closed one.
  return active instanceof HTMLElement && active !== document.body && !dialog?.contains(active) && !active.closest('dialog:not([open])') ? active : null;
}

/** After a dialog closed (or left the page): gives focus back once the page has settled. */
export function returnFocusSoon(opener: HTMLElement | null, dialog: HTMLElement | null): void {
  if (closing) clearTimeout(closing.timer);
  const timer = setTimeout(() => {
    closing = null;
    returnFocus(opener, dialog);
  }, 0);
  closing = { opener, timer };
}

function returnFocus(opener: HTMLElement | null, dialog: HTMLElement | null): void {
  const active = document.activeElement;
  const focusedElsewhere =
    active instanceof HTMLElement &&
    active !== document.body &&
    active.isConnected &&
    !dialog?.contains(active) &&
    // A control left in a closed dialog keeps focus only until the browser notices.
    !active.closest('dialog:not([open])');
  const target = opener && opener.isConnected && !dialog?.contains(opener) ? reachable(opener) : null;
  const where = whereFocusReturns({ focusedElsewhere, openerFocusable: Boolean(target) });
  if (where === 'stay') return;
  if (where === 'opener' && target) {
    target.focus();
    if (document.activeElement === target) return;
  }
  // The opener could not take it (hidden, disabled, inert): the main content.
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/**
 * The opener, or the control that shows it when it is folded away since: the summary of the closed
 * disclosure it is in (the account menu closes when a page opens), the button of the closed popover
 * it is in (the site menu).
 */
function reachable(opener: HTMLElement): HTMLElement | null {
  const details = opener.closest('details:not([open])');
  if (details) return details.querySelector<HTMLElement>(':scope > summary');
  const popover = opener.closest<HTMLElement>('[popover]');
  if (popover && popover.id && !isPopoverOpen(popover)) return document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
  return opener;
}

function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    // A browser without the Popover API shows it as a plain element.
    return true;
  }
}
