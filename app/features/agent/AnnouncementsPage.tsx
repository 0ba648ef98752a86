import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount, readPage } from '#app/components/data-table/table-state';
import { parseForm } from '#app/components/forms/parse.server';
import { AgentAnnouncementsPageQuery, MarkAgentAnnouncementsReadMutation } from './agent.queries.server';
import { agentAnnouncementsSchema } from './announcements.schema';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';

const PATH = href('/agentHome/agentAnnouncement');
const DONE = ['read', 'allRead', 'missing'] as const;
type Done = (typeof DONE)[number];

/** agentAnnouncement: the brand's announcements for agents, newest first, each marked read by a form (works without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const answer = await context.graphql(AgentAnnouncementsPageQuery, { page });
  const done = params.get('done');
  return {
    announcements: answer.data?.agentDesk?.announcements ?? null,
    page,
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null,
  };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, agentAnnouncementsSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 });
  const value = submission.value;
  const page = value.page && value.page > 1 ? `&page=${value.page}` : '';
  const input = value.intent === 'read' ? { ids: [value.id] } : { all: true };
  const { data: answered } = await context.graphql(MarkAgentAnnouncementsReadMutation, { input });
  const outcome = answered?.markAgentAnnouncementsRead;
  if (outcome?.ok) return redirect(`${PATH}?done=${value.intent === 'read' ? 'read' : 'allRead'}${page}`, 303);
  if (outcome?.errors.some((error) => error.code === 'NOT_FOUND')) return redirect(`${PATH}?done=missing${page}`, 303);
  return data({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
});

const DONE_MESSAGES: Record<Done, string> = {
  read: 'agentCentre.announcements.markedRead',
  allRead: 'agentCentre.announcements.markedAllRead',
  missing: 'agentCentre.announcements.notFound',
};

export default function AgentAnnouncementPage() {
  const { announcements, page, done } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result: SubmissionResult<string[]> }>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const pages = announcements ? pageCount(announcements.total, announcements.pageSize) : 1;
  return (
    <section aria-labelledby="agent-announcements-title" className="agent-page">
      <h1 id="agent-announcements-title">{t('agentCentre.announcements.title')}</h1>
      {done ? <p role="status">{t(DONE_MESSAGES[done])}</p> : null}
      <FormError problem={actionData?.result.error?.[''] ?? null} />
      {!announcements ? (
        <SectionError what={t('agentCentre.announcements.title')} />
      ) : announcements.total === 0 ? (
        <p>{t('agentCentre.announcements.empty')}</p>
      ) : (
        <>
          <div className="agent-page__toolbar">
            <p>{t('agentCentre.announcements.summary', { count: announcements.unread, total: announcements.total })}</p>
            {announcements.unread > 0 ? (
              <Form method="post">
                <input type="hidden" name="page" value={page} />
                <button type="submit" name="intent" value="readAll" className="button button--small" disabled={busy}>
                  {t('agentCentre.announcements.markAllRead')}
                </button>
              </Form>
            ) : null}
          </div>
          <ul className="agent-announcements">
            {announcements.items.map((item) => (
              <li key={item.id} className={item.read ? 'agent-announcement' : 'agent-announcement agent-announcement--unread'}>
                <article aria-labelledby={`agent-announcement-${item.id}`}>
                  <h2 id={`agent-announcement-${item.id}`}>
                    {item.title}{' '}
                    <span className={item.read ? 'muted agent-announcement__state' : 'tag tag--new'}>
                      {t(item.read ? 'agentCentre.announcements.read' : 'agentCentre.announcements.unread')}
                    </span>
                  </h2>
                  <p className="muted">
                    {t('agentCentre.announcements.published')} <LocalTime ms={item.publishedAt} locale={i18n.language} />
                  </p>
                  <p className="agent-announcement__content">{item.content}</p>
                  {item.read ? null : (
                    <Form method="post">
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="page" value={page} />
                      <button
                        type="submit"
                        name="intent"
                        value="read"
                        className="button button--ghost button--small"
                        disabled={busy}
                        aria-label={t('agentCentre.announcements.markReadNamed', { title: item.title })}
                      >
                        {t('agentCentre.announcements.markRead')}
                      </button>
                    </Form>
                  )}
                </article>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            drop={['done']}
            label={t('agentCentre.announcements.pages')}
            previous={t('agentCentre.announcements.previous')}
            next={t('agentCentre.announcements.next')}
            status={t('agentCentre.announcements.pageOf', { page, pages })}
          />
        </>
      )}
    </section>
  );
}
