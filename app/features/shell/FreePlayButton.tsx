import { Form } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/** Free play (a guest trial session, FREEPLAY3): a plain form, so it works before JavaScript; nothing when the brand has it off. */
export function FreePlayButton() {
  const data = useShell();
  const { t } = useTranslation();
  if (!data?.shell?.features?.freePlay) return null;
  return (
    <Form method="post" action={href('/free-play')}>
      <button type="submit" className="button button--ghost">
        {t('auth.freePlay')}
      </button>
    </Form>
  );
}
