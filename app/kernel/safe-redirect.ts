/** Only same-site paths; anything else goes home (no open redirect). */
export function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from a redirect address, which would turn "/\t/x" into "//x".
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}
