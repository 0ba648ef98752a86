import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';

/**
 * A form the action refused (it answered 4xx or 5xx): nothing changed, and the action's answer
 * carries everything the form shows, so no loader needs to run again.
 *
 * Remix's single fetch skips revalidation after such an answer only for routes without a
 * `shouldRevalidate` of their own: a route that has one is handed `defaultShouldRevalidate: true`
 * whatever the action answered (@remix-run/react, routes.js, getShouldRevalidateFunction). The
 * shell and the pages that have one ask this first. Besides a wasted load, the reload was racing
 * the user: one who corrects a field and sends again at once cut it short, and Remix reports a
 * cut-short load as an uncaught "Unable to decode turbo-stream response".
 */
export const refusedSubmission = ({ formMethod, actionStatus }: Pick<ShouldRevalidateFunctionArgs, 'formMethod' | 'actionStatus'>): boolean =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && actionStatus !== undefined && actionStatus >= 400;
