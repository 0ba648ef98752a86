import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { href } from '#app/kernel/href';

/** The security centre's forms; each posts to the page with `?form=<name>`. */
export const SECURITY_FORMS = ['profile', 'mobile', 'email', 'setPayment', 'changePayment', 'resetPayment', 'addCard', 'removeCard'] as const;
export type SecurityForm = (typeof SECURITY_FORMS)[number];

/** The form a post names (`?form=`), or null for anything else. */
export const securityFormOf = (raw: string | null): SecurityForm | null =>
  (SECURITY_FORMS as readonly string[]).includes(raw ?? '') ? (raw as SecurityForm) : null;

/** What the page's action answers when it does not redirect: one form's result (never passwords). */
export interface SecurityActionData {
  form: SecurityForm;
  result: SubmissionResult<string[]>;
  /** A code went out: the send button waits this long. */
  sent?: { seconds: number };
}

/** The action's answer when it concerns `form`, else nothing (another form was posted). */
export function useFormAnswer(form: SecurityForm): SecurityActionData | undefined {
  const answer = useActionData<SecurityActionData>();
  return answer?.form === form ? answer : undefined;
}

/** The URL each form posts to. */
export const formAction = (form: SecurityForm) => href('/member/securityCenter', { search: { form } });

/** What a successful post says after its redirect (`?done=`). */
export const DONE = ['profile', 'mobile', 'email', 'paymentSet', 'paymentChanged', 'paymentReset', 'cardAdded', 'cardRemoved'] as const;
export type Done = (typeof DONE)[number];

/** What a redirect's `?done=` says, or null for anything else. */
export const doneOf = (raw: string | null): Done | null => ((DONE as readonly string[]).includes(raw ?? '') ? (raw as Done) : null);
