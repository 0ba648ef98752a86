import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { parseForm } from '#app/components/forms/parse.server';
import { endSessionSchema } from './end-session.schema';
import { EndSessionMutation, MySessionsQuery } from './sessions.queries.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';

/** Security: the member's active sessions; any other one can be ended here. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(MySessionsQuery);
  return { sessions: answer.data?.mySessions ?? null, ended: new URL(request.url).searchParams.has('ended') };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, endSessionSchema);
  if (submission.status !== 'success') return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(EndSessionMutation, { id: submission.value.sessionId });
  const outcome = answered?.endSession;
  if (outcome?.ok) return redirect(href('/member/security', { search: { ended: 1 } }), 303);
  return data({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
});

export default function SecurityPage() {
  const { sessions, ended } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">{t('sessions.title')}</h1>
      <p>{t('sessions.intro')}</p>
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {ended ? <p role="status">{t('sessions.ended')}</p> : null}
      {sessions === null ? (
        <SectionError what={t('sessions.title')} />
      ) : (
        <SmallTable
          labelledBy="sessions-title"
          rowHeader
          rows={sessions}
          rowKey={(s) => s.id}
          columns={[
            {
              id: 'device',
              header: t('sessions.device'),
              show: (s) => (
                <>
                  {s.deviceId ?? t('sessions.unknownDevice')}
                  {s.current ? <strong> ({t('sessions.thisDevice')})</strong> : null}
                </>
              ),
            },
            { id: 'method', header: t('sessions.method'), value: (s) => t(`sessions.origins.${s.origin}`) },
            { id: 'address', header: t('sessions.address'), value: (s) => s.ip ?? '—' },
            { id: 'started', header: t('sessions.started'), show: (s) => <LocalTime ms={s.createdAt} locale={i18n.language} /> },
            { id: 'lastSeen', header: t('sessions.lastSeen'), show: (s) => <LocalTime ms={s.lastSeenAt} locale={i18n.language} /> },
            // No header: each button ends the session of its row.
            {
              id: 'end',
              header: '',
              show: (s) =>
                s.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="sessionId" value={s.id} />
                    <button type="submit" className="button button--small" disabled={busy}>
                      {t('sessions.end')}
                    </button>
                  </Form>
                ),
            },
          ]}
        />
      )}
      {sessions !== null && others === 0 ? <p>{t('sessions.none')}</p> : null}
    </section>
  );
}
