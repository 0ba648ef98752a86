import { Link } from '@remix-run/react';
import { useId } from 'react';
import { customerServiceTarget } from '#app/kernel/customer-service';
import { useShell } from '#app/kernel/use-shell';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';

/**
 * Where a player finds help with gambling: the help organisations named in words (no request leaves
 * the site for them), the brand's help centre and its customer service. On the responsible-gaming
 * page and under a login refused for an exclusion; its words are in the `playerProtection` namespace,
 * which those pages declare.
 */
export function PlayerHelp({ headingLevel = 2, member = false }: { headingLevel?: 2 | 3; member?: boolean }) {
  const { t } = useTranslation();
  const shell = useShell()?.shell;
  const support = customerServiceTarget(shell?.brand?.customerService, { chat: Boolean(shell?.features?.chat), member });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <section className="player-help" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('playerProtection.helpTitle')}</Heading>
      <p>{t('playerProtection.help')}</p>
      <p>
        <Link to={href('/help', { hash: 'account' })}>{t('playerProtection.helpCentre')}</Link>
        {support ? (
          <>
            {' · '}
            {support.kind === 'chat' ? (
              <Link to={support.href}>{t('playerProtection.customerService')}</Link>
            ) : (
              <a href={support.href} target="_blank" rel="noopener noreferrer">
                {t('playerProtection.customerService')}
              </a>
            )}
          </>
        ) : null}
      </p>
    </section>
  );
}
