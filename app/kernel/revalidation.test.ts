import { describe, expect, it } from 'vitest';
import { refusedSubmission } from './revalidation';

describe('refusedSubmission', () => {
  it('is a post (or any write) the action answered with 4xx or 5xx', () => {
    expect(refusedSubmission({ formMethod: 'POST', actionStatus: 400 })).toBe(true);
    expect(refusedSubmission({ formMethod: 'post', actionStatus: 502 })).toBe(true);
    expect(refusedSubmission({ formMethod: 'DELETE', actionStatus: 403 })).toBe(true);
  });

  it('is not an accepted write, a navigation or a GET form', () => {
    expect(refusedSubmission({ formMethod: 'POST', actionStatus: 200 })).toBe(false);
    expect(refusedSubmission({ formMethod: 'POST', actionStatus: undefined })).toBe(false);
    expect(refusedSubmission({ formMethod: undefined, actionStatus: undefined })).toBe(false);
    expect(refusedSubmission({ formMethod: 'GET', actionStatus: undefined })).toBe(false);
  });
});
