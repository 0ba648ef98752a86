import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { doneOf, rewardAction } from './actions.server';
import { CategoryNav, DoneNotice, PromotionCard } from './PromotionCard';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import { RewardPromotionsQuery as PromotionsPageQuery } from './rewards.queries.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['rewards'] };

const PATH = href('/promotions');
const codeOf = (value: string | null) => (value && /^[A-Z_]{1,40}$/.test(value) ? value : null);

/**
 * Every promotion of the brand by category (?category=); a member sees their own status and can join
 * or claim here, a visitor is asked to log in. ?type= (an announcement's promotion type) puts that
 * promotion first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = codeOf(url.searchParams.get('category'));
  const type = codeOf(url.searchParams.get('type'));
  const { data } = await context.graphql(PromotionsPageQuery, { category });
  const list = data?.rewardPromotions ?? null;
  const items = list ? [...list.items].sort((a, b) => Number(b.promotionType === type) - Number(a.promotionType === type)) : null;
  return {
    title: pageTitle(context.locale, 'nav.promotions'),
    promotions: list && items ? { categories: list.categories, items } : null,
    category,
    member: Boolean(context.session),
    done: doneOf(url),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const category = codeOf(new URL(request.url).searchParams.get('category'));
  return rewardAction(request, context, category ? `${PATH}?category=${category}` : PATH);
}

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

export default function PromotionsPage() {
  const { promotions, category, member, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = category ? `${PATH}?category=${category}` : PATH;
  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('nav.promotions')}</h1>
      <DoneNotice done={done} titleOf={(id) => promotions?.items.find((p) => p.id === id)?.title} />
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {!promotions ? (
        <SectionError what={t('nav.promotions')} />
      ) : (
        <>
          <CategoryNav categories={promotions.categories} current={category} path={PATH} />
          {promotions.items.length === 0 ? (
            <p className="muted">{t('promotions.none')}</p>
          ) : (
            <ul className="promotion-list">
              {promotions.items.map((promotion) => (
                <li key={promotion.id} id={`promotion-${promotion.id}`}>
                  <PromotionCard promotion={promotion} member={member} action={back} loginTo={back} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
