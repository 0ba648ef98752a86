import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { doneOf, rewardAction } from './actions.server';
import { DoneNotice, PromotionCard } from './PromotionCard';
import { PromotionDetailQuery } from './rewards.queries.server';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['rewards'] };

const idOf = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? value : null);
const typeOf = (value: string | null) => (value && /^[A-Z_]{1,40}$/.test(value) ? value : null);

/** Where a form on this page comes back to: the same promotion, by id or by type. */
function selfOf(url: URL) {
  const id = idOf(url.searchParams.get('id'));
  const type = typeOf(url.searchParams.get('type'));
  return { id, type, path: href('/PromotionDetail', { search: id ? { id } : { type } }) };
}

/**
 * One promotion's page (?id=, or ?type= from an announcement's go-to-promotion): its rules, the
 * member's status and the action it allows (join, claim, draw); visitors are asked to log in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const self = selfOf(url);
  const { data } = self.id || self.type ? await context.graphql(PromotionDetailQuery, { id: self.id, type: self.type }) : { data: null };
  const promotion = data?.rewardPromotion ?? null;
  if (!promotion && data) throw new Response('Not found', { status: 404 });
  return {
    title: promotion?.title ?? pageTitle(context.locale, 'nav.promotions'),
    promotion,
    path: self.path,
    member: Boolean(context.session),
    done: doneOf(url),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return rewardAction(request, context, selfOf(new URL(request.url)).path);
}

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

export default function PromotionDetailPage() {
  const { promotion, path, member, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section aria-label={promotion?.title ?? t('nav.promotions')} className="promotion-detail">
      <p>
        <Link to={href('/promotions')}>{t('rewards.backToPromotions')}</Link>
      </p>
      <DoneNotice done={done} titleOf={() => promotion?.title} />
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {promotion ? (
        <PromotionCard promotion={promotion} member={member} action={path} loginTo={path} detailsLink={false} headingLevel={1} />
      ) : (
        <p className="muted">{t('rewards.notFoundPromotion')}</p>
      )}
    </section>
  );
}
