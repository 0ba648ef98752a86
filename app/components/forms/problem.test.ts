import { describe, expect, it } from 'vitest';
import { problem, readProblem } from './problem';

describe('a problem as one string', () => {
  it('is the bare key without values', () => {
    expect(problem('validation.required')).toBe('validation.required');
    expect(readProblem('validation.required')).toEqual({ key: 'validation.required' });
  });

  it('carries its values and reads back the same', () => {
    const text = problem('validation.lengthRange', { min: 6, max: 20 });
    expect(readProblem(text)).toEqual({ key: 'validation.lengthRange', params: { min: 6, max: 20 } });
  });

  it('keeps the key when the values are unreadable', () => {
    expect(readProblem('validation.lengthExact|{oops')).toEqual({ key: 'validation.lengthExact' });
  });
});
