import { useLoaderData } from '@remix-run/react';
import { ContractDeskPage } from '../features/contracts/ContractDeskPage';
import { deskAction, deskLoader } from '../features/contracts/desk-route.server';
import { MoreTranslations } from '../i18n/react';

/** agentHourSalary: the agent's HOURLY contract, the offers to the direct downline, and the settlements with their inputs. */
export const loader = deskLoader('HOURLY');
export const action = deskAction('HOURLY', '/agentHome/agentHourSalary');

export default function Page() {
  const { translations } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={translations}>
      <ContractDeskPage />
    </MoreTranslations>
  );
}
