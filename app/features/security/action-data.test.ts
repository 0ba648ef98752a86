import { describe, expect, it } from 'vitest';
import { DONE, doneOf, formAction, SECURITY_FORMS, securityFormOf } from './action-data';

describe("the security centre's addresses", () => {
  it('reads back the form each form posts to', () => {
    for (const form of SECURITY_FORMS) expect(securityFormOf(new URL(formAction(form), 'https://portal.test').searchParams.get('form'))).toBe(form);
  });

  it('knows no other form', () => {
    for (const junk of [null, '', 'Profile', 'password', 'profile ', 'toString']) expect(securityFormOf(junk), String(junk)).toBeNull();
  });

  it("reads what a redirect's ?done= says, and nothing else", () => {
    for (const done of DONE) expect(doneOf(done)).toBe(done);
    for (const junk of [null, '', 'profile=1', 'PROFILE', 'constructor']) expect(doneOf(junk), String(junk)).toBeNull();
  });
});
