import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { Pager } from '#app/components/data-table/Pager';
import { SmallTable, type SmallColumn } from '#app/components/data-table/SmallTable';
import { Count } from '#app/components/data-table/count-column';
import { pageCount, readPage } from '#app/components/data-table/table-state';
import { DownlinePageQuery } from './agent.queries.server';
import { DownlineContracts } from '#app/features/contracts/DownlineContracts';
import { Money } from '#app/kernel/money/Money';
import { gameTypeLabel } from '#app/features/records/columns';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { Translate } from '#app/i18n/translate';
import type { TeamMemberFieldsFragment } from '#app/graphql/generated/graphql';
import { href } from '#app/kernel/href';

const PATH = href('/agentHome/downlineManagmentView');

const username = (value: string | null) => {
  const text = (value ?? '').trim();
  return text && text.length <= 60 ? text : null;
};

/** The page's state is its address: `parent` (the level drilled into), `q` (a search), `page`, `detail` (a member's details dialog). */
/** A rebate rate as the number of percent with two decimals ("1.20"); the % sign follows it. */
const PERCENT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function hrefOf(state: { parent?: string | null; q?: string | null; page?: number; detail?: string | null }) {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  else if (state.parent) params.set('parent', state.parent);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  if (state.detail) params.set('detail', state.detail);
  return href('/agentHome/downlineManagmentView', { search: params });
}

/**
 * downlineManagmentView: the agent's team as a tree, one level at a time (drill into any account
 * with a downline; the path leads back up), a search by username over the whole team, each
 * member's details in a dialog, and a transfer to them (the member centre's transfer page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = username(params.get('q'));
  const parent = q ? null : username(params.get('parent'));
  const page = readPage(params);
  const detail = username(params.get('detail'));
  const answer = await context.graphql(DownlinePageQuery, { parent, search: q, page, detail: detail ?? '', withDetail: detail !== null });
  const desk = answer.data?.agentDesk ?? null;
  return {
    state: { parent, q, page, detail },
    team: desk?.team ?? null,
    // The team answered but without this level: the parent is not in the agent's team.
    notInTeam: Boolean(desk) && !desk?.team && !answer.errors?.length,
    detail: desk?.downline ?? null,
    contracts: answer.data?.downlineContracts ?? [],
    failed: Boolean(answer.errors?.length),
  };
}

export default function DownlineManagementPage() {
  const { state, team, notInTeam, detail, contracts, failed } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const here = { parent: state.parent, q: state.q, page: state.page };
  const pages = team ? pageCount(team.total, team.pageSize) : 1;
  return (
    <section aria-labelledby="downline-title" className="agent-page">
      <h1 id="downline-title">{t('agentCentre.downline.title')}</h1>
      {team ? <p>{t('agentCentre.downline.counts', { direct: team.directCount, team: team.teamSize })}</p> : null}
      <Form method="get" action={PATH} className="agent-page__toolbar" role="search">
        <div className="field field--inline">
          <label htmlFor="downline-search">{t('agentCentre.downline.search')}</label>
          <input id="downline-search" name="q" type="search" defaultValue={state.q ?? ''} maxLength={60} autoComplete="off" />
        </div>
        <button type="submit" className="button button--small">
          {t('agentCentre.downline.searchSubmit')}
        </button>
        {state.q ? <Link to={PATH}>{t('agentCentre.downline.clear')}</Link> : null}
      </Form>

      {notInTeam ? (
        <p role="alert">
          {t('agentCentre.downline.notFound')} <Link to={PATH}>{t('agentCentre.downline.clear')}</Link>
        </p>
      ) : !team ? (
        failed ? (
          <SectionError what={t('agentCentre.downline.title')} />
        ) : null
      ) : (
        <>
          {team.search ? (
            <p role="status">{t('agentCentre.downline.searchResults', { search: team.search, total: team.total })}</p>
          ) : (
            <>
              <nav aria-label={t('agentCentre.downline.path')} className="breadcrumbs">
                <ol>
                  {team.path.map((step, index) => (
                    <li key={step.username}>
                      {index === team.path.length - 1 ? (
                        <span aria-current="page">
                          <span translate="no">
                            {step.nickname} ({step.username})
                          </span>
                        </span>
                      ) : (
                        <Link to={hrefOf({ parent: step.level === 0 ? null : step.username })}>
                          <span translate="no">
                            {step.nickname} ({step.username})
                          </span>
                        </Link>
                      )}
                    </li>
                  ))}
                </ol>
              </nav>
              {team.parent ? <h2>{t('agentCentre.downline.levelOf', { username: team.parent.username, total: team.total })}</h2> : null}
            </>
          )}
          {team.items.length === 0 ? (
            <p>{t('agentCentre.downline.empty')}</p>
          ) : (
            <SmallTable columns={teamColumns(t, i18n.language, here)} rows={team.items} rowKey={(member) => member.username} rowHeader />
          )}
          <Pager
            page={state.page}
            pages={pages}
            drop={['detail']}
            label={t('agentCentre.downline.pages')}
            previous={t('agentCentre.downline.previous')}
            next={t('agentCentre.downline.next')}
            status={t('agentCentre.downline.pageOf', { page: state.page, pages })}
          />
        </>
      )}

      {state.detail ? (
        <Dialog title={t('agentCentre.downline.detailTitle', { username: state.detail })} closeHref={hrefOf(here)}>
          {detail ? (
            <dl className="my-account__facts">
              <div>
                <dt>{t('agentCentre.downline.nickname')}</dt>
                <dd translate="no">{detail.member.nickname}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.type')}</dt>
                <dd>{t(detail.member.isAgent ? 'account.types.agent' : 'account.types.member')}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.level')}</dt>
                <dd>{detail.member.level}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.joined')}</dt>
                <dd>
                  <LocalTime ms={detail.member.joinedAt} locale={i18n.language} />
                </dd>
              </div>
              {detail.member.verification ? (
                <div>
                  <dt>{t('agentCentre.downline.verificationHeader')}</dt>
                  <dd>{t(`agentCentre.downline.verification.${detail.member.verification}`)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('agentCentre.downline.upline')}</dt>
                <dd>{detail.upline ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.lastLogin')}</dt>
                <dd>{detail.member.lastLoginAt ? <LocalTime ms={detail.member.lastLoginAt} locale={i18n.language} /> : t('agentCentre.downline.never')}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.balance')}</dt>
                <dd>
                  <Money minor={detail.member.balance} />
                </dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.deposits')}</dt>
                <dd>
                  <Money minor={detail.depositTotal} /> <span className="muted">{t('agentCentre.downline.depositCount', { count: detail.depositCount })}</span>
                </dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.withdrawals')}</dt>
                <dd>
                  <Money minor={detail.withdrawTotal} />
                </dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.turnover')}</dt>
                <dd>
                  <Money minor={detail.turnover} /> <span className="muted">{t('agentCentre.downline.betCount', { count: detail.betCount })}</span>
                </dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.directCount')}</dt>
                <dd>{detail.member.directCount}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.teamSize')}</dt>
                <dd>{detail.member.teamSize}</dd>
              </div>
              <div>
                <dt>{t('agentCentre.downline.rebates')}</dt>
                <dd>
                  {detail.rebates
                    .map((r) => `${gameTypeLabel(t, r.product, r.product)} ${formatNumber(r.rateBasisPoints / 100, i18n.language, PERCENT)} %`)
                    .join(' · ') || '—'}
                </dd>
              </div>
              <div>
                <dt>{t('contracts.downlineContracts')}</dt>
                <dd>
                  <DownlineContracts contracts={contracts} />
                </dd>
              </div>
            </dl>
          ) : (
            <p role="alert">{t('agentCentre.downline.notFound')}</p>
          )}
          {detail ? (
            <p>
              <Link className="button" to={href('/member/transferUpline', { search: { q: detail.member.username } })}>
                {t('agentCentre.downline.transfer', { username: detail.member.username })}
              </Link>
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

/** One level of the team: each member's username heads its row (a link down when it has a downline), then the actions and figures. */
function teamColumns(t: Translate, locale: string, here: { parent: string | null; q: string | null; page: number }): SmallColumn<TeamMemberFieldsFragment>[] {
  return [
    {
      id: 'username',
      header: t('agentCentre.downline.username'),
      names: true,
      show: (member) => (
        <>
          {member.directCount > 0 ? (
            <Link to={hrefOf({ parent: member.username })} aria-label={t('agentCentre.downline.open', { username: member.username })}>
              {member.username}
            </Link>
          ) : (
            member.username
          )}
          {member.isAgent ? <span className="muted"> · {t('account.types.agent')}</span> : null}
          {/* A time-out, a self-exclusion or a closure in force, never its reason: only the player starts one, and nobody lifts it. */}
          {member.protection ? (
            <>
              {' '}
              <span className="tag team-protection">{t(`agentCentre.downline.protection.${member.protection}`)}</span>
            </>
          ) : null}
        </>
      ),
    },
    { id: 'nickname', header: t('agentCentre.downline.nickname'), value: (member) => member.nickname, names: true },
    // Where the member's identity verification stands, never a document (docs/decisions/057).
    {
      id: 'verification',
      header: t('agentCentre.downline.verificationHeader'),
      value: (member) => (member.verification ? t(`agentCentre.downline.verification.${member.verification}`) : '—'),
    },
    {
      id: 'actions',
      header: t('agentCentre.downline.actions'),
      show: (member) => (
        <>
          <Link
            to={hrefOf({ ...here, detail: member.username })}
            preventScrollReset
            aria-label={t('agentCentre.downline.details', { username: member.username })}
          >
            {t('agentCentre.downline.detailsShort')}
          </Link>{' '}
          <Link
            to={href('/member/transferUpline', { search: { q: member.username } })}
            aria-label={t('agentCentre.downline.transfer', { username: member.username })}
          >
            {t('agentCentre.downline.transferShort')}
          </Link>
        </>
      ),
      className: 'data-table__actions',
    },
    { id: 'level', header: t('agentCentre.downline.level'), value: (member) => member.level },
    {
      id: 'lastLogin',
      header: t('agentCentre.downline.lastLogin'),
      show: (member) => (member.lastLoginAt ? <LocalTime ms={member.lastLoginAt} locale={locale} /> : t('agentCentre.downline.never')),
    },
    { id: 'balance', header: t('agentCentre.downline.balance'), show: (member) => <Money minor={member.balance} /> },
    { id: 'directCount', header: t('agentCentre.downline.directCount'), show: (member) => <Count value={member.directCount} /> },
    { id: 'teamSize', header: t('agentCentre.downline.teamSize'), show: (member) => <Count value={member.teamSize} /> },
  ];
}
