import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import { parseForm } from '#app/components/forms/parse.server';
import { failedFields } from '#app/graphql/errors';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { JoinTournamentMutation, TournamentPageQuery } from './tournaments.queries.server';
import { joinSchema, RUN_CODE } from './tournament.schema';

/**
 * One run (docs/decisions/066): its rules, prizes, board and the member's place. `?joined` says the
 * member just joined (the page says so). An unknown run is a 404; a platform that could not answer,
 * a 503 with a sentence.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const code = params.code ?? '';
  if (!RUN_CODE.test(code)) throw new Response('Not found', { status: 404 });
  const { data: read, errors } = await context.graphql(TournamentPageQuery, { code });
  if (!read || failedFields(errors).includes('tournament')) throw new Response('The tournament could not be read', { status: 503 });
  if (!read.tournament) throw new Response('Not found', { status: 404 });
  return {
    title: read.tournament.name,
    run: read.tournament,
    excluded: read.tournamentsExcluded,
    joined: new URL(request.url).searchParams.has('joined'),
    renderedAt: Date.now(),
  };
}

/** Joining (an OPT_IN run, or a BUY_IN run whose button names the amount): back to the page, which says so. */
export const action = guardAction(async ({ request, params, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, joinSchema);
  if (submission.status !== 'success') return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  const outcome = (await context.graphql(JoinTournamentMutation, { code: submission.value.code })).data?.joinTournament;
  if (outcome?.ok) return redirect(href('/tournaments/:code', { code: params.code ?? submission.value.code }, { search: { joined: 1 } }), 303);
  return data({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
});
