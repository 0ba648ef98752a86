import type { LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { CountedTextArea } from '#app/components/CountedTextArea';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SelectField } from '#app/components/SelectField';
import { withNames } from '#app/components/with-names';
import { Pager } from '#app/components/data-table/Pager';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { pageCount } from '#app/components/data-table/table-state';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { ComplaintDetailQuery, ComplaintFieldsFragment, ComplaintsPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { Money } from '#app/kernel/money/Money';
import { PROOF_ACCEPT } from '#app/features/withdraw/proof';
import { complaintImageHref } from './complaint-image';
import { fileSchema, MAX_COMPLAINT_CHARS, MAX_COMPLAINT_IMAGES, replySchema, SUBJECTS, type SubjectKind } from './complaints.schema';
import type { action, loader } from './complaints.server';
import styles from './complaints.css?url';

export { action, loader } from './complaints.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['complaints', 'feedback'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

type Detail = NonNullable<ComplaintDetailQuery['complaint']>;
type Rules = NonNullable<ComplaintsPageQuery['myComplaints']>['rules'];

/**
 * Complaints (docs/decisions/062): apart from feedback, each with a reference, a status, the
 * brand's promised answer time and, once the brand had its turn, the independent dispute body. The
 * list and the form to file one, or one complaint's timeline (`?reference=`). Plain forms: they
 * work before JavaScript.
 */
export default function ComplaintsPage() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.view === 'detail' ? (
    <ComplaintDetail complaint={loaded.complaint} disputeBody={loaded.disputeBody} sent={loaded.sent} requestId={loaded.requestId} />
  ) : (
    <ComplaintList {...loaded} />
  );
}

function ComplaintList({
  list,
  status,
  form,
  requestId,
}: {
  list: ComplaintsPageQuery['myComplaints'] | null;
  status: 'failed' | 'ready' | 'unavailable';
  form: { subject: SubjectKind | null; ref: string | null; open: boolean };
  requestId: string;
}) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<typeof action>();
  const open = form.open || answer?.intent === 'file';
  return (
    <section aria-labelledby="complaints-title" className="complaints-page">
      <h1 id="complaints-title">{t('complaints.title')}</h1>
      {status === 'failed' ? (
        <SectionError what={t('complaints.title')} />
      ) : status === 'unavailable' || !list ? (
        <p role="note">{t('complaints.notAvailable')}</p>
      ) : (
        <>
          <Procedure rules={list.rules} />
          {open ? (
            <FileForm subject={form.subject} refValue={form.ref} requestId={requestId} result={answer?.intent === 'file' ? answer.result : null} />
          ) : (
            <p>
              <Link to={href('/member/complaints', { search: { new: 1 } })} className="button">
                {t('complaints.new')}
              </Link>
            </p>
          )}
          <section aria-labelledby="complaints-list-title">
            <h2 id="complaints-list-title">{t('complaints.mine')}</h2>
            {list.items.length ? (
              <>
                <SmallTable
                  labelledBy="complaints-list-title"
                  rows={list.items}
                  rowKey={(row) => row.reference}
                  rowHeader
                  columns={[
                    {
                      id: 'reference',
                      header: t('complaints.reference'),
                      show: (row) => (
                        <Link to={href('/member/complaints', { search: { reference: row.reference } })} translate="no">
                          {row.reference}
                        </Link>
                      ),
                    },
                    { id: 'subject', header: t('complaints.about'), value: (row) => t(`complaints.subject.${row.subject.kind}`) },
                    { id: 'status', header: t('complaints.status'), show: (row) => <StatusTag status={row.status} /> },
                    { id: 'filed', header: t('complaints.filed'), show: (row) => <LocalTime ms={row.createdAt} locale={i18n.language} /> },
                    { id: 'due', header: t('complaints.answerDue'), show: (row) => <LocalTime ms={row.answerDueAt} locale={i18n.language} /> },
                  ]}
                />
                <Pager page={list.page} pages={pageCount(list.total, list.pageSize)} />
              </>
            ) : (
              <p>{t('complaints.empty')}</p>
            )}
          </section>
        </>
      )}
    </section>
  );
}

/** How the brand handles complaints: its promised time, and where a player may go after. */
function Procedure({ rules }: { rules: Rules }) {
  const { t } = useTranslation();
  return (
    <div className="complaints-procedure">
      <p>{t('complaints.intro', { days: rules.answerDays })}</p>
      {rules.disputeBody ? (
        <p>{withNames(t('complaints.escalationRule', { days: rules.escalationDays, body: rules.disputeBody.name }), [rules.disputeBody.name])}</p>
      ) : null}
      <p className="muted">
        {t('complaints.feedbackInstead')} <Link to={href('/feedback')}>{t('complaints.feedbackLink')}</Link>
      </p>
    </div>
  );
}

function StatusTag({ status }: { status: ComplaintFieldsFragment['status'] }) {
  const { t } = useTranslation();
  return <span className={`tag complaint-status complaint-status--${status.toLowerCase()}`}>{t(`complaints.statusName.${status}`)}</span>;
}

/** The text and images of a message: a counter under the text, feedback's rules for images. */
function MessageFields({
  prefix,
  fields,
}: {
  prefix: string;
  fields: { body: { key?: string; initialValue?: unknown; errors?: string[] }; images: { errors?: string[] } };
}) {
  const { t } = useTranslation();
  return (
    <>
      <CountedTextArea
        id={`${prefix}-body`}
        name="body"
        label={t('complaints.body')}
        max={MAX_COMPLAINT_CHARS}
        counterKey="complaints.counter"
        rows={5}
        initialValue={fields.body.initialValue}
        fieldKey={fields.body.key}
        errors={fields.body.errors}
      />
      <FormField
        id={`${prefix}-images`}
        name="images"
        type="file"
        multiple
        accept={PROOF_ACCEPT}
        label={t('complaints.images')}
        hint={{ key: 'feedback.imagesHint', params: { max: MAX_COMPLAINT_IMAGES } }}
        problem={fields.images.errors}
      />
    </>
  );
}

function FileForm({
  subject,
  refValue,
  requestId,
  result,
}: {
  subject: SubjectKind | null;
  refValue: string | null;
  requestId: string;
  result: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(fileSchema, result, {
    id: 'complaint-file-form',
    defaultValue: { subject: subject ?? undefined, ref: refValue ?? undefined },
  });
  const chosen = (typeof fields.subject.value === 'string' ? fields.subject.value : subject) ?? '';
  return (
    <section aria-labelledby="complaint-file-title" className="card complaints-form">
      <h2 id="complaint-file-title">{t('complaints.fileTitle')}</h2>
      <Form method="post" encType="multipart/form-data" className="auth-form" aria-labelledby="complaint-file-title" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="file" />
        <input type="hidden" name="requestId" value={requestId} />
        <FormError problem={form.errors} />
        <SelectField
          id="complaint-subject"
          name="subject"
          label={t('complaints.about')}
          placeholder={t('complaints.choose')}
          requiredMark
          required
          key={fields.subject.key}
          defaultValue={typeof fields.subject.initialValue === 'string' ? fields.subject.initialValue : (subject ?? '')}
          problem={fields.subject.errors}
          options={SUBJECTS.map((kind) => ({ value: kind, label: t(`complaints.subject.${kind}`) }))}
        />
        <FormField
          id="complaint-ref"
          name="ref"
          label={t('complaints.ref')}
          hint={chosen === 'SERVICE' ? 'complaints.refNotNeeded' : 'complaints.refHint'}
          key={fields.ref.key}
          defaultValue={typeof fields.ref.initialValue === 'string' ? fields.ref.initialValue : (refValue ?? '')}
          autoComplete="off"
          translate="no"
          problem={fields.ref.errors}
        />
        <MessageFields prefix="complaint" fields={fields} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('complaints.submit')}
        </button>
      </Form>
    </section>
  );
}

function ComplaintDetail({ complaint, disputeBody, sent, requestId }: { complaint: Detail | null; disputeBody: boolean; sent: boolean; requestId: string }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<typeof action>();
  if (!complaint) {
    return (
      <section aria-labelledby="complaint-title" className="complaints-page">
        <h1 id="complaint-title">{t('complaints.title')}</h1>
        <SectionError what={t('complaints.title')} />
      </section>
    );
  }
  const summary = complaint.subject.summary;
  return (
    <section aria-labelledby="complaint-title" className="complaints-page">
      <p>
        <Link to={href('/member/complaints')}>{t('complaints.back')}</Link>
      </p>
      <h1 id="complaint-title">
        {t('complaints.detailTitle')} <span translate="no">{complaint.reference}</span>
      </h1>
      {sent ? (
        <p role="status" className="notice">
          {t('complaints.sent', { reference: complaint.reference })}
        </p>
      ) : null}
      <dl className="complaint-facts">
        <dt>{t('complaints.status')}</dt>
        <dd>
          <StatusTag status={complaint.status} />
        </dd>
        <dt>{t('complaints.about')}</dt>
        <dd>
          {t(`complaints.subject.${complaint.subject.kind}`)}
          {complaint.subject.ref ? (
            <>
              {' · '}
              <span translate="no">{complaint.subject.ref}</span>
            </>
          ) : null}
          {summary?.label ? ` · ${summary.label}` : null}
          {summary?.amount != null ? (
            <>
              {' · '}
              <Money minor={summary.amount} />
            </>
          ) : null}
          {summary?.time ? (
            <>
              {' · '}
              <LocalTime ms={summary.time} locale={i18n.language} />
            </>
          ) : null}
        </dd>
        <dt>{t('complaints.filed')}</dt>
        <dd>
          <LocalTime ms={complaint.createdAt} locale={i18n.language} />
        </dd>
        <dt>{t('complaints.answerDue')}</dt>
        <dd>
          <LocalTime ms={complaint.answerDueAt} locale={i18n.language} />
        </dd>
        {complaint.finalAnswerAt ? (
          <>
            <dt>{t('complaints.finalAnswer')}</dt>
            <dd>
              <LocalTime ms={complaint.finalAnswerAt} locale={i18n.language} />
            </dd>
          </>
        ) : null}
        {complaint.closedAt ? (
          <>
            <dt>{t('complaints.closed')}</dt>
            <dd>
              <LocalTime ms={complaint.closedAt} locale={i18n.language} />
            </dd>
          </>
        ) : null}
      </dl>
      <Escalation escalation={complaint.escalation} disputeBody={disputeBody} />
      <section aria-labelledby="complaint-timeline-title">
        <h2 id="complaint-timeline-title">{t('complaints.timeline')}</h2>
        <ol className="complaint-timeline">
          {(complaint.messages ?? []).map((message) => (
            <li key={message.id} className={`complaint-message complaint-message--${message.author.toLowerCase()}`}>
              <p className="complaint-message__meta">
                <strong>{t(`complaints.author.${message.author}`)}</strong>
                {message.final ? <span className="tag complaint-status complaint-status--answered">{t('complaints.finalTag')}</span> : null}{' '}
                <span className="muted">
                  <LocalTime ms={message.createdAt} locale={i18n.language} />
                </span>
              </p>
              <p className="complaint-message__body">{message.body}</p>
              {message.images.length ? (
                <ul className="complaint-message__images" aria-label={t('complaints.imagesOf')}>
                  {message.images.map((position) => (
                    <li key={position}>
                      <a href={complaintImageHref({ reference: complaint.reference, message: message.id, position })} target="_blank" rel="noopener">
                        {t('complaints.image', { position })}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {complaint.status === 'CLOSED' ? (
        <p role="note">
          {t('complaints.closedNote')}
          {complaint.escalation.available && complaint.escalation.body ? ` ${t('complaints.closedEscalation')}` : null}
        </p>
      ) : (
        <ReplyForm reference={complaint.reference} requestId={requestId} result={answer?.intent === 'reply' ? answer.result : null} />
      )}
    </section>
  );
}

/** The independent dispute body: named once the brand gave its final answer or its period has passed (nothing for a brand that names none). */
function Escalation({ escalation, disputeBody }: { escalation: Detail['escalation']; disputeBody: boolean }) {
  const { t, i18n } = useTranslation();
  const body = escalation.body;
  if (!escalation.available || !body) {
    if (!disputeBody) return null;
    return (
      <p className="complaints-escalation muted">
        {t('complaints.escalationLater')} <LocalTime ms={escalation.availableAt} locale={i18n.language} />
      </p>
    );
  }
  return (
    <section aria-labelledby="complaint-escalation-title" className="card complaints-escalation">
      <h2 id="complaint-escalation-title">{t('complaints.escalationTitle')}</h2>
      <p>{withNames(t('complaints.escalationNow', { body: body.name }), [body.name])}</p>
      <ul>
        <li>
          <a href={body.url} target="_blank" rel="noopener noreferrer" translate="no">
            {body.name}
          </a>
        </li>
        {body.email ? (
          <li>
            {t('complaints.email')} <a href={`mailto:${body.email}`}>{body.email}</a>
          </li>
        ) : null}
        {body.phone ? (
          <li>
            {t('complaints.phone')} <a href={`tel:${body.phone.replace(/[^+\d]/g, '')}`}>{body.phone}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function ReplyForm({ reference, requestId, result }: { reference: string; requestId: string; result: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(replySchema, result, { id: 'complaint-reply-form' });
  return (
    <section aria-labelledby="complaint-reply-title" className="card complaints-form">
      <h2 id="complaint-reply-title">{t('complaints.replyTitle')}</h2>
      <Form method="post" encType="multipart/form-data" className="auth-form" aria-labelledby="complaint-reply-title" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="requestId" value={requestId} />
        <FormError problem={form.errors} />
        <MessageFields prefix="complaint-reply" fields={fields} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('complaints.replySubmit')}
        </button>
      </Form>
    </section>
  );
}
