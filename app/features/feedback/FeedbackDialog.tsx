import { getFormProps } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { hrefWith } from '#app/components/href';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount } from '#app/components/data-table/table-state';
import { CountedTextArea } from '#app/components/CountedTextArea';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime, useLocalTime } from '#app/components/LocalTime';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { FeedbackListFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { PROOF_ACCEPT } from '#app/features/withdraw/proof';
import { feedbackImageHref } from './feedback-image';
import { feedbackSchema, MAX_FEEDBACK_CHARS, MAX_FEEDBACK_IMAGES } from './feedback.schema';

type FeedbackItem = FeedbackListFragment['items'][number];

/**
 * The feedback dialog (route-addressable: /feedback, and /feedback?tab=mine for the member's
 * feedback with the answers). Two tabs as links, so both work before JavaScript loads.
 */
export function FeedbackDialog({
  tab,
  list,
  sent,
  result,
  closeHref,
}: {
  tab: 'send' | 'mine';
  list: FeedbackListFragment | null;
  sent: boolean;
  result: SubmissionResult<string[]> | null;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Dialog title={t('feedback.title')} closeHref={closeHref} className="feedback-dialog">
      <nav aria-label={t('feedback.tabs')} className="dialog-tabs">
        <Link to={pathname} replace preventScrollReset aria-current={tab === 'send' ? 'page' : undefined}>
          {t('feedback.send')}
        </Link>
        <Link to={hrefWith(pathname, '', { tab: 'mine' })} replace preventScrollReset aria-current={tab === 'mine' ? 'page' : undefined}>
          {t('feedback.mine')}
        </Link>
      </nav>
      {sent ? (
        <p role="status" className="notice">
          {t('feedback.sent')}
        </p>
      ) : null}
      {tab === 'send' ? <FeedbackForm result={result} /> : <MyFeedback list={list} />}
    </Dialog>
  );
}

function FeedbackForm({ result }: { result: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(feedbackSchema, result, { id: 'feedback-form' });
  return (
    <Form method="post" encType="multipart/form-data" replace preventScrollReset className="auth-form" {...getFormProps(form)}>
      <p>{t('feedback.intro')}</p>
      <FormError problem={form.errors} />
      <CountedTextArea
        id="feedback-content"
        name="content"
        label={t('feedback.content')}
        max={MAX_FEEDBACK_CHARS}
        counterKey="feedback.counter"
        rows={4}
        initialValue={fields.content.initialValue}
        errors={fields.content.errors}
      />
      <FormField
        id="feedback-images"
        name="images"
        type="file"
        multiple
        accept={PROOF_ACCEPT}
        label={t('feedback.images')}
        hint={{ key: 'feedback.imagesHint', params: { max: MAX_FEEDBACK_IMAGES } }}
        problem={fields.images.errors}
      />
      <button type="submit" className="button" disabled={busy}>
        {t('feedback.submit')}
      </button>
    </Form>
  );
}

function MyFeedback({ list }: { list: FeedbackListFragment | null }) {
  const { t, i18n } = useTranslation();
  if (!list) return null;
  if (list.items.length === 0) return <p className="muted">{t('feedback.empty')}</p>;
  const pages = pageCount(list.total, list.pageSize);
  return (
    <>
      <ul className="feedback-list" aria-label={t('feedback.mine')}>
        {list.items.map((item) => (
          <li key={item.id} className="feedback-item">
            <p className="feedback-item__content">{item.content}</p>
            <p className="muted">
              <span className={item.status === 'ANSWERED' ? 'tag tag--answered' : 'tag tag--pending'}>{t(`feedback.status.${item.status}`)}</span>{' '}
              {t('feedback.sentAt')} <LocalTime ms={item.createdAt} locale={i18n.language} />
              {item.imageCount > 0 ? ` · ${t('feedback.imageCount', { count: item.imageCount })}` : null}
            </p>
            {item.imageCount > 0 ? <FeedbackImages item={item} /> : null}
            {item.status === 'ANSWERED' && item.answer ? (
              <div className="feedback-item__answer">
                <p>
                  <strong>{t('feedback.answer')}</strong>
                  {item.answeredAt ? (
                    <>
                      {' '}
                      <span className="muted">
                        <LocalTime ms={item.answeredAt} locale={i18n.language} />
                      </span>
                    </>
                  ) : null}
                </p>
                <p>{item.answer}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {/* The "sent" notice belongs to the page the feedback was sent from. */}
      <Pager page={list.page} pages={pages} drop={['sent']} label={t('feedback.pages')} previous={t('feedback.previous')} next={t('feedback.next')} inDialog />
    </>
  );
}

/** Thumbnails of a feedback's images, each a link to the full image in a new tab. */
function FeedbackImages({ item }: { item: FeedbackItem }) {
  const { t, i18n } = useTranslation();
  const sentAt = useLocalTime(item.createdAt, i18n.language);
  const positions = Array.from({ length: Math.min(item.imageCount, MAX_FEEDBACK_IMAGES) }, (_, index) => index + 1);
  return (
    <ul className="feedback-item__images">
      {positions.map((position) => {
        const href = feedbackImageHref({ id: item.id, position });
        return (
          <li key={position}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('feedback.imageLink', { position, date: sentAt })}>
              <img src={href} alt="" width={64} height={64} loading="lazy" decoding="async" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
