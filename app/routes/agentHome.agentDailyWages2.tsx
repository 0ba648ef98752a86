import { useLoaderData } from '@remix-run/react';
import { ContractDeskPage } from '../features/contracts/ContractDeskPage';
import { deskAction, deskLoader } from '../features/contracts/desk-route.server';
import { MoreTranslations } from '../i18n/react';

/** agentDailyWages2: the agent's DAILY contract, the offers to the direct downline, and the settlements with their inputs. */
export const loader = deskLoader('DAILY');
export const action = deskAction('DAILY', '/agentHome/agentDailyWages2');

export default function Page() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={translations}>
      <ContractDeskPage />
    </MoreTranslations>
  );
}
