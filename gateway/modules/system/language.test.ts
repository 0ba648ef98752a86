import { describe, expect, it } from 'vitest';
import { portalLanguage, protocolLanguage } from './language';

describe('language codes between the portal and the protocol', () => {
  it.each([
    ['en', 'EN'],
    ['ko', 'KO'],
    ['zh-CN', 'CN'],
    ['vi', 'VI'],
    ['th', 'TH'],
  ])('%s is %s on the wire and back', (tag, code) => {
    expect(protocolLanguage(tag)).toBe(code);
    expect(portalLanguage(code)).toBe(tag);
  });

  it('reads the other spellings of Simplified Chinese a platform may use', () => {
    expect(portalLanguage('ZH')).toBe('zh-CN');
    expect(portalLanguage('zh-cn')).toBe('zh-CN');
    expect(protocolLanguage('ZH-cn')).toBe('CN');
  });
});
