// @vitest-environment happy-dom
/**
 * The relatives page against a mocked API, with the base documents: the route renders it (not the
 * fallback panel) and names its parts; every state of the list (loading, error with a retry,
 * empty, full); a relative added, changed and removed through the form documents, each outcome
 * announced and focused; a birth date the form refuses, with the typed details kept; the server's
 * violation beside its field; the texts loaded as a part of their own.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle, Relative } from '../../../generated/config-types';
import { formPartKey, localePartKey, relativesTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';
import { typeDate, typedDate } from '../helpers/memorableDate';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const PATH = '/services/relatives';

const relative = (id: number, changes: Partial<Relative> = {}): Relative => ({
  id, name: `Minta ${id}`, birthDate: '2016-03-02', relation: 'child', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...changes,
});

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(handlers: Record<string, Handler>, options: { inlined?: string[]; bundle?: BrandBundle } = {}) {
  const bundle = options.bundle ?? baseBundle();
  const calls: Call[] = [];
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: PATH, path: PATH, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), inlined: options.inlined });
  return { calls, container: rendered.container, bundle };
}

const cards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="relative"]')];

function type(input: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

function fill(scope: HTMLElement, values: { name?: string; birthDate?: string; relation?: string }): void {
  if (values.name !== undefined) type(scope.querySelector<HTMLInputElement>('#root_name')!, values.name);
  if (values.birthDate !== undefined) typeDate(scope, 'root_birthDate', values.birthDate);
  if (values.relation !== undefined) type(scope.querySelector<HTMLSelectElement>('#root_relation')!, values.relation);
}

const submit = (scope: HTMLElement) => act(() => scope.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());

describe('the relatives page', () => {
  it('is what the relatives route shows, with its two forms and its texts as the route\'s parts', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'hu', bundle.services)).toEqual([formPartKey('relativeAdd'), formPartKey('relativeEdit'), relativesTextsKey('hu')]);
    const { container } = await open({ 'GET /api/relatives': () => json({ relatives: [], limit: 10 }) });
    // The first test imports the page's chunk (and the form library): slow on a busy machine.
    await waitFor(() => container.querySelector('[data-testid="relatives-empty"]'), 20_000);
    expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Family members');
    expect(container.textContent).toContain('Record the family members your package covers');
  });

  it('shows a skeleton while loading, then each relative: name, relation, birth date in the locale\'s format and age', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { container } = await open({ 'GET /api/relatives': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await waitFor(() => container.querySelector('[data-testid="relatives-loading"]'));
    await act(async () => answer(json({ relatives: [relative(1, { name: 'Minta Anna', birthDate: '1982-09-14', relation: 'spouse' }), relative(2, { birthDate: new Date().toISOString().slice(0, 10) })], limit: 10 })));
    await waitFor(() => cards(container).length === 2);
    const [anna, baby] = cards(container);
    expect(anna!.querySelector('[data-testid="relative-name"]')?.textContent).toBe('Minta Anna');
    expect(anna!.querySelector('[data-testid="relative-relation"]')?.textContent).toBe('Spouse or partner');
    expect(anna!.querySelector('[data-testid="relative-birth-date"]')?.textContent).toBe('14/09/1982');
    expect(anna!.querySelector('[data-testid="relative-age"]')?.textContent).toMatch(/^\d\d years old$/);
    expect(baby!.querySelector('[data-testid="relative-age"]')?.textContent).toBe('Under 1 year old');
    expect(container.querySelector('[data-testid="relatives-count"]')?.textContent).toBe('Recorded: 2 of 10');
    // Each button says whose it is.
    const edit = anna!.querySelector<HTMLButtonElement>('[data-testid="relative-edit-open"]')!;
    expect(document.getElementById(edit.getAttribute('aria-describedby')!)?.textContent).toBe('Minta Anna');
  });

  it('shows the catalogue error with a retry, and the list after it', async () => {
    let fail = true;
    const { container } = await open({ 'GET /api/relatives': () => (fail ? json({ code: '500', message: 'Boom' }, 500) : json({ relatives: [relative(1)], limit: 10 })) });
    const error = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relatives-error"]'));
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('Your family members could not be loaded.');
    fail = false;
    act(() => error.querySelector<HTMLButtonElement>('button')!.click());
    await waitFor(() => cards(container).length === 1);
  });

  it('adds a relative: the name sent trimmed, the outcome announced and focused, the form afresh', async () => {
    const list: Relative[] = [];
    const { container, calls } = await open({
      'GET /api/relatives': () => json({ relatives: list, limit: 10 }),
      'POST /api/relatives': ({ body }) => {
        list.push(relative(7, body as Partial<Relative>));
        return json(list[0], 201);
      },
    });
    const form = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relative-add"]'));
    expect(container.querySelector(`label[for="root_name"]`)?.textContent).toContain('Full name');
    expect([...form.querySelectorAll<HTMLOptionElement>('#root_relation option')].map((o) => o.textContent)).toEqual([
      'Please choose', 'Spouse or partner', 'Child', 'Parent', 'Brother or sister', 'Grandparent', 'Grandchild', 'Other family member',
    ]);
    fill(form, { name: '  Kovács Bálint ', birthDate: '2019-05-06', relation: '1' });
    submit(form);
    const status = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relatives-outcome-success"]'));
    expect(status.textContent).toBe('Kovács Bálint has been added to your family members.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Kovács Bálint', birthDate: '2019-05-06', relation: 'child' });
    await waitFor(() => cards(container).length === 1);
    await waitFor(() => container.querySelector<HTMLInputElement>('[data-testid="relative-add"] #root_name')?.value === '');
  });

  it('refuses a birth date in the future beside the field, sends nothing and keeps what was typed', async () => {
    const { container, calls } = await open({ 'GET /api/relatives': () => json({ relatives: [], limit: 10 }) });
    const form = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relative-add"]'));
    fill(form, { name: 'Jövő Béla', birthDate: '2999-01-01', relation: '3' });
    submit(form);
    const error = await waitFor(() => form.querySelector<HTMLElement>('#root_birthDate__error'));
    expect(error.textContent).toContain('Date of birth must be a real day, month and year: not later than today and no more than 130 years ago.');
    expect(form.querySelector('#root_birthDate')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.querySelector('.error-summary'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(form.querySelector<HTMLInputElement>('#root_name')!.value).toBe('Jövő Béla');
    expect(typedDate(form, 'root_birthDate')).toBe('2999-01-01');
    expect(form.querySelector<HTMLSelectElement>('#root_relation')!.value).toBe('3');
  });

  it("shows the server's violation beside its field, and a refusal (RL1001) on top", async () => {
    let answer = json({ code: 'RX444', message: 'Invalid', violations: [{ field: '/name', rule: 'validation.required', message: 'Full name is required.' }] }, 422);
    const { container, bundle } = await open({ 'GET /api/relatives': () => json({ relatives: [], limit: 10 }), 'POST /api/relatives': () => answer });
    const form = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relative-add"]'));
    fill(form, { name: '   ', birthDate: '2010-01-01', relation: '2' });
    submit(form);
    const fieldError = await waitFor(() => form.querySelector<HTMLElement>('#root_name__error'));
    expect(fieldError.textContent).toContain('Full name is required.');
    answer = json({ code: 'RL1001', message: 'Full' }, 409);
    fill(form, { name: 'Teli Lista' });
    submit(form);
    const summary = await waitFor(() => (form.querySelector('.error-summary')?.textContent?.includes('maximum') ? form.querySelector<HTMLElement>('.error-summary') : null));
    expect(summary.textContent).toContain((bundle.locales.en.errors as Record<string, string>).RL1001);
    expect(form.querySelector<HTMLInputElement>('#root_name')!.value).toBe('Teli Lista');
  });

  it('changes a relative in place: the form filled, focus on it; saved, announced; cancel gives the focus back', async () => {
    let list = [relative(3, { name: 'Minta Anna', birthDate: '1982-09-14', relation: 'spouse' })];
    const { container, calls } = await open({
      'GET /api/relatives': () => json({ relatives: list, limit: 10 }),
      'PUT /api/relatives/3': ({ body }) => {
        list = [relative(3, body as Partial<Relative>)];
        return json(list[0]);
      },
    });
    const [card] = await waitFor(() => (cards(container).length === 1 ? cards(container) : null));
    const openEditor = () => act(() => card!.querySelector<HTMLButtonElement>('[data-testid="relative-edit-open"]')!.click());
    openEditor();
    const name = await waitFor(() => card!.querySelector<HTMLInputElement>('[data-testid="relative-edit"] #root_name'));
    expect(name.value).toBe('Minta Anna');
    expect(typedDate(card!, 'root_birthDate')).toBe('1982-09-14');
    expect(card!.querySelector<HTMLSelectElement>('#root_relation')!.value).toBe('0');
    await waitFor(() => document.activeElement === name);
    act(() => card!.querySelector<HTMLButtonElement>('[data-testid="relative-edit-cancel"]')!.click());
    await waitFor(() => document.activeElement === card!.querySelector('[data-testid="relative-edit-open"]'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    openEditor();
    const form = await waitFor(() => card!.querySelector<HTMLElement>('[data-testid="relative-edit"]'));
    fill(form, { name: 'Minta Anna Mária', relation: '6' });
    submit(form);
    const status = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relatives-outcome-success"]'));
    expect(status.textContent).toBe('Minta Anna Mária’s details have been saved.');
    expect(document.activeElement).toBe(status);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Minta Anna Mária', birthDate: '1982-09-14', relation: 'other' });
    await waitFor(() => card!.querySelector('[data-testid="relative-relation"]')?.textContent === 'Other family member');
  });

  it('removes a relative after confirmation (the safe choice focused first) and announces it', async () => {
    let list = [relative(4, { name: 'Minta Bence' })];
    const { container, calls } = await open({
      'GET /api/relatives': () => json({ relatives: list, limit: 10 }),
      'DELETE /api/relatives/4': () => {
        list = [];
        return new Response(null, { status: 204 });
      },
    });
    const [card] = await waitFor(() => (cards(container).length === 1 ? cards(container) : null));
    act(() => card!.querySelector<HTMLButtonElement>('[data-testid="relative-remove"]')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog.textContent).toContain('Do you really want to remove Minta Bence (child, born 02/03/2016) from your family members?');
    expect(document.activeElement).toBe(dialog.querySelector('[data-testid="confirm-keep"]'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="relative-remove-confirm"]')!.click());
    const status = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relatives-outcome-success"]'));
    expect(status.textContent).toBe('Minta Bence has been removed from your family members.');
    expect(document.activeElement).toBe(status);
    await waitFor(() => container.querySelector('[data-testid="relatives-empty"]'));
  });

  it('says the list is full instead of offering the add form at the limit', async () => {
    const { container } = await open({ 'GET /api/relatives': () => json({ relatives: [relative(1), relative(2)], limit: 2 }) });
    const full = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="relatives-full"]'));
    expect(full.textContent).toContain('You have recorded 2 family members, which is the most allowed.');
    expect(container.querySelector('[data-testid="relative-add"]')).toBeNull();
  });

  it('loads its texts and forms as parts when the page did not inline them', async () => {
    const { container, calls } = await open({ 'GET /api/relatives': () => json({ relatives: [], limit: 10 }) }, { inlined: [localePartKey('en')] });
    await waitFor(() => container.querySelector('[data-testid="relative-add"] #root_name'));
    expect(container.querySelector('#relatives-add-title')?.textContent).toBe('Add a family member');
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining([expect.stringMatching(/texts\/relatives\/en\.json$/), expect.stringMatching(/form\/relativeAdd\.json$/)]));
  });
});
