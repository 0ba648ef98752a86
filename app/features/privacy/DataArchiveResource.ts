import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';
import { privateFile } from '#app/kernel/private-file.server';
import { DataExportLinkMutation } from './privacy.queries.server';
import { downloadSchema, type DownloadRefusal } from './privacy.schema';

const back = (refusal: DownloadRefusal) => redirect(href('/member/myData', { search: { download: refusal } }), 303);

const REFUSALS: Record<string, DownloadRefusal> = {
  OLD_PASSWORD_WRONG: 'password',
  REQUIRED: 'password',
  TOO_MANY_REQUESTS: 'attempts',
  STATE_CONFLICT: 'notReady',
  // The archive was deleted after its time (data.export_expired): ask for a new one.
  TOKEN_INVALID: 'expired',
  NOT_FOUND: 'unknown',
};

/**
 * The member's data archive (docs/decisions/063), posted from the data page with the archive's id
 * and the login password: the gateway checks the password and gets a link for one download within
 * five minutes, and the archive is streamed from it at once, so the link never reaches the browser.
 * Never cached (a session's answer, `no-store`). A refusal goes back to the page, which says why.
 */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, downloadSchema);
  if (submission.status !== 'success') return back(submission.error?.password ? 'form' : 'unknown');
  const { id, password } = submission.value;
  const outcome = (await context.graphql(DataExportLinkMutation, { input: { id, password } })).data?.dataExportLink;
  if (!outcome) return back('unavailable');
  if (!outcome.ok || !outcome.token) return back(REFUSALS[outcome.errors[0]?.code ?? ''] ?? 'unavailable');
  const day = new Date().toISOString().slice(0, 10);
  return privateFile(
    context,
    'dataArchive',
    { token: outcome.token },
    {
      disposition: `attachment; filename="my-data-${day}.zip"`,
      refused: (error) => (error.platformCode === 'data.export_expired' || error.platformCode === 'data.link_expired' ? back('expired') : back('unknown')),
    },
  );
});
