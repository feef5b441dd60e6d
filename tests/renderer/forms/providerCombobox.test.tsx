// @vitest-environment happy-dom
/**
 * The provider field of the pre-authorisation (`"ui:widget": "provider"`, issue 33): a combobox
 * that narrows the providers as one types, by name and by town, ignoring case and accents, says how
 * many match or that none does, and is worked by keyboard as the WAI-ARIA combobox pattern says:
 * Down and Up open and move (round the ends), Enter takes the marked option or the only one left,
 * Escape closes the list without reaching the dialog around it; a tap takes an option; leaving a
 * half-typed text shows the chosen provider again, an emptied box clears the choice.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call } from '../care/careApiFake';

const bundle = baseBundle();
const PROVIDERS = [
  { id: 5, name: 'Klinika Öt', city: 'Budapest', locationId: 1, lon: 19, lat: 47.5 },
  { id: 6, name: 'Klinika Hat', city: 'Szeged', locationId: 2, lon: 20, lat: 46.2 },
  { id: 7, name: 'Déli Rendelő', city: 'Pécs', locationId: 3, lon: 18.2, lat: 46.1 },
  { id: 8, name: 'Szegedi Szemklinika', city: 'Szeged', locationId: 2, lon: 20.1, lat: 46.3 },
];

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

/** The step's form; `escapes` counts the Escape presses that reach the element around it (the wizard's dialog). */
async function open(locale: 'hu' | 'en' | 'ro' = 'en') {
  const changes: Array<Record<string, unknown>> = [];
  const escapes = { count: 0 };
  const calls: Call[] = [];
  rendered = await renderPortal({
    bundle,
    locale,
    fetchImpl: careApiFake(bundle, { 'GET /api/map/providers': () => json({ providers: PROVIDERS }) }, calls),
    element: (
      <div onKeyDown={(event) => (event.key === 'Escape' ? (escapes.count += 1) : undefined)}>
        <PortalForm form={bundle.forms!.preauthBookAppointment!} onChange={(data) => changes.push(data)} />
      </div>
    ),
  });
  const box = await waitFor(() => {
    const input = rendered!.container.querySelector<HTMLInputElement>('#root_providerId');
    return input && !input.disabled ? input : null;
  });
  return { box, changes, escapes };
}

const listbox = (box: HTMLInputElement) => document.getElementById(box.getAttribute('aria-controls')!)!;
const shown = (box: HTMLInputElement) => (listbox(box).hidden ? [] : [...listbox(box).querySelectorAll('[role="option"]')].map((o) => o.textContent));
const status = () => rendered!.container.querySelector('[data-testid="combobox-status"]')!;
const press = (box: HTMLInputElement, key: string, init: KeyboardEventInit = {}) => act(() => void box.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })));
const active = (box: HTMLInputElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
const blur = (box: HTMLInputElement) => act(() => void box.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('the provider combobox', () => {
  it('is a combobox with a list, named by its label, every provider listed with its town, sorted by name', async () => {
    const { box } = await open();
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(rendered!.container.querySelector(`label[for="${box.id}"]`)?.textContent).toContain('Provider');
    expect(listbox(box).getAttribute('role')).toBe('listbox');
    press(box, 'ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(shown(box)).toEqual(['Déli Rendelő (Pécs)', 'Klinika Hat (Szeged)', 'Klinika Öt (Budapest)', 'Szegedi Szemklinika (Szeged)']);
  });

  it('narrows the list as one types, by name or town, without caring for case or accents', async () => {
    const { box } = await open();
    typeInto(box, 'szeged');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(shown(box)).toEqual(['Klinika Hat (Szeged)', 'Szegedi Szemklinika (Szeged)']);
    expect(status().textContent).toBe('2 clinics match');
    typeInto(box, 'klinika ot');
    expect(shown(box)).toEqual(['Klinika Öt (Budapest)']);
    expect(status().textContent).toBe('1 clinic matches');
    typeInto(box, 'PECS');
    expect(shown(box)).toEqual(['Déli Rendelő (Pécs)']);
    // Words in any order, one from the name and one from the town.
    typeInto(box, 'szeged hat');
    expect(shown(box)).toEqual(['Klinika Hat (Szeged)']);
  });

  it.each([
    ['hu', 'Nincs a beírtnak megfelelő klinika'],
    ['en', 'No clinic matches what you typed'],
    ['ro', 'Nicio clinică nu corespunde'],
  ] as const)('%s: says so, visibly, when nothing matches', async (locale, words) => {
    const { box } = await open(locale);
    typeInto(box, 'zzzz');
    expect(shown(box)).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toContain(words);
    const shownEmpty = rendered!.container.querySelector('[data-testid="combobox-empty"]')!;
    expect(shownEmpty.className).toContain('combobox__empty');
    expect(shownEmpty.textContent).toContain(words);
    // Typed again to something that matches: the line goes.
    typeInto(box, 'klinika');
    expect(rendered!.container.querySelector('[data-testid="combobox-empty"]')).toBeNull();
  });

  it('Down and Up open the list and move through it round the ends; Enter takes the marked option', async () => {
    const { box, changes } = await open();
    press(box, 'ArrowDown');
    expect(active(box)).toBe('Déli Rendelő (Pécs)');
    press(box, 'ArrowDown');
    expect(active(box)).toBe('Klinika Hat (Szeged)');
    press(box, 'ArrowUp');
    press(box, 'ArrowUp');
    expect(active(box)).toBe('Szegedi Szemklinika (Szeged)');
    press(box, 'ArrowDown');
    expect(active(box)).toBe('Déli Rendelő (Pécs)');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.getAttribute('aria-selected')).toBe('false');
    press(box, 'ArrowUp');
    press(box, 'Enter');
    expect(box.value).toBe('Szegedi Szemklinika (Szeged)');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(changes.at(-1)).toEqual({ providerId: 8 });
    // Opened again, the list starts on the chosen provider, marked as selected.
    press(box, 'ArrowDown');
    expect(active(box)).toBe('Szegedi Szemklinika (Szeged)');
    expect(listbox(box).querySelector('[aria-selected="true"]')?.textContent).toBe('Szegedi Szemklinika (Szeged)');
  });

  it('Enter takes the only provider left; typed words alone change nothing', async () => {
    const { box, changes } = await open();
    typeInto(box, 'pécs');
    expect(changes.some((data) => data.providerId !== undefined)).toBe(false);
    press(box, 'Enter');
    expect(box.value).toBe('Déli Rendelő (Pécs)');
    expect(changes.at(-1)).toEqual({ providerId: 7 });
  });

  it('Escape closes the list without reaching the dialog around it; a second Escape does', async () => {
    const { box, escapes } = await open();
    typeInto(box, 'klinika');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    press(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(escapes.count).toBe(0);
    press(box, 'Escape');
    expect(escapes.count).toBe(1);
  });

  it('a tap on an option takes it', async () => {
    const { box, changes } = await open();
    typeInto(box, 'hat');
    const option = [...listbox(box).querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'Klinika Hat (Szeged)')!;
    act(() => option.click());
    expect(box.value).toBe('Klinika Hat (Szeged)');
    expect(changes.at(-1)).toEqual({ providerId: 6 });
  });

  it('leaving a half-typed text shows the chosen provider again; an emptied box clears the choice', async () => {
    const { box, changes } = await open();
    typeInto(box, 'öt');
    press(box, 'Enter');
    expect(changes.at(-1)).toEqual({ providerId: 5 });
    typeInto(box, 'Sze');
    blur(box);
    expect(box.value).toBe('Klinika Öt (Budapest)');
    expect(changes.at(-1)).toEqual({ providerId: 5 });
    typeInto(box, '');
    blur(box);
    expect(box.value).toBe('');
    expect(changes.at(-1)).toEqual({});
  });
});
