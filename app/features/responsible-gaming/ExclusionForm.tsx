import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { CheckboxField, FormError } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { ExclusionLength } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { lengthName } from './limit-words';
import { selfExclusionSchema, timeoutSchema, type RgActionData } from './responsible-gaming.schema';

/** A time-out or a self-exclusion: how long, the confirmation that it cannot be shortened, and the button that starts it. */
export function ExclusionForm({
  which,
  lengths,
  alsoOn = null,
}: {
  which: 'timeout' | 'selfExclusion';
  lengths: readonly ExclusionLength[];
  alsoOn?: string | null;
}) {
  const answer = useActionData<RgActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const [form, fields] = useValidatedForm(which === 'timeout' ? timeoutSchema : selfExclusionSchema, answer?.form === which ? answer.result : undefined, {
    id: `rg-${which}-form`,
  });
  const titleId = `rg-${which}-title`;
  const lengthProblem = fields.length.errors?.length ? readProblem(fields.length.errors[0]!) : null;
  return (
    <section aria-labelledby={titleId} className="card rg-form">
      <h2 id={titleId}>{t(`responsibleGaming.${which}.title`)}</h2>
      <p>{t(`responsibleGaming.${which}.intro`)}</p>
      <p>{t('responsibleGaming.exclusion.effects')}</p>
      {alsoOn ? <p>{t('responsibleGaming.selfExclusion.alsoOn', { brands: alsoOn })}</p> : null}
      <Form method="post" className="auth-form" aria-labelledby={titleId} {...getFormProps(form)}>
        <input type="hidden" name="form" value={which} />
        <FormError problem={form.errors} />
        <fieldset className="rg-lengths" aria-describedby={lengthProblem ? `rg-${which}-length-error` : undefined}>
          <legend>{t(`responsibleGaming.${which}.length`)}</legend>
          {lengths.map((length) => (
            <div key={length} className="field field--inline">
              <input type="radio" id={`rg-${which}-${length}`} name="length" value={length} defaultChecked={fields.length.initialValue === length} />
              <label htmlFor={`rg-${which}-${length}`}>{lengthName(t, length)}</label>
            </div>
          ))}
          {lengthProblem ? (
            <p id={`rg-${which}-length-error`} className="field-error">
              {t(lengthProblem.key, lengthProblem.params)}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField id={`rg-${which}-confirm`} name="confirm" required problem={fields.confirm.errors}>
          {t('responsibleGaming.exclusion.confirm')}
        </CheckboxField>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t(`responsibleGaming.${which}.submit`)}
        </button>
      </Form>
    </section>
  );
}
