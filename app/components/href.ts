/**
 * Addresses that keep a page's URL state: a route-addressable dialog (components/Dialog.tsx) opens
 * and closes by its search parameters, a list keeps its filters. Apart from the dialog itself so that
 * a page linking to one does not load the dialog's code.
 */

/** The current URL without some search parameters (to close a dialog or reset a state). */
export function hrefWithout(pathname: string, search: string, ...names: string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The current URL with some search parameters set. */
export function hrefWith(pathname: string, search: string, values: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(values)) {
    if (value === null) params.delete(name);
    else params.set(name, String(value));
  }
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
