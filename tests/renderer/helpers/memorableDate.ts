/**
 * A birth date asked as day, month and year boxes (renderer/forms/MemorableDateInput.tsx), typed
 * from an ISO date into each box by its name (`root_birthDate-year` …), as React hears typing;
 * and read back as the boxes hold it.
 */
import { act } from 'react';

const PARTS = ['year', 'month', 'day'] as const;

const box = (scope: ParentNode, id: string, part: (typeof PARTS)[number]): HTMLInputElement => {
  const found = scope.querySelector<HTMLInputElement>(`input[name="${id}-${part}"]`);
  if (!found) throw new Error(`no ${part} box of ${id}`);
  return found;
};

export function typeDate(scope: ParentNode, id: string, iso: string): void {
  const values = iso.split('-');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const [index, part] of PARTS.entries()) {
    const input = box(scope, id, part);
    act(() => {
      setter.call(input, values[index] ?? '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

/** The boxes' values joined as year-month-day. */
export const typedDate = (scope: ParentNode, id: string): string => PARTS.map((part) => box(scope, id, part).value).join('-');
