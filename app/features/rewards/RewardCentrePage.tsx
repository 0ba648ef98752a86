import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { doneOf, rewardAction } from './actions.server';
import { CategoryNav, DoneNotice, PromotionCard } from './PromotionCard';
import { RewardPromotionsQuery } from './rewards.queries.server';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

const PATH = href('/member/rewardCenter');
const categoryOf = (value: string | null) => (value && /^[A-Z_]{1,40}$/.test(value) ? value : null);

/** rewardCenter: the brand's promotions with the member's activity status, by category; join, claim or draw in place. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = categoryOf(url.searchParams.get('category'));
  const { data } = await context.graphql(RewardPromotionsQuery, { category });
  return { promotions: data?.rewardPromotions ?? null, category, done: doneOf(url) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const category = categoryOf(url.searchParams.get('category'));
  return rewardAction(request, context, category ? `${PATH}?category=${category}` : PATH);
}

export default function RewardCenterPage() {
  const { promotions, category, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const back = category ? `${PATH}?category=${category}` : PATH;
  return (
    <section aria-labelledby="reward-centre-title" className="reward-page">
      <h1 id="reward-centre-title">{t('rewards.rewardCenter.title')}</h1>
      <p className="muted">{t('rewards.rewardCenter.intro')}</p>
      <DoneNotice done={done} titleOf={(id) => promotions?.items.find((p) => p.id === id)?.title} />
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {!promotions ? (
        <SectionError what={t('rewards.rewardCenter.title')} />
      ) : (
        <>
          <CategoryNav categories={promotions.categories} current={category} path={PATH} />
          {promotions.items.length === 0 ? (
            <p className="muted">{t('rewards.none')}</p>
          ) : (
            <ul className="promotion-list">
              {promotions.items.map((p) => (
                <li key={p.id}>
                  <PromotionCard promotion={p} member action={back} loginTo={back} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
