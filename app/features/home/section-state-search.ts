import { SECTION_STATE_PARAMS } from './section-state';

/** The part of an address's search that is a section's state (`section=RNG&vendor=PP&shown=22`), in that order; '' for none. */
export function sectionStateSearch(search: string): string {
  const params = new URLSearchParams(search);
  return new URLSearchParams(SECTION_STATE_PARAMS.flatMap((name) => params.getAll(name).map((value) => [name, value]))).toString();
}
