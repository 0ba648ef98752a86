import { useLoaderData } from '@remix-run/react';
import { ContractDeskPage } from '../features/contracts/ContractDeskPage';
import { deskAction, deskLoader } from '../features/contracts/desk-route.server';
import { MoreTranslations } from '../i18n/react';

/** agentDividendRecordCopy2: the agent's DIVIDEND contract, the offers to the direct downline, and the settlements with their inputs. */
export const loader = deskLoader('DIVIDEND');
export const action = deskAction('DIVIDEND', '/agentHome/agentDividendRecordCopy2');

export default function Page() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={translations}>
      <ContractDeskPage />
    </MoreTranslations>
  );
}
