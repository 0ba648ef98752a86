import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { hrefWithout } from '#app/components/href';
import { SectionError } from '#app/components/SectionError';
import * as z from 'zod';
import { peekFormField } from '#app/components/forms/parse.server';
import { contractAction } from './actions.server';
import { ContractSummary } from './ContractTerms';
import { ContractWindow } from './ContractWindow';
import { MyContractsPageQuery } from './contracts.queries.server';
import type { ContractKindName } from './contracts.schema';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { useReloadOnBadgeChange } from '#app/kernel/live-store';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['contracts'] };

const PATH = href('/member/contract');
const KINDS: readonly ContractKindName[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
const DONE = ['accepted', 'rejected', 'terminationAsked'];
const kindOf = (value: unknown): ContractKindName | null => (KINDS.includes(value as ContractKindName) ? (value as ContractKindName) : null);

/**
 * The downline's contracts (a member or an agent): one card per kind, and the contract window
 * (`?kind=<KIND>`) where they accept or reject an offer, answer a termination request or ask for
 * one. The member centre's menu and the avatar carry a red badge while something waits
 * (memberBadges, section "contract"); the agent centre's contract pages link here too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await context.graphql(MyContractsPageQuery);
  const contracts = answer.data?.contractInfo?.contracts ?? null;
  // One entry per kind: the contract in force first, then the offer waiting beside it.
  const desks = contracts ? KINDS.map((kind) => ({ kind, contracts: contracts.filter((c) => c.kind === kind) })) : null;
  const done = params.get('done');
  return {
    desks,
    open: kindOf(params.get('kind')),
    done: done && DONE.includes(done) ? done : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const kind = kindOf((await peekFormField(request, 'kind', z.string().max(20))) ?? null) ?? 'DAILY';
  return contractAction(kind, request, context, PATH);
}

export default function MyContractsPage() {
  // A new message or contract offer appears without a reload (features/live).
  useReloadOnBadgeChange();
  const { desks, open, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const openDesk = open ? desks?.find((desk) => desk.kind === open) : null;
  return (
    <section aria-labelledby="my-contracts-title" className="contract-page">
      <h1 id="my-contracts-title">{t('contracts.menu')}</h1>
      {done ? (
        <p role="status" className="notice">
          {t(`contracts.done.${done}`)}
        </p>
      ) : null}
      {desks === null ? (
        <SectionError what={t('contracts.menu')} />
      ) : (
        desks.map((desk) => {
          const contract = desk.contracts.find((c) => c.status !== 'OFFERED') ?? desk.contracts[0] ?? null;
          const waiting = desk.contracts.filter((c) => c.awaitingMe).length;
          return (
            <section key={desk.kind} aria-labelledby={`my-${desk.kind}`} className="card">
              <h2 id={`my-${desk.kind}`}>{t(`contracts.kinds.${desk.kind}.title`)}</h2>
              {waiting > 0 ? (
                <p className="notice" role="note">
                  {t('contracts.awaitingNotice', { count: waiting })}{' '}
                  <Link to={href('/member/contract', { search: { kind: desk.kind } })} preventScrollReset>
                    {t('contracts.openWindow')}
                  </Link>
                </p>
              ) : null}
              {contract ? (
                <>
                  <ContractSummary contract={contract} />
                  {waiting === 0 ? (
                    <Link to={href('/member/contract', { search: { kind: desk.kind } })} preventScrollReset>
                      {t('contracts.openWindow')}
                    </Link>
                  ) : null}
                </>
              ) : (
                <p className="muted">{t('contracts.noContract')}</p>
              )}
            </section>
          );
        })
      )}
      {open && openDesk ? (
        <ContractWindow
          kind={open}
          contracts={openDesk.contracts}
          closeHref={hrefWithout(PATH, `?kind=${open}`, 'kind')}
          problem={answer?.result.error?.[''] ?? null}
        />
      ) : null}
    </section>
  );
}
