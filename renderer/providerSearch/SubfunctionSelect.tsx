/** The service (subfunction) field of the searches: services grouped under their specialty, narrowed by typing. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Specialization } from '../api/providersApi';
import { FilterableSelect } from './FilterableSelect';
import { serviceGroups } from './filterOptionGroups';

export interface SubfunctionSelectProps {
  label: string;
  /** The empty choice, e.g. "Any service". */
  anyLabel: string;
  specializations: readonly Specialization[];
  value: number | null;
  onChange(value: number | null): void;
}

export function SubfunctionSelect({ label, anyLabel, specializations, value, onChange }: SubfunctionSelectProps) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => serviceGroups(specializations, i18n.language), [specializations, i18n.language]);
  return (
    <FilterableSelect
      name="subfunction"
      label={label}
      filterLabel={t('ui.providerSearch.subfunctionFilter')}
      filterHint={t('ui.providerSearch.filterHint')}
      noMatch={t('ui.providerSearch.noMatch')}
      anyLabel={anyLabel}
      groups={groups}
      value={value === null ? '' : String(value)}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}
