/** One filter of a report: a labelled select in the report's GET form ('' means all). */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  /** The "all" choice (value ''); none when the filter always has a value. */
  allLabel?: string;
}) {
  return (
    <label className="field field--compact">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
