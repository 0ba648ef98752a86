/**
 * What a form says about a field: a translation key with its values. Conform carries errors as
 * strings, so a problem travels as one string, `key` or `key|{"min":6,"max":20}`, from the zod
 * schema (server or browser) to the field that translates it.
 */
export interface Problem {
  key: string;
  params?: Record<string, number | string>;
}

export function problem(key: string, params?: Record<string, number | string>): string {
  return params && Object.keys(params).length ? `${key}|${JSON.stringify(params)}` : key;
}

export function readProblem(message: string): Problem {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as Problem['params'] };
  } catch {
    return { key: message.slice(0, bar) };
  }
}
