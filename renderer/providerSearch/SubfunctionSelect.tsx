/** The service (subfunction) field of the searches: services grouped under their specialization. */
import type { Specialization } from '../api/providersApi';

export interface SubfunctionSelectProps {
  label: string;
  /** The empty choice, e.g. "Any service". */
  anyLabel: string;
  specializations: readonly Specialization[];
  value: number | null;
  onChange(value: number | null): void;
}

export function SubfunctionSelect({ label, anyLabel, specializations, value, onChange }: SubfunctionSelectProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <select name="subfunction" value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{anyLabel}</option>
        {specializations.map((spec) => (
          <optgroup key={spec.id} label={spec.name}>
            {spec.subfunctions.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
