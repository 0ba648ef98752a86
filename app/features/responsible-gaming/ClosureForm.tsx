import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { CheckboxField, FormError } from '#app/components/FormField';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { closureSchema, type RgActionData } from './responsible-gaming.schema';

/** Closing the account: for good, confirmed; the balance is paid out through customer service. */
export function ClosureForm() {
  const answer = useActionData<RgActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const [form, fields] = useValidatedForm(closureSchema, answer?.form === 'closure' ? answer.result : undefined, { id: 'rg-closure-form' });
  return (
    <section aria-labelledby="rg-closure-title" className="card rg-form">
      <h2 id="rg-closure-title">{t('responsibleGaming.closure.title')}</h2>
      <p>{t('responsibleGaming.closure.intro')}</p>
      <Form method="post" className="auth-form" aria-labelledby="rg-closure-title" {...getFormProps(form)}>
        <input type="hidden" name="form" value="closure" />
        <FormError problem={form.errors} />
        <CheckboxField id="rg-closure-confirm" name="confirm" required problem={fields.confirm.errors}>
          {t('responsibleGaming.closure.confirm')}
        </CheckboxField>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('responsibleGaming.closure.submit')}
        </button>
      </Form>
    </section>
  );
}
