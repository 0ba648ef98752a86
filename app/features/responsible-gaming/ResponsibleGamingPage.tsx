import type { LinksFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { ChangeHistory } from './ChangeHistory';
import { ChangeNotices } from './ChangeNotices';
import { ClosureForm } from './ClosureForm';
import { CurrentLimits } from './CurrentLimits';
import { ExclusionForm } from './ExclusionForm';
import { LimitForm } from './LimitForm';
import { SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from './limits';
import { PlayerHelp } from './PlayerHelp';
import { RealityCheckSection } from './RealityCheckSection';
import type { loader } from './responsible-gaming.loader.server';
import { SessionLimitSection } from './SessionLimitSection';
import styles from './responsible-gaming.css?url';
import { LimitReviewPrompt } from './SaferGamblingPrompts';

export { loader } from './responsible-gaming.loader.server';
export { action } from './responsible-gaming.action.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['responsibleGaming'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** responsibleGaming (docs/decisions/039): each tool the brand offers, in its own section; where to find help; the history of changes. */
export default function ResponsibleGamingPage() {
  const { status, tools, limits, formKinds, selfExclusionAlsoOn, prompts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rg-title" className="rg-page">
      <h1 id="rg-title">{t('responsibleGaming.title')}</h1>
      <p>{t('responsibleGaming.intro')}</p>
      <ChangeNotices />
      <LimitReviewPrompt due={prompts} />
      {status === 'failed' ? (
        <SectionError what={t('responsibleGaming.title')} />
      ) : status === 'unavailable' ? (
        <p role="note">{t('responsibleGaming.notAvailable')}</p>
      ) : (
        <>
          {limits.length ? <CurrentLimits /> : null}
          {formKinds.length ? <LimitForm /> : null}
          <SessionLimitSection />
          <RealityCheckSection />
          {tools.includes('TIMEOUT') ? <ExclusionForm which="timeout" lengths={TIMEOUT_LENGTHS} /> : null}
          {tools.includes('SELF_EXCLUSION') ? <ExclusionForm which="selfExclusion" lengths={SELF_EXCLUSION_LENGTHS} alsoOn={selfExclusionAlsoOn} /> : null}
          {tools.includes('ACCOUNT_CLOSURE') ? <ClosureForm /> : null}
        </>
      )}
      <PlayerHelp member />
      {status === 'ready' ? <ChangeHistory /> : null}
    </section>
  );
}
