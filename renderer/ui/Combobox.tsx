/**
 * A text box that narrows a list of choices as one types (the WAI-ARIA APG "editable combobox with
 * list autocomplete", https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): for a choice among
 * hundreds (the pre-authorisation's clinic), where a native select is a list to scroll through.
 * Down and Up open the list and move through it, Enter takes the marked option (or the only one
 * left), Escape closes the list before it would close a dialog, a tap takes an option. What is typed
 * only narrows the list: the value changes when an option is taken, or is cleared with the text;
 * leaving with a half-typed text shows the chosen option again. The list lies over what follows
 * the box, so its closing (a tap on the next button) moves nothing; a status line tells a screen
 * reader how many match, and a line under the box says so visibly when none does.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { exactOption, filterComboOptions, optionText, type ComboOption } from './comboboxOptions';

export interface ComboboxProps {
  id: string;
  name?: string;
  options: readonly ComboOption[];
  /** The chosen option's value; null: none. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: (value: string | null) => void;
  onFocus?: (value: string | null) => void;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  /** Shown, and announced, when nothing matches what was typed. */
  noMatch: string;
  /** Announced while typing: how many options match. */
  matches: (count: number) => string;
  /** The list's name (the field's label). */
  listLabel: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function Combobox({ id, name, options, value, onChange, onBlur, onFocus, disabled, required, placeholder, noMatch, matches, listLabel, ...aria }: ComboboxProps) {
  const listId = `${useId()}-list`;
  const chosen = options.find((option) => option.value === value);
  // What the patient typed since the last choice; null: the box shows the chosen option and the list is not narrowed.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => filterComboOptions(options, typed ?? ''), [options, typed]);
  const optionId = (index: number) => `${listId}-${index}`;

  // The marked option stays in view as Down and Up move through a long list.
  useEffect(() => {
    if (open && active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const take = (option: ComboOption) => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
    onChange(option.value);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const chosenIndex = () => shown.findIndex((option) => option.value === value);

  /** Down and Up: open the list on the chosen option (or the first, the last), then move, round the ends. */
  const move = (down: boolean, alt: boolean) => {
    const last = shown.length - 1;
    if (alt) {
      if (down) openAt(-1);
      else setOpen(false);
    } else if (!open) openAt(chosenIndex() >= 0 ? chosenIndex() : down ? 0 : last);
    else if (shown.length > 0) setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown', event.altKey);
    } else if (event.key === 'Enter' && open) {
      // Enter takes an option here; it must not send the form with a half-chosen value.
      event.preventDefault();
      const option = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
      if (option) take(option);
    } else if (event.key === 'Escape' && open) {
      // Only the list closes: a dialog around the field (the wizard) must not take this Escape as its own.
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const leave = () => {
    setOpen(false);
    setActive(-1);
    let next = value;
    if (typed !== null) {
      // Emptied: no choice. Typed out in full: that option. Anything else: the chosen option again.
      const exact = exactOption(options, typed);
      if (typed.trim() === '') next = null;
      else if (exact) next = exact.value;
      setTyped(null);
      if (next !== value) onChange(next);
    }
    onBlur?.(next);
  };

  const text = typed ?? (chosen ? optionText(chosen) : '');
  const expanded = open && shown.length > 0;
  const status = typed !== null && typed.trim() !== '' ? (shown.length === 0 ? noMatch : matches(shown.length)) : '';
  return (
    <div className="combobox">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        className="form-control combobox__input"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          openAt(-1);
        }}
        onClick={() => (open ? undefined : openAt(chosenIndex()))}
        onKeyDown={keyDown}
        onFocus={() => onFocus?.(value)}
        onBlur={leave}
      />
      <ul id={listId} ref={list} role="listbox" aria-label={listLabel} className="combobox__popup combobox__list" hidden={!expanded}>
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
            // The box keeps the focus while an option is tapped.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => take(option)}
          >
            {option.label}
            {option.detail ? <span className="combobox__detail"> ({option.detail})</span> : null}
          </li>
        ))}
      </ul>
      {open && typed !== null && shown.length === 0 ? (
        <p className="combobox__popup combobox__empty" data-testid="combobox-empty">
          {noMatch}
        </p>
      ) : null}
      <p role="status" className="visually-hidden" data-testid="combobox-status">
        {status}
      </p>
    </div>
  );
}
