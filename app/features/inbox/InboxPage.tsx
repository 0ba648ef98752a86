import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import type { SubmissionResult } from '@conform-to/react';
import { Dialog } from '#app/components/Dialog';
import { hrefWith, hrefWithout } from '#app/components/href';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount, readPage } from '#app/components/data-table/table-state';
import { parseForm } from '#app/components/forms/parse.server';
import { inboxActionSchema } from './inbox.schema';
import { DeleteInboxMessagesMutation, InboxPageQuery, MarkInboxReadMutation } from './inbox.queries.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import inboxStyles from './inbox.css?url';
import { useReloadOnBadgeChange } from '#app/kernel/live-store';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: inboxStyles }];

const PATH = href('/member/messageV2');
const PAGE_SIZE = 10;
const DONE = ['deleted', 'allRead', 'missing'] as const;
type Done = (typeof DONE)[number];

const idOf = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? value : null);

/**
 * messageV2: the member's inbox. A message opens in a dialog (`?message=ID`, after a post that marks
 * it read, so the unread badges drop), deleting asks first (`?delete=ID`), and every message can be
 * marked read at once. Everything is a link or a form: it works before JavaScript loads.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const opened = idOf(params.get('message'));
  const deleting = opened ? null : idOf(params.get('delete'));
  const messageId = opened ?? deleting;
  const answer = await context.graphql(InboxPageQuery, { page, pageSize: PAGE_SIZE, messageId: messageId ?? '0', withMessage: messageId !== null });
  const done = params.get('done');
  const message = answer.data?.inboxMessage ?? null;
  return {
    inbox: answer.data?.inbox ?? null,
    message,
    mode: messageId === null ? null : opened ? ('open' as const) : ('delete' as const),
    done: message === null && messageId !== null ? ('missing' as Done) : (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null,
    page,
  };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, inboxActionSchema);
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<{ result: SubmissionResult<string[]> }>({ result }, { status });
  if (submission.status !== 'success') return reply(submission.reply());
  const value = submission.value;
  const page = value.page && value.page > 1 ? `&page=${value.page}` : '';
  if (value.intent === 'delete') {
    const { data: answered } = await context.graphql(DeleteInboxMessagesMutation, { input: { ids: [value.id] } });
    const outcome = answered?.deleteInboxMessages;
    if (outcome?.ok) return redirect(`${PATH}?done=deleted${page}`, 303);
    if (outcome?.errors.some((error) => error.code === 'NOT_FOUND')) return redirect(`${PATH}?done=missing${page}`, 303);
    return reply(replyWithUserErrors(submission, outcome, { fields: [] }), outcome ? 400 : 502);
  }
  const input = value.intent === 'open' ? { ids: [value.id] } : { all: true };
  const { data: answered } = await context.graphql(MarkInboxReadMutation, { input });
  const outcome = answered?.markInboxRead;
  if (outcome?.ok) return redirect(value.intent === 'open' ? `${PATH}?message=${value.id}${page}` : `${PATH}?done=allRead${page}`, 303);
  if (outcome?.errors.some((error) => error.code === 'NOT_FOUND')) return redirect(`${PATH}?done=missing${page}`, 303);
  return reply(replyWithUserErrors(submission, outcome, { fields: [] }), outcome ? 400 : 502);
});

export default function MessagesPage() {
  // A new message or contract offer appears without a reload (features/live).
  useReloadOnBadgeChange();
  const { inbox, message, mode, done, page } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const pages = inbox ? pageCount(inbox.total, inbox.pageSize) : 1;
  const closeHref = hrefWithout(pathname, search, 'message', 'delete', 'done');
  return (
    <section aria-labelledby="inbox-title" className="inbox-page">
      <h1 id="inbox-title">{t('inbox.title')}</h1>
      {done ? (
        <p role="status" className="notice">
          {t(done === 'deleted' ? 'inbox.deleted' : done === 'allRead' ? 'inbox.markedAllRead' : 'inbox.notFound')}
        </p>
      ) : null}
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {inbox === null ? (
        <SectionError what={t('inbox.title')} />
      ) : (
        <>
          <div className="inbox-page__summary">
            <p>{inbox.unread > 0 ? t('inbox.unreadSummary', { count: inbox.unread }) : t('inbox.allRead')}</p>
            {inbox.unread > 0 ? (
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="intent" value="readAll" />
                <input type="hidden" name="page" value={page} />
                <button type="submit" className="button button--small button--ghost" disabled={busy}>
                  {t('inbox.markAllRead')}
                </button>
              </Form>
            ) : null}
          </div>
          {inbox.items.length === 0 ? (
            <p className="muted">{t('inbox.empty')}</p>
          ) : (
            <ul className="inbox-list" aria-labelledby="inbox-title">
              {inbox.items.map((item) => (
                <li key={item.id} className={item.read ? 'inbox-item' : 'inbox-item inbox-item--unread'}>
                  <Form method="post" preventScrollReset className="inbox-item__open">
                    <input type="hidden" name="intent" value="open" />
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="page" value={page} />
                    <button type="submit" className="inbox-item__title" disabled={busy}>
                      {item.read ? null : <span className="tag tag--unread">{t('inbox.unread')}</span>} <span data-operator-text>{item.title}</span>
                    </button>
                  </Form>
                  <p className="muted inbox-item__meta">
                    <LocalTime ms={item.createdAt} locale={i18n.language} />
                    {item.audience === 'ALL' ? ` · ${t('inbox.toAll')}` : null}
                  </p>
                  <Link
                    className="button button--small button--ghost"
                    to={hrefWith(pathname, search, { delete: item.id, message: null, done: null })}
                    preventScrollReset
                    aria-label={t('inbox.deleteNamed', { title: item.title })}
                  >
                    {t('inbox.delete')}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pager
            page={page}
            pages={pages}
            drop={['message', 'delete', 'done']}
            label={t('inbox.pages')}
            previous={t('inbox.previous')}
            next={t('inbox.next')}
            status={t('inbox.pageOf', { page, pages })}
          />
        </>
      )}
      {mode === 'open' && message ? (
        <Dialog title={message.title} closeHref={closeHref} className="inbox-dialog">
          <p className="muted">
            <LocalTime ms={message.createdAt} locale={i18n.language} />
            {message.audience === 'ALL' ? ` · ${t('inbox.toAll')}` : null}
          </p>
          <p className="inbox-dialog__content" data-operator-text>
            {message.content}
          </p>
          <div className="dialog__actions">
            <Link className="button button--ghost" to={hrefWith(pathname, search, { delete: message.id, message: null })} replace preventScrollReset>
              {t('inbox.delete')}
            </Link>
            <Link className="button" to={closeHref} replace preventScrollReset>
              {t('inbox.close')}
            </Link>
          </div>
        </Dialog>
      ) : null}
      {mode === 'delete' && message ? (
        <Dialog title={t('inbox.confirmTitle')} closeHref={closeHref} className="inbox-dialog">
          <p>{t('inbox.confirmBody', { title: message.title })}</p>
          <div className="dialog__actions">
            <Form method="post" replace preventScrollReset>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={message.id} />
              <input type="hidden" name="page" value={page} />
              <button type="submit" className="button" disabled={busy}>
                {t('inbox.confirmDelete')}
              </button>
            </Form>
            <Link className="button button--ghost" to={closeHref} replace preventScrollReset>
              {t('inbox.cancel')}
            </Link>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
