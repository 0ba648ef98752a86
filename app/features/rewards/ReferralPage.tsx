import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { ReferralPageQuery } from './rewards.queries.server';
import { qrSvg } from '#app/features/shell/qr.server';
import { Money } from '#app/kernel/money/Money';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

/** referral: the member's code (made on first visit, then kept), the invitation link and its QR code, the invitations with their status (registered, qualified, paid with the amount) and the total earned. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(ReferralPageQuery);
  const referral = data?.referral ?? null;
  const link = referral ? new URL(referral.registerPath, new URL(request.url).origin).toString() : null;
  return { referral, link, qr: link ? qrSvg(link) : null };
}

export default function ReferralPage() {
  const { referral, link, qr } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="referral-title" className="reward-page">
      <h1 id="referral-title">{t('rewards.referral.title')}</h1>
      {!referral || !link ? (
        <SectionError what={t('rewards.referral.title')} />
      ) : (
        <>
          <p>
            {t('rewards.referral.intro')}
            <Money minor={referral.rewardPerInvitee} />
          </p>
          <p className="muted">
            {t('rewards.referral.rule')}
            <Money minor={referral.minFirstDeposit} />
          </p>
          <dl className="reward-card__facts">
            <dt>{t('rewards.referral.code')}</dt>
            <dd>
              <code>{referral.code}</code>
            </dd>
            <dt>{t('rewards.referral.link')}</dt>
            <dd>
              <a href={link} translate="no">
                {link}
              </a>{' '}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => {
                  void navigator.clipboard?.writeText(link).then(() => setCopied(true));
                }}
              >
                {t('rewards.referral.copy')}
              </button>
              <span role="status">{copied ? t('rewards.referral.copied') : ''}</span>
            </dd>
          </dl>
          {qr ? <div className="referral-qr" role="img" aria-label={t('rewards.referral.qr')} dangerouslySetInnerHTML={{ __html: qr }} /> : null}
          <h2>{t('rewards.referral.invitations')}</h2>
          <p>
            {t('rewards.referral.total', { count: referral.totalInvitations })} · {t('rewards.referral.totalReward')}
            <Money minor={referral.totalReward} />
          </p>
          {referral.invitations.length === 0 ? (
            <p className="muted">{t('rewards.referral.empty')}</p>
          ) : (
            <SmallTable
              caption={t('rewards.referral.invitations')}
              rows={referral.invitations}
              rowKey={(row, i) => `${row.username}-${i}`}
              columns={[
                { id: 'friend', header: t('rewards.referral.friend'), value: (row) => row.username },
                { id: 'joined', header: t('rewards.referral.joined'), show: (row) => <LocalTime ms={row.joinedAt} locale={i18n.language} /> },
                { id: 'status', header: t('rewards.referral.status'), value: (row) => t(`rewards.referral.statuses.${row.status}`) },
                {
                  id: 'reward',
                  header: t('rewards.referral.reward'),
                  show: (row) => (
                    <>
                      {row.status === 'REGISTERED' ? '—' : <Money minor={row.reward} />}
                      {row.paidAt ? (
                        <>
                          {' '}
                          <span className="muted">
                            (<LocalTime ms={row.paidAt} locale={i18n.language} />)
                          </span>
                        </>
                      ) : null}
                    </>
                  ),
                },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
}
