import type { LinksFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { CheckboxField, FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import type { action, loader } from './consent.server';
import { CHANNELS, fieldName, PRODUCTS } from './consent.schema';
import styles from './consent.css?url';

export { action, loader } from './consent.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['consent'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/**
 * The member's marketing preferences (docs/decisions/061): each product a group of its channels,
 * every box unticked until the member ticks it, one button to save them all; then the changes made,
 * newest first. A plain form: works before JavaScript.
 */
export default function MarketingPreferencesPage() {
  const { status, saved, preferences } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const granted = new Set(preferences?.consents.filter((consent) => consent.granted).map((consent) => fieldName(consent.product, consent.channel)));
  return (
    <section aria-labelledby="marketing-title" className="marketing-page">
      <h1 id="marketing-title">{t('consent.title')}</h1>
      <p>{t('consent.intro')}</p>
      {saved ? (
        <p role="status" className="notice">
          {t('consent.saved')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <SectionError what={t('consent.title')} />
      ) : status === 'unavailable' || !preferences ? (
        <p role="note">{t('consent.notAvailable')}</p>
      ) : (
        <>
          {preferences.receives ? null : (
            <p role="note" className="notice">
              {t('consent.paused')}
            </p>
          )}
          <p className="muted">{t('consent.serviceNote')}</p>
          <Form method="post" className="marketing-form">
            <FormError problem={answer?.result.error?.['']} />
            {PRODUCTS.map((product) => (
              <fieldset key={product} className="marketing-form__product">
                <legend>{t(`consent.product.${product}`)}</legend>
                {CHANNELS.map((channel) => (
                  <CheckboxField
                    key={channel}
                    id={`marketing-${fieldName(product, channel)}`}
                    name={fieldName(product, channel)}
                    defaultChecked={granted.has(fieldName(product, channel))}
                  >
                    {t(`consent.channel.${channel}`)}
                  </CheckboxField>
                ))}
              </fieldset>
            ))}
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? t('common.loading') : t('consent.save')}
            </button>
          </Form>
          <section aria-labelledby="marketing-history-title">
            <h2 id="marketing-history-title">{t('consent.historyTitle')}</h2>
            {preferences.history.length ? (
              <SmallTable
                labelledBy="marketing-history-title"
                rows={preferences.history}
                rowKey={(row, index) => `${row.at}:${row.product}:${row.channel}:${index}`}
                columns={[
                  { id: 'at', header: t('consent.when'), show: (row) => <LocalTime ms={row.at} locale={i18n.language} /> },
                  {
                    id: 'what',
                    header: t('consent.what'),
                    value: (row) => t('consent.pair', { product: t(`consent.product.${row.product}`), channel: t(`consent.channel.${row.channel}`) }),
                  },
                  { id: 'change', header: t('consent.change'), value: (row) => t(row.granted ? 'consent.turnedOn' : 'consent.turnedOff') },
                  { id: 'address', header: t('consent.address'), value: (row) => row.address ?? '—' },
                ]}
              />
            ) : (
              <p>{t('consent.noHistory')}</p>
            )}
          </section>
        </>
      )}
    </section>
  );
}
