import { Form, Link, useNavigation } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import type { PromotionCardFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { loginHref } from '#app/kernel/access';
import { href } from '#app/kernel/href';

/** The button a status offers: join, claim (issued too) or draw; nothing for the other statuses. */
export function promotionIntent(p: Pick<PromotionCardFragment, 'status' | 'kind'>): 'join' | 'claim' | 'draw' | null {
  if (p.status === 'JOIN') return 'join';
  if (p.status === 'ISSUED') return 'claim';
  if (p.status === 'CLAIM' && p.kind !== 'EVENT') return p.kind === 'RAFFLE' ? 'draw' : 'claim';
  return null;
}

/**
 * One promotion: its status, bonus and rules, progress where it counts bets, and the one action
 * its status allows (a form: it works before JavaScript). Visitors get a link to log in instead.
 */
export function PromotionCard({
  promotion: p,
  member,
  action,
  headingLevel = 2,
  detailsLink = true,
  loginTo,
}: {
  promotion: PromotionCardFragment;
  member: boolean;
  /** Where the form posts (the page's own action). */
  action?: string;
  headingLevel?: 1 | 2 | 3;
  detailsLink?: boolean;
  /** Where a visitor comes back to after logging in. */
  loginTo: string;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const intent = promotionIntent(p);
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `promotion-${p.id}-title`;
  return (
    <article className="promotion reward-card" aria-labelledby={titleId}>
      <div className="promotion__body">
        <Heading id={titleId}>{p.title}</Heading>
        <p>
          <span className={`tag reward-status reward-status--${p.status.toLowerCase()}`}>{t(`rewards.status.${p.status}`)}</span>{' '}
          <span className="muted">{t(`rewards.categories.${p.category}`, { defaultValue: p.category })}</span>
        </p>
        <p>{p.content}</p>
        <dl className="reward-card__facts">
          {p.bonus > 0 && p.kind !== 'EVENT' ? (
            <>
              <dt>{t('rewards.bonus')}</dt>
              <dd>
                <Money minor={p.bonus} />
                {p.turnoverMultiplier > 0 ? <span className="muted"> · {t('rewards.turnoverRule', { times: p.turnoverMultiplier })}</span> : null}
              </dd>
            </>
          ) : null}
          {p.kind === 'TURNOVER' ? (
            <>
              <dt>{t('rewards.target')}</dt>
              <dd>
                <Money minor={p.target} />
              </dd>
            </>
          ) : null}
          {p.kind === 'RAFFLE' && p.rafflePrizes.length > 0 ? (
            <>
              <dt>{t('rewards.prizes')}</dt>
              <dd>
                {p.rafflePrizes.map((prize, i) => (
                  <span key={i}>
                    {i > 0 ? ', ' : null}
                    <Money minor={prize} />
                  </span>
                ))}
              </dd>
            </>
          ) : null}
          {p.progress !== null && p.progress !== undefined ? (
            <>
              <dt>{t('rewards.progress')}</dt>
              <dd>
                <progress max={p.target} value={Math.min(p.progress, p.target)} aria-label={t('rewards.progress')} /> <Money minor={p.progress} /> /{' '}
                <Money minor={p.target} />
              </dd>
            </>
          ) : null}
          {p.status === 'CLAIMED' && p.claimedAmount > 0 ? (
            <>
              <dt>{t('rewards.status.CLAIMED')}</dt>
              <dd>
                <Money minor={p.claimedAmount} />
              </dd>
            </>
          ) : null}
          <dt>{t('rewards.period')}</dt>
          <dd>
            {p.startsAt > 0 ? <LocalTime ms={p.startsAt} locale={i18n.language} /> : null}
            {p.startsAt > 0 ? ' – ' : null}
            {p.endsAt ? <LocalTime ms={p.endsAt} locale={i18n.language} /> : t('rewards.noEnd')}
          </dd>
        </dl>
        <div className="reward-card__actions">
          {member && intent ? (
            <Form method="post" action={action} preventScrollReset>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={p.id} />
              <button type="submit" className="button" disabled={busy} aria-label={t(`rewards.${intent}Named`, { title: p.title })}>
                {t(`rewards.${intent}`)}
              </button>
            </Form>
          ) : null}
          {!member && intent ? (
            <Link className="button" to={loginHref(loginTo)}>
              {t('rewards.loginToJoin')}
            </Link>
          ) : null}
          {detailsLink ? (
            <Link
              className="button button--ghost"
              to={href('/PromotionDetail', { search: { id: p.id } })}
              aria-label={t('rewards.detailsNamed', { title: p.title })}
            >
              {t('rewards.details')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The category links of /promotions and rewardCenter (in the URL, so they work without JavaScript). */
export function CategoryNav({ categories, current, path }: { categories: readonly string[]; current: string | null; path: string }) {
  const { t } = useTranslation();
  const all = ['ALL', ...categories];
  return (
    <nav aria-label={t('rewards.categoryNav')} className="category-nav">
      <ul className="tabs">
        {all.map((c) => {
          const active = (c === 'ALL' && !current) || c === current;
          return (
            <li key={c}>
              <Link to={c === 'ALL' ? path : `${path}?category=${encodeURIComponent(c)}`} aria-current={active ? 'page' : undefined}>
                {t(`rewards.categories.${c}`, { defaultValue: c })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The page's answer after a join or a claim (see actions.server.ts doneOf). */
export function DoneNotice({
  done,
  titleOf,
}: {
  done: { done: 'joined' | 'claimed' | 'forfeited'; item: string | null; amount: number | null } | null;
  titleOf?: (id: string) => string | undefined;
}) {
  const { t } = useTranslation();
  if (!done) return null;
  return (
    <p role="status" className="notice">
      {done.done === 'joined' ? (
        t('rewards.done.joined', { title: (done.item && titleOf?.(done.item)) ?? '' })
      ) : done.done === 'forfeited' ? (
        <>
          {t('rewards.done.forfeited')} <Money minor={done.amount ?? 0} />
        </>
      ) : done.amount ? (
        <>
          <Money minor={done.amount} /> {t('rewards.done.claimedAfter')}
        </>
      ) : (
        t('rewards.status.CLAIMED')
      )}
    </p>
  );
}
