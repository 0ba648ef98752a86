import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import * as z from 'zod';
import { parseForm } from '#app/components/forms/parse.server';
import { guardAction } from '#app/kernel/guards.server';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { AnswerSaferGamblingPromptMutation } from './responsible-gaming.queries.server';

const AnswerForm = z.object({
  prompt: z.enum(['NOTICE', 'DEPOSIT_LIMIT', 'LIMIT_REVIEW']),
  answer: z.enum(['SEEN', 'SKIPPED', 'REVIEWED']),
  back: z.string().max(2000).optional(),
});

/**
 * A member's answer to a safer-gambling prompt (features/responsible-gaming/SaferGamblingPrompts.tsx):
 * kept by the platform, then back to the page it was put on, which no longer puts it. A malformed
 * post or a refused answer goes back too: the page puts the prompt again, nothing is lost.
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const parsed = await parseForm(request, AnswerForm);
  const back = safeRedirectPath(typeof parsed.payload.back === 'string' ? parsed.payload.back : null);
  if (parsed.status === 'success') {
    const { prompt, answer } = parsed.value;
    await context.graphql(AnswerSaferGamblingPromptMutation, { input: { prompt, answer } });
  }
  return redirect(back, 303);
});

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect('/');
}
