/**
 * The portal names a language by its BCP 47 tag (`en`, `ko`, `zh-CN`, `vi`, `th`: what `lang`,
 * cookies and Intl read); the platform protocol by an upper-case code, and Simplified Chinese is
 * `CN` there (docs/platform-protocol.md, "Language" header). This is the one place they meet.
 */
const TO_PROTOCOL: Record<string, string> = { 'zh-cn': 'CN' };
const TO_PORTAL: Record<string, string> = { CN: 'zh-CN', ZH: 'zh-CN', 'ZH-CN': 'zh-CN', 'ZH-HANS': 'zh-CN' };

/** The protocol's code for a portal language tag (`zh-CN` → `CN`, `ko` → `KO`). */
export function protocolLanguage(tag: string): string {
  return TO_PROTOCOL[tag.toLowerCase()] ?? tag.toUpperCase();
}

/** The portal's tag for a protocol code (`CN` → `zh-CN`, `KO` → `ko`). */
export function portalLanguage(code: string): string {
  return TO_PORTAL[code.toUpperCase()] ?? code.toLowerCase();
}
