// @vitest-environment happy-dom
/** A form's submit while it is sent (issue 38): the button keeps the focus, is marked busy, and a second submit sends nothing. */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import FormScreen from '../../../renderer/screens/form/FormScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

describe('a form being sent', () => {
  it('keeps the focus on its busy submit button and ignores another submit', async () => {
    const logins: Request[] = [];
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = (async (request: Request) => {
      if (new URL(request.url).pathname === '/api/login') {
        logins.push(request);
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      return new Response(JSON.stringify(bundle.config), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    rendered = await renderPortal({ bundle, locale: 'en', url: '/login', fetchImpl, element: <FormScreen route={{ path: '/login', meta: bundle.routes['/login']! }} /> });
    const c = rendered.container;
    typeInto(await waitFor(() => c.querySelector<HTMLInputElement>('#root_username')), 'anna@example.org');
    typeInto(c.querySelector<HTMLInputElement>('#root_password')!, 'secret');
    const button = c.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.focus();
    await act(async () => button.click());
    await waitFor(() => logins.length === 1 && button.getAttribute('aria-busy') === 'true');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // A second press, and an Enter's submit of the form, while the first is on its way.
    await act(async () => button.click());
    await act(async () => void c.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await new Promise((r) => setTimeout(r, 50));
    expect(logins).toHaveLength(1);
    await act(async () => answer(new Response(JSON.stringify({ code: 'U001', message: 'bad credentials' }), { status: 401, headers: { 'Content-Type': 'application/json' } })));
    await waitFor(() => button.getAttribute('aria-busy') === null);
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });
});
