import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '../../components/SectionError';
import { pageTitle } from '../../i18n/page-title.server';
import { titledMeta } from '../../i18n/page-title';
import { useTranslation } from '../../i18n/react';
import { PromotionsPageQuery } from './query.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(PromotionsPageQuery);
  return { title: pageTitle(context.locale, 'nav.promotions'), promotions: data?.promotions ?? null };
}

export const meta = titledMeta;

/** Every promotion, newest first; ?type= or ?id= (from a banner or an announcement) puts that one first. */
export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('nav.promotions')}</h1>
      {!promotions ? (
        <SectionError what={t('nav.promotions')} />
      ) : promotions.length === 0 ? (
        <p className="muted">{t('promotions.none')}</p>
      ) : (
        <ul className="promotion-list">
          {promotions.map((promotion) => (
            <li key={promotion.id} id={`promotion-${promotion.id}`}>
              <article className="promotion" aria-labelledby={`promotion-${promotion.id}-title`}>
                {promotion.imageUrl ? <img src={promotion.imageUrl} alt="" width="640" height="360" loading="lazy" /> : null}
                <div className="promotion__body">
                  <h2 id={`promotion-${promotion.id}-title`}>{promotion.title}</h2>
                  <p className="muted">
                    <time dateTime={new Date(promotion.timestamp).toISOString()}>{date.format(promotion.timestamp)}</time>
                  </p>
                  <p>{promotion.content}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
