import { useLoaderData } from '@remix-run/react';
import { ContractDeskPage } from '../features/contracts/ContractDeskPage';
import { deskAction, deskLoader } from '../features/contracts/desk-route.server';
import { MoreTranslations } from '../i18n/react';

/** agentRealtimeSalary: the agent's REALTIME contract, the offers to the direct downline, and the settlements with their inputs. */
export const loader = deskLoader('REALTIME');
export const action = deskAction('REALTIME', '/agentHome/agentRealtimeSalary');

export default function Page() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={translations}>
      <ContractDeskPage />
    </MoreTranslations>
  );
}
