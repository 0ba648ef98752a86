import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import { useReloadOnBadgeChange } from '#app/kernel/live-store';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import type { loader } from './kyc.loader.server';
import { UploadForm } from './UploadForm';
import styles from './kyc.css?url';

export { loader } from './kyc.loader.server';
export { action } from './kyc.action.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['verification', 'playerProtection'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** A kind may be sent while nothing of it waits for review or holds. */
const SENDABLE = new Set(['NOT_SENT', 'REFUSED', 'EXPIRED']);

/**
 * The member's identity verification (docs/decisions/057): status, what waits for it, each needed
 * document, the documents sent. An operator's decision comes with an inbox message, whose live badge
 * event reloads the page: the decision shows without a reload.
 */
export default function VerificationPage() {
  useReloadOnBadgeChange();
  const { status, sent, verification } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kyc-title" className="kyc-page">
      <h1 id="kyc-title">{t('verification.title')}</h1>
      <p>{t('verification.intro')}</p>
      {sent ? (
        <p role="status" className="notice">
          {t('verification.sent', { kind: t(`verification.kind.${sent}`) })}
        </p>
      ) : null}
      {status === 'failed' ? (
        <SectionError what={t('verification.title')} />
      ) : status === 'unavailable' || !verification ? (
        <p role="note">{t('verification.notAvailable')}</p>
      ) : (
        <>
          <section aria-labelledby="kyc-status-title" className="kyc-status">
            <h2 id="kyc-status-title">{t('verification.statusTitle')}</h2>
            <p className={`kyc-status__line kyc-status__line--${verification.status.toLowerCase()}`}>{t(`verification.status.${verification.status}`)}</p>
            {verification.ageVerified && verification.status !== 'VERIFIED' ? <p>{t('verification.ageVerified')}</p> : null}
            {verification.status === 'VERIFIED' ? null : <Gates gates={verification.gates} />}
          </section>
          <section aria-labelledby="kyc-documents-title">
            <h2 id="kyc-documents-title">{t('verification.documentsTitle')}</h2>
            <ul className="kyc-kinds">
              {verification.kinds.map((kind) => (
                <li key={kind.kind} className="kyc-kind">
                  <h3 id={`kyc-${kind.kind}-title`}>{t(`verification.kind.${kind.kind}`)}</h3>
                  <p className={`kyc-state kyc-state--${kind.state.toLowerCase()}`}>{t(`verification.state.${kind.state}`)}</p>
                  {kind.state === 'REFUSED' && kind.reason ? (
                    <p>{t('verification.refusedBecause', { reason: t(`verification.reason.${kind.reason}`) })}</p>
                  ) : null}
                  {kind.state === 'ACCEPTED' && kind.expiresText ? <p>{t('verification.expiresAt', { date: kind.expiresText })}</p> : null}
                  {kind.asked ? <p>{kind.note ? t('verification.askedNote', { note: kind.note }) : t('verification.asked')}</p> : null}
                  {SENDABLE.has(kind.state) ? (
                    <>
                      <p className="muted">{t(`verification.hint.${kind.kind}`)}</p>
                      <UploadForm kind={kind.kind} requestId={kind.requestId} labelledBy={`kyc-${kind.kind}-title`} again={kind.state !== 'NOT_SENT'} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="kyc-history-title">
            <h2 id="kyc-history-title">{t('verification.historyTitle')}</h2>
            {verification.documents.length === 0 ? (
              <p>{t('verification.historyEmpty')}</p>
            ) : (
              <div className="table-scroll">
                <table className="kyc-history">
                  <caption className="visually-hidden">{t('verification.historyTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('verification.columns.sentAt')}</th>
                      <th scope="col">{t('verification.columns.kind')}</th>
                      <th scope="col">{t('verification.columns.state')}</th>
                      <th scope="col">{t('verification.columns.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {verification.documents.map((document) => (
                      <tr key={document.id}>
                        <td>{document.sentText}</td>
                        <td>{t(`verification.kind.${document.kind}`)}</td>
                        <td>{t(`verification.state.${document.state}`)}</td>
                        <td>{document.reason ? t(`verification.reason.${document.reason}`) : ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      )}
      <p className="muted">{t('verification.privacy')}</p>
    </section>
  );
}

type GatesView = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['verification']>['gates'];

/** What the brand holds until the account is verified; nothing, said so. */
function Gates({ gates }: { gates: GatesView }) {
  const { t } = useTranslation();
  const held = [
    gates.realPlay ? t('verification.gates.realPlay') : null,
    gates.withdraw ? t('verification.gates.withdraw') : null,
    gates.freePlay ? t('verification.gates.freePlay') : null,
    gates.depositAboveText ? t('verification.gates.depositAbove', { amount: gates.depositAboveText }) : null,
  ].filter((line): line is string => line !== null);
  if (held.length === 0) return <p>{t('verification.noGates')}</p>;
  return (
    <>
      <h3>{t('verification.gatesTitle')}</h3>
      <ul>
        {held.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
