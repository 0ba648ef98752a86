import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormError } from '../components/FormField';
import { LocalTime } from '../components/LocalTime';
import { SectionError } from '../components/SectionError';
import { parseForm } from '../components/forms/parse.server';
import { endSessionSchema } from '../features/member/end-session.schema';
import { EndSessionMutation, MySessionsQuery } from '../features/member/sessions.queries.server';
import { replyWithUserErrors } from '../graphql/user-errors';
import { useTranslation } from '../i18n/react';

/** Security: the member's active sessions; any other one can be ended here. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(MySessionsQuery);
  return { sessions: answer.data?.mySessions ?? null, ended: new URL(request.url).searchParams.has('ended') };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.session) throw redirect('/login?redirectTo=%2Fmember%2Fsecurity');
  const submission = await parseForm(request, endSessionSchema);
  if (submission.status !== 'success') return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(EndSessionMutation, { id: submission.value.sessionId });
  const outcome = answered?.endSession;
  if (outcome?.ok) return redirect('/member/security?ended=1', 303);
  return data({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
}

export default function SecurityPage() {
  const { sessions, ended } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <section aria-labelledby="sessions-title">
      <h1 id="sessions-title">{t('account.sessions.title')}</h1>
      <p>{t('account.sessions.intro')}</p>
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {ended ? <p role="status">{t('account.sessions.ended')}</p> : null}
      {sessions === null ? (
        <SectionError what={t('account.sessions.title')} />
      ) : (
        <table aria-labelledby="sessions-title" className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('account.sessions.device')}</th>
              <th scope="col">{t('account.sessions.method')}</th>
              <th scope="col">{t('account.sessions.address')}</th>
              <th scope="col">{t('account.sessions.started')}</th>
              <th scope="col">{t('account.sessions.lastSeen')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.deviceId ?? t('account.sessions.unknownDevice')}
                  {s.current ? <strong> ({t('account.sessions.thisDevice')})</strong> : null}
                </th>
                <td>{t(`account.sessions.origins.${s.origin}`)}</td>
                <td>{s.ip ?? '—'}</td>
                <td>
                  <LocalTime ms={s.createdAt} locale={i18n.language} />
                </td>
                <td>
                  <LocalTime ms={s.lastSeenAt} locale={i18n.language} />
                </td>
                <td>
                  {s.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="sessionId" value={s.id} />
                      <button type="submit" className="button button--small" disabled={busy}>
                        {t('account.sessions.end')}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sessions !== null && others === 0 ? <p>{t('account.sessions.none')}</p> : null}
    </section>
  );
}
