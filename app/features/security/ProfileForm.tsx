import { Form, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import type { SecurityCentrePageQuery } from '#app/graphql/generated/graphql';
import { formAction, useFormAnswer } from './action-data';
import { profileSchema, type ProfileFieldName } from './security.schema';
import { SelectField } from '#app/components/SelectField';
import { compareText, regionName } from '#app/i18n/format';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { zaloBonusHint } from './zalo-bonus';

type Centre = NonNullable<SecurityCentrePageQuery['securityCentre']>;

type Option = { value: string; label: string };

/**
 * The brand's nationalities named and sorted, by language and list: the same two hundred names for
 * every request of the page.
 */
const namedNationalities = new Map<string, readonly Option[]>();

/** Nationality codes named in the reader's language, sorted by that name. */
function useNationalityOptions(codes: readonly string[]) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const key = `${i18n.language}|${codes.join(',')}`;
    let options = namedNationalities.get(key);
    if (!options) {
      const compare = compareText(i18n.language);
      options = codes.map((code) => ({ value: code, label: regionName(code, i18n.language) })).sort((a, b) => compare(a.label, b.label));
      // A few brands and languages per isolate: bounded all the same.
      if (namedNationalities.size >= 20) namedNationalities.clear();
      namedNationalities.set(key, options);
    }
    return options;
  }, [codes, i18n.language]);
}

const TEXT_INPUTS: Partial<Record<ProfileFieldName, { type?: string; autoComplete?: string; inputMode?: 'tel' | 'text'; maxLength?: number }>> = {
  nickname: { autoComplete: 'nickname', maxLength: 20 },
  realName: { autoComplete: 'name', maxLength: 50 },
  birthday: { type: 'date', autoComplete: 'bday' },
  // One line of text: street-address is for a multi-line field (a textarea), address-line1 for one line.
  address: { autoComplete: 'address-line1', maxLength: 200 },
  occupation: { autoComplete: 'organization-title', maxLength: 50 },
  zalo: { type: 'tel', inputMode: 'tel', maxLength: 20 },
  telegram: { maxLength: 33 },
};

const HINTS: Partial<Record<ProfileFieldName, string>> = { realName: 'security.profile.realNameHint', telegram: 'security.profile.telegramHint' };

/** The profile: each field the brand shows, required ones marked; the real name is fixed once set. */
export function ProfileForm({ centre }: { centre: Centre }) {
  const { t, i18n } = useTranslation();
  // The brand's Zalo bonus line under the Zalo field, when it offers one.
  const zaloBonus = zaloBonusHint(centre.zaloBonusMax, useCurrencySymbol(), i18n.language);
  const busy = useNavigation().formAction === formAction('profile');
  const answer = useFormAnswer('profile');
  const schema = useFormSchema(
    () => profileSchema(centre.profileFields, { realNameLocked: centre.realNameLocked, nationalities: centre.nationalities }),
    [centre.profileFields, centre.realNameLocked, centre.nationalities],
  );
  const current = centre.profile as Record<ProfileFieldName, string | null | undefined>;
  const defaultValue = Object.fromEntries(centre.profileFields.map(({ field }) => [field, current[field as ProfileFieldName] ?? '']));
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'profile-form', defaultValue });
  const nationalities = useNationalityOptions(centre.nationalities);
  const incomeSources = centre.incomeSources.map((value) => ({ value, label: t(`security.incomeSources.${value}`) }));
  const shown = centre.profileFields.filter(({ field }) => field in TEXT_INPUTS || field === 'nationality' || field === 'incomeSource');
  return (
    <Form method="post" action={formAction('profile')} className="security-form" {...getFormProps(form)} aria-labelledby="profile-title">
      <FormError problem={form.errors} />
      {shown.map(({ field, required }) => {
        const name = field as ProfileFieldName;
        const id = `profile-${name}`;
        const label = t(`security.profile.${name}`);
        const meta = (fields as Record<string, { initialValue?: unknown; errors?: string[] }>)[name];
        const value = typeof meta?.initialValue === 'string' ? meta.initialValue : (current[name] ?? '');
        if (name === 'realName' && centre.realNameLocked) {
          return (
            // A group named by its label (a paragraph takes no name of its own).
            <div className="field" key={name} role="group" aria-labelledby={`${id}-label`}>
              <span className="field__label" id={`${id}-label`}>
                {label}
              </span>
              <p>
                <strong>{centre.profile.realName}</strong> <span className="muted">{t('security.profile.realNameLocked')}</span>
              </p>
            </div>
          );
        }
        if (name === 'nationality' || name === 'incomeSource') {
          return (
            <SelectField
              key={name}
              id={id}
              name={name}
              label={label}
              requiredMark={required}
              options={name === 'nationality' ? nationalities : incomeSources}
              placeholder={t('security.choose')}
              defaultValue={value}
              problem={meta?.errors}
            />
          );
        }
        const input = TEXT_INPUTS[name]!;
        return (
          <FormField
            key={name}
            id={id}
            name={name}
            label={label}
            requiredMark={required}
            type={input.type ?? 'text'}
            autoComplete={input.autoComplete ?? 'off'}
            inputMode={input.inputMode}
            maxLength={input.maxLength}
            defaultValue={value}
            problem={meta?.errors}
            hint={HINTS[name] ?? (name === 'zalo' ? zaloBonus : null)}
          />
        );
      })}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.profile.save')}
      </button>
    </Form>
  );
}
