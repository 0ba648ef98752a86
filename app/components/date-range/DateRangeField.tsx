import { useId, useRef } from 'react';
import { useTranslation } from '#app/i18n/react';
import { DATE_PRESETS, presetRange, type DatePreset, type DateRangeState } from './date-range';

/**
 * A period for a report's GET form: a preset (last 7 days, next 30 days, …) or custom dates in
 * native date inputs, so it works without JavaScript (a preset wins unless 'Custom dates' is
 * chosen). With JavaScript, choosing a preset fills in its dates and editing a date picks 'Custom
 * dates'. The page reads it back with readDateRange() and today's date in the brand's zone.
 */
export function DateRangeField({
  state,
  today,
  maxDays = 31,
  presets = DATE_PRESETS,
}: {
  state: DateRangeState;
  today: string;
  maxDays?: number;
  presets?: readonly DatePreset[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const preset = useRef<HTMLSelectElement>(null);
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  const errorId = `${id}-error`;
  const invalid = state.error ? true : undefined;
  const describedBy = state.error ? errorId : undefined;
  // Each date bounds the other (the from no later than the to): kept with the values, else the
  // bounds of the page's first range would refuse a preset before it (the browser's own check
  // blocks the form: "last week" chosen on the first of a month, when the page shows this month).
  const bound = () => {
    if (!from.current || !to.current) return;
    from.current.max = to.current.value;
    to.current.min = from.current.value;
  };
  const choosePreset = (value: string) => {
    if (value === 'custom' || !from.current || !to.current) return;
    const range = presetRange(value as DatePreset, today);
    from.current.value = range.from;
    to.current.value = range.to;
    bound();
  };
  const markCustom = () => {
    if (preset.current) preset.current.value = 'custom';
    bound();
  };
  return (
    <fieldset className="date-range">
      <legend>{t('dateRange.period')}</legend>
      <label className="field field--compact">
        <span className="visually-hidden">{t('dateRange.period')}</span>
        <select ref={preset} name="range" defaultValue={state.preset} onChange={(event) => choosePreset(event.currentTarget.value)}>
          {presets.map((value) => (
            <option key={value} value={value}>
              {t(`dateRange.presets.${value}`)}
            </option>
          ))}
          <option value="custom">{t('dateRange.presets.custom')}</option>
        </select>
      </label>
      <label className="field field--compact">
        <span>{t('dateRange.from')}</span>
        <input
          ref={from}
          type="date"
          name="from"
          defaultValue={state.from}
          max={state.to}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={markCustom}
        />
      </label>
      <label className="field field--compact">
        <span>{t('dateRange.to')}</span>
        <input
          ref={to}
          type="date"
          name="to"
          defaultValue={state.to}
          min={state.from}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={markCustom}
        />
      </label>
      {state.error ? (
        <p id={errorId} className="field-error" role="alert">
          {t(`dateRange.errors.${state.error}`, { max: maxDays })}
        </p>
      ) : null}
    </fieldset>
  );
}
