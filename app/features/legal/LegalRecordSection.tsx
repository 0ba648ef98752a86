import { Link } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { SmallTable } from '#app/components/data-table/SmallTable';
import type { LegalAcceptanceSource, LegalDocumentKind, RegistrationConfirmation } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { DOCUMENT_PAGES } from './legal.schema';

/** The member's record as the security centre's query reads it (features/security/security.queries.server.ts). */
export interface LegalRecordData {
  pending: readonly { kind: LegalDocumentKind }[];
  acceptances: readonly { kind: LegalDocumentKind; version: number; acceptedAt: number; address?: string | null; source: LegalAcceptanceSource }[];
  confirmations: readonly { kind: RegistrationConfirmation; confirmedAt: number }[];
}

/**
 * The security centre's record of the terms (docs/decisions/060): each version the member accepted,
 * when, from which address and how, what waits for acceptance, and what they confirmed when
 * registering. Hidden on a platform that keeps no versions (no record).
 */
export function LegalRecordSection({ record }: { record: LegalRecordData | null }) {
  const { t, i18n } = useTranslation();
  if (!record) return null;
  return (
    <section aria-labelledby="legal-record-title" className="security-section">
      <h2 id="legal-record-title">{t('legal.record.title')}</h2>
      <p className="muted">{t('legal.record.intro')}</p>
      {record.pending.length ? (
        <p role="note" className="notice">
          {t('legal.record.pending', { documents: record.pending.map((item) => t(`legal.kind.${item.kind}`)).join(', ') })}
        </p>
      ) : null}
      {record.acceptances.length ? (
        <SmallTable
          labelledBy="legal-record-title"
          rowHeader
          rows={record.acceptances}
          rowKey={(row) => `${row.kind}:${row.version}`}
          columns={[
            { id: 'document', header: t('legal.record.document'), value: (row) => t(`legal.kind.${row.kind}`) },
            {
              id: 'version',
              header: t('legal.record.version'),
              show: (row) => <Link to={href(DOCUMENT_PAGES[row.kind], { search: { version: String(row.version) } })}>{row.version}</Link>,
            },
            { id: 'acceptedAt', header: t('legal.record.acceptedAt'), show: (row) => <LocalTime ms={row.acceptedAt} locale={i18n.language} /> },
            { id: 'address', header: t('legal.record.address'), value: (row) => row.address ?? '—' },
            { id: 'source', header: t('legal.record.source'), value: (row) => t(`legal.record.via.${row.source}`) },
          ]}
        />
      ) : (
        <p>{t('legal.record.none')}</p>
      )}
      {record.confirmations.length ? (
        <>
          <h3>{t('legal.record.confirmationsTitle')}</h3>
          <ul>
            {record.confirmations.map((item) => (
              <li key={item.kind}>
                {t(`legal.confirmed.${item.kind}`)} <LocalTime ms={item.confirmedAt} locale={i18n.language} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
