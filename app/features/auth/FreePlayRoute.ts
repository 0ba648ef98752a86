import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { FreePlayMutation } from './session.queries.server';
import { href } from '#app/kernel/href';

/** Starts a guest free-play session (a trial account), then goes home. */
export async function action({ context }: ActionFunctionArgs) {
  if (context.session) return redirect('/', 303);
  const { data } = await context.graphql(FreePlayMutation);
  const error = data?.freePlay.ok ? null : (data?.freePlay.errors[0]?.code ?? 'UPSTREAM_UNAVAILABLE');
  return redirect(href('/', { search: { freePlayError: error } }), 303);
}

export function loader() {
  return redirect('/');
}
