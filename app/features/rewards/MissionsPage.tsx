import type { LinksFunction, ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { doneOf, rewardAction } from './actions.server';
import { DoneNotice } from './PromotionCard';
import { MissionsPageQuery } from './rewards.queries.server';
import { Money } from '#app/kernel/money/Money';
import { useTranslation } from '#app/i18n/react';
import rewardsStyles from './rewards.css?url';
import { href } from '#app/kernel/href';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: rewardsStyles }];

const PATH = href('/member/missionLeaderboard');
const idOf = (value: string | null) => (value && /^\d{1,15}$/.test(value) ? value : null);

/**
 * missionLeaderboard: the open missions with the member's progress (valid bets of the mission's game
 * type), the chosen mission's milestones (a reached one is claimed in place) and its leaderboard
 * with the member's own rank.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = idOf(url.searchParams.get('mission'));
  const first = await context.graphql(MissionsPageQuery, { missionId: asked ?? '0', withMission: asked !== null });
  const missions = first.data?.missions ?? null;
  let mission = first.data?.mission ?? null;
  const chosen = asked ?? missions?.[0]?.id ?? null;
  if (!asked && chosen) mission = (await context.graphql(MissionsPageQuery, { missionId: chosen, withMission: true })).data?.mission ?? null;
  return { missions, mission, chosen, done: doneOf(url) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const mission = idOf(new URL(request.url).searchParams.get('mission'));
  return rewardAction(request, context, mission ? `${PATH}?mission=${mission}` : PATH);
}

export default function MissionsPage() {
  const { missions, mission, chosen, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  return (
    <section aria-labelledby="missions-title" className="reward-page">
      <h1 id="missions-title">{t('rewards.missions.title')}</h1>
      <DoneNotice done={done} />
      <FormError problem={answer?.result.error?.[''] ?? null} />
      {!missions ? (
        <SectionError what={t('rewards.missions.title')} />
      ) : missions.length === 0 ? (
        <p className="muted">{t('rewards.missions.empty')}</p>
      ) : (
        <>
          <nav aria-label={t('rewards.missions.choose')}>
            <ul className="tabs">
              {missions.map((m) => (
                <li key={m.id}>
                  <Link to={`${PATH}?mission=${m.id}`} aria-current={m.id === chosen ? 'page' : undefined}>
                    {m.title} ({m.reachedMilestones}/{m.milestoneCount})
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {mission ? (
            <>
              <h2>{mission.title}</h2>
              <p>
                {t('rewards.missions.progress')}
                <Money minor={mission.progress} />
              </p>
              <h3>{t('rewards.missions.milestones')}</h3>
              <ol className="milestones">
                {mission.milestones.map((s) => (
                  <li key={s.step}>
                    <strong>{t('rewards.missions.step', { step: s.step })}</strong>: <Money minor={s.target} /> → <Money minor={s.reward} />{' '}
                    <progress max={s.target} value={Math.min(mission.progress, s.target)} aria-label={t('rewards.missions.step', { step: s.step })} />{' '}
                    {s.claimed ? (
                      <span className="tag reward-status reward-status--claimed">{t('rewards.missions.claimed')}</span>
                    ) : s.reached ? (
                      <Form method="post" preventScrollReset className="inline-form">
                        <input type="hidden" name="intent" value="mission" />
                        <input type="hidden" name="id" value={mission.id} />
                        <input type="hidden" name="step" value={s.step} />
                        <button
                          type="submit"
                          className="button button--small"
                          disabled={busy}
                          aria-label={t('rewards.missions.claimStep', { step: s.step, title: mission.title })}
                        >
                          {t('rewards.claim')}
                        </button>
                      </Form>
                    ) : (
                      <span className="muted">{t('rewards.missions.notReached')}</span>
                    )}
                  </li>
                ))}
              </ol>
              <h3 id="leaderboard-title">{t('rewards.missions.leaderboard')}</h3>
              <p role="note">{mission.myRank ? t('rewards.missions.myRank', { rank: mission.myRank }) : t('rewards.missions.unranked')}</p>
              <SmallTable
                labelledBy="leaderboard-title"
                rows={[
                  ...mission.leaderboard.map((row) => ({
                    key: `${row.rank}-${row.username}`,
                    rank: row.rank,
                    player: row.me ? `${row.username} (${t('rewards.missions.you')})` : row.username,
                    value: row.reachedValue,
                    me: row.me,
                  })),
                  // The member ranked below the board still sees their own place under it.
                  ...(mission.myRank && !mission.leaderboard.some((row) => row.me)
                    ? [{ key: 'me', rank: mission.myRank, player: t('rewards.missions.you'), value: mission.myValue, me: true }]
                    : []),
                ]}
                rowKey={(row) => row.key}
                rowProps={(row) => (row.me ? { 'aria-current': 'true', className: 'row--me' } : {})}
                columns={[
                  { id: 'rank', header: t('rewards.missions.rank'), value: (row) => row.rank },
                  { id: 'player', header: t('rewards.missions.player'), value: (row) => row.player },
                  { id: 'value', header: t('rewards.missions.value'), show: (row) => <Money minor={row.value} /> },
                ]}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
