/**
 * The files a file input posted. A browser posts an input with nothing chosen as one empty,
 * nameless file; a body read again on the server (after its size was bounded) may give it as an
 * empty string instead. Both are "nothing chosen" and are dropped; anything else is kept for the
 * schema to judge.
 */
export function chosenFiles(value: unknown): unknown[] {
  const posted = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return posted.filter((file) => file !== '' && !(file instanceof File && file.size === 0 && !file.name));
}
