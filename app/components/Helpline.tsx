import type { ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';

/**
 * The brand's problem-gambling helpline in a sentence (docs/decisions/058): a lead-in, then a tel:
 * link to call it and a link to its site, where the brand names them; nothing when it names none.
 * The footer and the safer-gambling notice both say it; its words are the footer's (common).
 */
export function Helpline({ lead, className }: { lead: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const helpline = useShell()?.shell?.brand?.helpline;
  if (!helpline) return null;
  return (
    <p className={className}>
      {lead}{' '}
      {helpline.phone ? (
        <a href={`tel:${helpline.phone}`}>{t('footer.helplineCall', { name: helpline.name, phone: helpline.phone })}</a>
      ) : (
        <span>{helpline.name}</span>
      )}
      {helpline.url ? (
        <>
          {' · '}
          <a href={helpline.url} target="_blank" rel="noopener noreferrer">
            {t('footer.helplineSite', { name: helpline.name })}
          </a>
        </>
      ) : null}
    </p>
  );
}
