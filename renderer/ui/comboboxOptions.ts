/**
 * The choices of a combobox (renderer/ui/Combobox.tsx) and their narrowing by what is typed: an
 * option matches when every typed word is part of its label or its extra search text (a clinic's
 * town), ignoring case and accents ("pecs" finds Pécs), in any order ("debrecen klinika").
 */
import { foldForSearch } from '../providerSearch/filterOptionGroups';

export interface ComboOption {
  value: string;
  label: string;
  /** Shown after the label, muted (a clinic's town); part of the option's text and of its search. */
  detail?: string;
}

/** The option's whole text, as the list shows it and as the field shows the chosen one. */
export const optionText = (option: ComboOption): string => (option.detail ? `${option.label} (${option.detail})` : option.label);

export function filterComboOptions(options: readonly ComboOption[], query: string): ComboOption[] {
  const words = foldForSearch(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const haystack = foldForSearch(`${option.label} ${option.detail ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The option whose whole text is what was typed (case and accents aside), if exactly one is. */
export function exactOption(options: readonly ComboOption[], query: string): ComboOption | undefined {
  const wanted = foldForSearch(query.trim());
  if (wanted === '') return undefined;
  const found = options.filter((option) => foldForSearch(optionText(option)) === wanted || foldForSearch(option.label) === wanted);
  return found.length === 1 ? found[0] : undefined;
}
