/**
 * A label above its control, tied by id: a control inside its label would take the label's whole
 * text as its name, its own value included ("Brand default").
 */
import { useId, type ReactNode } from 'react';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
