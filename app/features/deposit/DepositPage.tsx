import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import { DepositForm } from './DepositForm';
import { DepositNextStep } from './DepositNextStep';
import type { loader } from './deposit.loader.server';
import { RecentDeposits } from './RecentDeposits';
import depositStyles from './deposit.css?url';
import { DepositLimitPrompt } from '#app/features/responsible-gaming/SaferGamblingPrompts';

export { loader } from './deposit.loader.server';
export { action } from './deposit.action.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: depositStyles }];

/** depositv2: the next step of the deposit the page was opened for, the form of a new one, the member's recent deposits. */
export default function DepositPage() {
  const { settings, recent, current, done, prompts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="deposit-title">
      <h1 id="deposit-title">{t('deposit.title')}</h1>
      {done && !current ? <p role="status">{t(`deposit.done.${done}`)}</p> : null}
      {current ? <DepositNextStep deposit={current} /> : <DepositLimitPrompt due={prompts} />}
      {settings === null ? (
        <SectionError what={t('deposit.title')} />
      ) : !settings.allowDeposit || settings.methods.length === 0 ? (
        <p>{t('deposit.notAllowed')}</p>
      ) : (
        <DepositForm methods={settings.methods} />
      )}
      <RecentDeposits recent={recent} />
    </section>
  );
}
