import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '../components/FormField';
import { SectionError } from '../components/SectionError';
import { doneOf, rewardAction } from '../features/rewards/actions.server';
import { DoneNotice } from '../features/rewards/PromotionCard';
import { MissionsPageQuery } from '../features/rewards/rewards.queries.server';
import { Money } from '../features/wallet/Money';
import { useTranslation } from '../i18n/react';

const PATH = '/member/missionLeaderboard';
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
              <div className="data-table">
                <div className="data-table__scroll">
                  <table aria-labelledby="leaderboard-title">
                    <thead>
                      <tr>
                        <th scope="col">{t('rewards.missions.rank')}</th>
                        <th scope="col">{t('rewards.missions.player')}</th>
                        <th scope="col">{t('rewards.missions.value')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {mission.leaderboard.map((row) => (
                        <tr key={`${row.rank}-${row.username}`} aria-current={row.me ? 'true' : undefined} className={row.me ? 'row--me' : undefined}>
                          <td>{row.rank}</td>
                          <td>
                            {row.username}
                            {row.me ? ` (${t('rewards.missions.you')})` : null}
                          </td>
                          <td>
                            <Money minor={row.reachedValue} />
                          </td>
                        </tr>
                      ))}
                      {mission.myRank && !mission.leaderboard.some((row) => row.me) ? (
                        <tr aria-current="true" className="row--me">
                          <td>{mission.myRank}</td>
                          <td>{t('rewards.missions.you')}</td>
                          <td>
                            <Money minor={mission.myValue} />
                          </td>
                        </tr>
                      ) : null}
                    </tbody>
                  </table>
                </div>
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
