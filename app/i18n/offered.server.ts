import { fallbackLanguage, isSupportedLanguage, type Language } from './config';

/**
 * The languages a brand offers decide the page's language (its configuration on the platform): a
 * language the portal speaks but the brand does not offer (a Vietnamese browser on a Thai brand)
 * gives way to the visitor's next preference the brand offers, else the brand's default.
 */
export function offeredLanguages(languages: readonly { code: string; isDefault: boolean }[] | null | undefined): { offered: Language[]; byDefault: Language } {
  const offered = (languages ?? []).map((language) => language.code).filter(isSupportedLanguage);
  const byDefault = (languages ?? []).find((language) => language.isDefault && isSupportedLanguage(language.code))?.code as Language | undefined;
  return { offered, byDefault: byDefault ?? offered[0] ?? fallbackLanguage };
}

/** Accept-Language's tags, most wanted first (ties keep their order; `q=0` means "not this"). */
export function acceptedTags(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first accepted language the brand offers: the same tag, else the same primary language (`vi-VN` → `vi`, `zh` → `zh-CN`). */
export function preferredOffered(header: string | null, offered: readonly Language[]): Language | null {
  for (const tag of acceptedTags(header)) {
    const exact = offered.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]!.toLowerCase();
    const loose = offered.find((language) => language.split('-')[0]!.toLowerCase() === primary);
    if (loose) return loose;
  }
  return null;
}
