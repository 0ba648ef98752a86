import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { MAX_MINUTES, realityCheckSchema, sessionLimitSchema, type RgActionData } from './responsible-gaming.schema';

/** A setting in minutes: what stands now, a field of whole minutes, and two buttons: save, and remove or the default. */
export function MinutesForm({
  which,
  intro,
  facts,
  other,
  otherLabel,
}: {
  which: 'sessionLimit' | 'realityCheck';
  intro: string;
  facts: { term: string; detail: string }[];
  other: 'remove' | 'default';
  otherLabel?: string;
}) {
  const answer = useActionData<RgActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const schema = useFormSchema(() => (which === 'sessionLimit' ? sessionLimitSchema({ browser: true }) : realityCheckSchema({ browser: true })), [which]);
  const [form, fields] = useValidatedForm(schema, answer?.form === which ? answer.result : undefined, { id: `rg-${which}-form` });
  const titleId = `rg-${which}-title`;
  const words = which === 'sessionLimit' ? 'session' : 'reality';
  return (
    <section aria-labelledby={titleId} className="card rg-form">
      <h2 id={titleId}>{t(`responsibleGaming.${words}.title`)}</h2>
      <p>{intro}</p>
      <dl className="my-account__facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="auth-form" aria-labelledby={titleId} {...getFormProps(form)}>
        <DefaultSubmit value="set" />
        <input type="hidden" name="form" value={which} />
        <FormError problem={form.errors} />
        <FormField
          id={`rg-${which}-minutes`}
          name="minutes"
          label={t(`responsibleGaming.${words}.minutes`)}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          hint={{ key: 'responsibleGaming.minutesHint', params: { max: MAX_MINUTES } }}
          problem={fields.minutes.errors}
          defaultValue={typeof fields.minutes.initialValue === 'string' ? fields.minutes.initialValue : undefined}
        />
        <div className="rg-form__actions">
          <button type="submit" name="intent" value="set" className="button" disabled={busy} aria-busy={busy}>
            {t(`responsibleGaming.${words}.save`)}
          </button>
          <button type="submit" name="intent" value={other} className="button button--ghost" disabled={busy} formNoValidate>
            {otherLabel ?? t(`responsibleGaming.${words}.remove`)}
          </button>
        </div>
      </Form>
    </section>
  );
}
