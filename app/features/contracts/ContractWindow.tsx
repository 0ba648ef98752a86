import { Form, useNavigation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { FormError, type Problem } from '#app/components/FormField';
import type { ContractFieldsFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { ContractSummary } from './ContractTerms';
import type { ContractKindName } from './contracts.schema';

/**
 * The contract window (the spec's contract modal), route-addressable: `/member/contract?kind=<KIND>`.
 * The downline answers what waits for them (an offer: accept or reject; a termination the upline
 * asked for: agree or keep), or asks to end the contract in force. Every button is a form post.
 */
export function ContractWindow({
  kind,
  contracts,
  closeHref,
  problem,
}: {
  kind: ContractKindName;
  /** The downline's own contracts of the kind: in force, and the offer waiting, if any. */
  contracts: readonly ContractFieldsFragment[];
  closeHref: string;
  problem: Problem | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const shown = contracts.find((c) => c.awaitingMe) ?? contracts[0] ?? null;
  const button = (intent: 'accept' | 'reject' | 'terminate', label: string, ghost = false) =>
    shown ? (
      <Form method="post" preventScrollReset>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="contractId" value={shown.id} />
        <button type="submit" className={ghost ? 'button button--ghost' : 'button'} disabled={busy}>
          {label}
        </button>
      </Form>
    ) : null;
  return (
    <Dialog title={t('contracts.answerTitle', { kind: t(`contracts.kinds.${kind}.short`) })} closeHref={closeHref} className="contract-window">
      <FormError problem={problem} />
      {shown === null ? (
        <p>{t('contracts.noContract')}</p>
      ) : (
        <>
          {shown.status === 'OFFERED' ? <p>{t('contracts.offerFrom', { upline: shown.upline.nickname || shown.upline.username })}</p> : null}
          {shown.status === 'TERMINATION_REQUESTED' ? (
            <p>{shown.requestedBy === 'UPLINE' ? t('contracts.terminationFrom', { upline: shown.upline.username }) : t('contracts.terminationAsked')}</p>
          ) : null}
          <ContractSummary contract={shown} />
          <div className="dialog__actions">
            {shown.awaitingMe && shown.status === 'OFFERED' ? (
              <>
                {button('accept', t('contracts.accept'))}
                {button('reject', t('contracts.reject'), true)}
              </>
            ) : null}
            {shown.awaitingMe && shown.status === 'TERMINATION_REQUESTED' ? (
              <>
                {button('accept', t('contracts.acceptTermination'))}
                {button('reject', t('contracts.rejectTermination'), true)}
              </>
            ) : null}
            {shown.status === 'ACTIVE' ? button('terminate', t('contracts.askTermination'), true) : null}
          </div>
        </>
      )}
    </Dialog>
  );
}
