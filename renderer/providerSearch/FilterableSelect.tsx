/**
 * A native select with option groups and a text box above it that narrows the list
 * (filterOptionGroups). Native on purpose: phones show their own picker, screen readers and
 * keyboards know it, and it needs no ARIA of its own. The text box names the select it controls;
 * a polite status says when nothing matches.
 */
import { useId, useMemo, useState } from 'react';
import { filterOptionGroups, type OptionGroup } from './filterOptionGroups';

export interface FilterableSelectProps {
  name: string;
  label: string;
  filterLabel: string;
  filterHint: string;
  noMatch: string;
  /** The empty choice, e.g. "Anywhere". */
  anyLabel: string;
  groups: readonly OptionGroup[];
  value: string;
  onChange(value: string): void;
}

export function FilterableSelect({ name, label, filterLabel, filterHint, noMatch, anyLabel, groups, value, onChange }: FilterableSelectProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterOptionGroups(groups, query, value || null), [groups, query, value]);
  return (
    <div className="field filterable-select" data-filter-for={name}>
      <label htmlFor={`${id}-select`}>{label}</label>
      <input
        id={`${id}-filter`}
        type="search"
        className="filterable-select__filter"
        aria-label={filterLabel}
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-select`}
        placeholder={filterLabel}
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter in the filter must not submit the search with a half-chosen value.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {filterHint}
      </span>
      <select id={`${id}-select`} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {shown.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <span className="field__hint" role="status">
        {query.trim() && shown.length === 0 ? noMatch : ''}
      </span>
    </div>
  );
}
