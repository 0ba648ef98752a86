import { describe, expect, it } from 'vitest';
import { VALIDATION_PATTERNS } from './brand';

const pattern = (id: string) => new RegExp(VALIDATION_PATTERNS.find(([name]) => name === id)![1], 'u');

/**
 * The script patterns of docs/spec-index.md#validation-rules accept the names a player of that
 * market writes (Thai with its vowel and tone marks, Chinese with full-width punctuation) and
 * nothing else.
 */
describe('the script patterns', () => {
  it.each([
    ['CHINESE_DIGITS', ['张伟', '王芳2026'], ['张伟 ', 'Zhang伟', '张伟！']],
    ['CHINESE_PUNCT', ['张伟', '你好，世界。', '（北京）'], ['张伟1', 'hello', '张 伟']],
    ['KOREAN', ['홍길동', 'ㄱㄴ'], ['홍길동1', 'Hong', '홍 길동']],
    ['THAI', ['สมชาย', 'สมศักดิ์', 'นิ่มนวล'], ['สมชาย ใจดี', 'Somchai', 'สมชาย1']],
    ['THAI_ENGLISH_SPACES', ['สมชาย ใจดี', 'Somchai Jaidee', 'สมศักดิ์ Smith'], ['สมชาย1', 'Nguyễn', 'สมชาย-ใจดี']],
    ['ENGLISH_SPACES', ['Nguyen Van An'], ['Nguyễn Văn An', 'สมชาย']],
  ] as const)('%s', (id, accepted, refused) => {
    for (const text of accepted) expect(pattern(id).test(text), text).toBe(true);
    for (const text of refused) expect(pattern(id).test(text), text).toBe(false);
  });
});
