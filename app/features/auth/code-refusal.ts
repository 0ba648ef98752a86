import type { Submission, SubmissionResult } from '@conform-to/react';
import { replyWithUserErrors, UNAVAILABLE, userErrorMessage, type MessageOverrides, type UserErrorLike } from '#app/graphql/user-errors';

/**
 * A refused code send, split the way the spec shows it (docs/spec-index.md: the SMS send failure is
 * a warning dialog with the platform's message): a problem with the number stays under its field;
 * anything else (too many sends with the wait, the brand's SMS quota used up, SMS switched off, the
 * platform busy, its SMS provider failing, no answer at all) is what the warning dialog says.
 */
export function replyToCodeRefusal(
  submission: Submission<unknown, string[], unknown>,
  payload: { errors: readonly UserErrorLike[] } | null | undefined,
  { fields, overrides, hideFields }: { fields: readonly string[]; overrides?: MessageOverrides; hideFields?: string[] },
): { result: SubmissionResult<string[]>; codeNotSent: string | null } {
  if (!payload) return { result: submission.reply({ hideFields }), codeNotSent: UNAVAILABLE };
  const onFields = payload.errors.filter((error) => error.field && fields.includes(error.field));
  const elsewhere = payload.errors.filter((error) => !onFields.includes(error));
  if (!elsewhere.length) return { result: replyWithUserErrors(submission, payload, { fields, overrides, hideFields }), codeNotSent: null };
  const result = onFields.length ? replyWithUserErrors(submission, { errors: onFields }, { fields, overrides, hideFields }) : submission.reply({ hideFields });
  // A busy platform's catalogue words speak of games; here it is the code that was not sent.
  return { result, codeNotSent: userErrorMessage(elsewhere[0]!, { SYSTEM_BUSY: 'auth.errors.codeNotSent', ...overrides }) };
}
