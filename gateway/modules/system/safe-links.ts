/**
 * What the footer may link to from the platform's data (the licence's verification page, the
 * helpline): a brand's typo or a tampered answer must not become a `javascript:` link or a plain
 * http page on a licensed brand's every page.
 */

/** An https address as given, else null. */
export function httpsOnly(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A number a tel: link may dial (a leading + and 3 to 20 digits; spaces and dashes dropped), else null. */
export function dialableNumber(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[\s-]/g, '') ?? '';
  return /^\+?[0-9]{3,20}$/.test(digits) ? digits : null;
}
