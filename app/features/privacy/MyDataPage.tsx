import type { LinksFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useEffect } from 'react';
import { CheckboxField, FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { MyDataPageQuery } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { erasureSchema, publicWinsSchema } from './privacy.schema';
import type { action, loader } from './privacy.server';
import styles from './privacy.css?url';

export { action, loader } from './privacy.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['privacy', 'playerProtection'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

type Mine = NonNullable<MyDataPageQuery['myData']>;
type Archive = Mine['exports'][number];

/** How often the page asks again while an archive is being prepared. */
const PROGRESS_POLL_MS = 2000;

/**
 * The member's own data (docs/decisions/063): "Download my data" (an archive prepared in the
 * background, its progress followed live, downloaded behind a fresh password check) and "Erase my
 * account" (closed now, personal details erased after the money records' retention). Plain forms:
 * they work before JavaScript (the progress then moves when the page is reloaded).
 */
export default function MyDataPage() {
  const { status, mine, asked, refusal, publicWinsSaved } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const preparing = mine?.exports.some((archive) => archive.status === 'QUEUED' || archive.status === 'PREPARING') ?? false;
  useProgressPolling(preparing);
  return (
    <section aria-labelledby="my-data-title" className="my-data-page">
      <h1 id="my-data-title">{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      {status === 'failed' ? (
        <SectionError what={t('privacy.title')} />
      ) : status === 'unavailable' || !mine ? (
        <p role="note">{t('privacy.notAvailable')}</p>
      ) : (
        <>
          <ArchiveSection mine={mine} asked={asked} refusal={refusal} preparing={preparing} />
          {mine.hidesPublicWins != null ? <PublicWinsSection hidden={mine.hidesPublicWins} saved={publicWinsSaved} /> : null}
          <ErasureSection mine={mine} />
        </>
      )}
    </section>
  );
}

/** Reloads the page's data every two seconds while an archive is being prepared, and stops when none is. */
function useProgressPolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== 'idle') return;
    const timer = setTimeout(revalidate, PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}

function ArchiveSection({ mine, asked, refusal, preparing }: { mine: Mine; asked: boolean; refusal: string | null; preparing: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const refused = answer?.intent === 'export' ? answer.result.error?.[''] : null;
  const latest = mine.exports[0] ?? null;
  return (
    <section aria-labelledby="my-data-archive-title" className="card my-data-section">
      <h2 id="my-data-archive-title">{t('privacy.archiveTitle')}</h2>
      <p>{t('privacy.archiveIntro')}</p>
      <p className="muted">{t('privacy.archiveKept', { hours: mine.exportHours })}</p>
      {asked ? (
        <p role="status" className="notice">
          {t('privacy.asked')}
        </p>
      ) : null}
      {refusal && !PASSWORD_REFUSALS.has(refusal) ? (
        <p role="alert" className="notice notice--error">
          {t(`privacy.refusal.${refusal}`)}
        </p>
      ) : null}
      <Form method="post" className="my-data-ask">
        <input type="hidden" name="intent" value="export" />
        <FormError problem={refused} />
        <button type="submit" className="button" disabled={busy || preparing} aria-busy={busy}>
          {t('privacy.ask')}
        </button>
      </Form>
      {/* One region for the whole time the page is open, so "ready" is heard as the progress was (a region inserted with its text is not reliably read). */}
      <p className="visually-hidden" aria-live="polite">
        {latest ? `${t(`privacy.status.${latest.status}`)}${preparing ? ` · ${t('privacy.percent', { value: latest.progress })}` : ''}` : ''}
      </p>
      {mine.exports.length ? (
        <ul className="my-data-archives" aria-label={t('privacy.archives')}>
          {mine.exports.map((archive) => (
            <ArchiveItem key={archive.id} archive={archive} passwordRefusal={refusal && PASSWORD_REFUSALS.has(refusal) ? refusal : null} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Refusals about the password, shown under its field (the others above the archives). */
const PASSWORD_REFUSALS = new Set(['password', 'attempts', 'form']);

function ArchiveItem({ archive, passwordRefusal }: { archive: Archive; passwordRefusal: string | null }) {
  const { t, i18n } = useTranslation();
  const label = `my-data-archive-${archive.id}`;
  return (
    <li className="my-data-archive" aria-labelledby={label}>
      <p id={label} className="my-data-archive__title">
        {t('privacy.archiveOf')} <LocalTime ms={archive.requestedAt} locale={i18n.language} /> · <strong>{t(`privacy.status.${archive.status}`)}</strong>
      </p>
      {archive.status === 'QUEUED' || archive.status === 'PREPARING' ? (
        <p className="my-data-progress">
          <label htmlFor={`${label}-progress`}>{t('privacy.progress')}</label>{' '}
          <progress id={`${label}-progress`} max={100} value={archive.progress}>
            {archive.progress}%
          </progress>{' '}
          <span>{t('privacy.percent', { value: archive.progress })}</span>
        </p>
      ) : null}
      {archive.status === 'FAILED' ? <p>{t('privacy.failed')}</p> : null}
      {archive.status === 'READY' ? (
        <>
          <p className="muted">
            {archive.size != null ? `${t('privacy.size', { size: formatSize(archive.size, i18n.language) })} · ` : null}
            {archive.expiresAt ? (
              <>
                {t('privacy.until')} <LocalTime ms={archive.expiresAt} locale={i18n.language} />
              </>
            ) : null}
          </p>
          {/* A native post (reloadDocument): the answer is the file, which the browser saves; a refusal comes back as this page. */}
          <Form method="post" action={href('/resources/data-archive')} reloadDocument className="auth-form my-data-download">
            <input type="hidden" name="id" value={archive.id} />
            <FormField
              id={`${label}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              requiredMark
              label={t('privacy.password')}
              hint="privacy.passwordHint"
              problem={passwordRefusal ? `privacy.refusal.${passwordRefusal}` : null}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- back from a refused download: the field to correct
              autoFocus={passwordRefusal !== null}
            />
            <button type="submit" className="button">
              {t('privacy.download')}
            </button>
          </Form>
        </>
      ) : null}
    </li>
  );
}

/** Bytes as the page's language writes a size (kB, MB). */
function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return formatNumber(value, locale, { style: 'unit', unit, maximumFractionDigits: 1 });
}

/**
 * Whether the member's wins stand on public lists (the winner board, a jackpot's winners), masked to
 * the name's first and last letters, or not at all (docs/decisions/064). A box and a button: it works
 * before JavaScript.
 */
function PublicWinsSection({ hidden, saved }: { hidden: boolean; saved: boolean }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form] = useValidatedForm(publicWinsSchema, answer?.intent === 'publicWins' ? answer.result : undefined, { id: 'my-data-public-wins-form' });
  return (
    <section aria-labelledby="my-data-public-wins-title" className="card my-data-section">
      <h2 id="my-data-public-wins-title">{t('privacy.publicWinsTitle')}</h2>
      <p>{t('privacy.publicWinsIntro')}</p>
      {saved ? (
        <p role="status" className="notice">
          {t(hidden ? 'privacy.publicWinsHidden' : 'privacy.publicWinsShown')}
        </p>
      ) : null}
      <Form method="post" className="auth-form" aria-labelledby="my-data-public-wins-title" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="publicWins" />
        <FormError problem={form.errors} />
        <CheckboxField id="my-data-public-wins-hide" name="hide" defaultChecked={hidden}>
          {t('privacy.publicWinsHide')}
        </CheckboxField>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('privacy.publicWinsSave')}
        </button>
      </Form>
    </section>
  );
}

function ErasureSection({ mine }: { mine: Mine }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useValidatedForm(erasureSchema, answer?.intent === 'erase' ? answer.result : undefined, { id: 'my-data-erase-form' });
  const years = Math.round(mine.retentionDays / 365);
  return (
    <section aria-labelledby="my-data-erase-title" className="card my-data-section">
      <h2 id="my-data-erase-title">{t('privacy.eraseTitle')}</h2>
      {mine.erasure ? (
        <p>
          {t('privacy.eraseAsked')} <LocalTime ms={mine.erasure.eraseAfter} locale={i18n.language} />
        </p>
      ) : (
        <>
          <p>{t('privacy.eraseIntro')}</p>
          <p>{t('privacy.eraseRetention', { years, days: mine.retentionDays })}</p>
          <p>{t('privacy.eraseBalance')}</p>
          <Form method="post" className="auth-form" aria-labelledby="my-data-erase-title" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="erase" />
            <FormError problem={form.errors} />
            <FormField
              id="my-data-erase-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              requiredMark
              label={t('privacy.erasePassword')}
              problem={fields.password.errors}
            />
            <CheckboxField id="my-data-erase-confirm" name="confirm" required problem={fields.confirm.errors}>
              {t('privacy.eraseConfirm')}
            </CheckboxField>
            <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>
              {t('privacy.eraseSubmit')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
