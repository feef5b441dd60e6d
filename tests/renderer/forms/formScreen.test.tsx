// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '../../../renderer/forms/formValidator';
import FormScreen from '../../../renderer/screens/form/FormScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
const hu = bundle.locales.hu as Record<string, Record<string, unknown>>;
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

/** Types into a React-controlled input the way a browser does. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function submit(container: HTMLElement) {
  const form = container.querySelector('form')!;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

async function loginForm(fetchImpl?: typeof fetch) {
  rendered = await renderPortal({ bundle, locale: 'hu', url: '/login', fetchImpl, element: <FormScreen route={{ path: '/login', meta: bundle.routes['/login']! }} /> });
  return waitFor(() => rendered!.container.querySelector<HTMLInputElement>('#root_username'));
}

describe('form screen (login form of the base documents)', () => {
  it('labels fields with their translated titles', async () => {
    await loginForm();
    const c = rendered!.container;
    expect(c.querySelector('label[for="root_username"]')?.textContent).toContain(hu.fields!.email);
    expect(c.querySelector('label[for="root_password"]')?.textContent).toContain(hu.fields!.password);
    expect(c.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows Hungarian messages with the article beside the fields and in a focused summary', async () => {
    await loginForm();
    const c = rendered!.container;
    await submit(c);
    const summary = await waitFor(() => c.querySelector<HTMLElement>('.error-summary'));
    const items = [...summary.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Az e-mail-cím megadása kötelező.', 'A jelszó megadása kötelező.']);
    expect(document.activeElement).toBe(summary);
    expect(c.querySelector('#root_username')?.closest('.form-group')?.textContent).toContain('Az e-mail-cím megadása kötelező.');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#root_username');
  });

  it('checks formats without eval (CSP) and translates them', async () => {
    const input = await loginForm();
    await type(input, 'not-an-address');
    await type(rendered!.container.querySelector<HTMLInputElement>('#root_password')!, 'secret');
    await submit(rendered!.container);
    const summary = await waitFor(() => rendered!.container.querySelector('.error-summary'));
    expect(summary.textContent).toContain('Az e-mail-cím nem érvényes e-mail-cím.');
  });

  it('submits to the form endpoint and shows a server error by its catalogue code', async () => {
    const calls: Request[] = [];
    const fetchImpl = vi.fn(async (request: Request) => {
      calls.push(request);
      if (new URL(request.url).pathname === '/api/login')
        return new Response(JSON.stringify({ code: 'U001', message: 'bad credentials' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
      return new Response(JSON.stringify(bundle.config), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const input = await loginForm(fetchImpl);
    await type(input, 'anna@example.org');
    await type(rendered!.container.querySelector<HTMLInputElement>('#root_password')!, 'secret');
    await submit(rendered!.container);
    const summary = await waitFor(() => rendered!.container.querySelector('.error-summary'));
    expect(summary.textContent).toContain(hu.errors!.U001);
    const login = calls.find((r) => new URL(r.url).pathname === '/api/login')!;
    expect(login.method).toBe('POST');
    expect(login.headers.get('X-Locale')).toBe('hu');
    expect(await login.json()).toEqual({ username: 'anna@example.org', password: 'secret' });
  });

  it('sends the login again with a solved captcha when the server asks for one (RC002)', async () => {
    const logins: unknown[] = [];
    const fetchImpl = vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      const answer = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (pathname === '/api/captcha/challenge') return answer({ provider: 'proof-of-work', challenge: 'challenge-9', difficulty: 4 }, 200);
      if (pathname === '/api/login') {
        const body = (await request.json()) as { captcha?: unknown };
        logins.push(body);
        return body.captcha ? answer({ code: 'U001', message: 'bad credentials' }, 401) : answer({ code: 'RC002', message: 'captcha needed' }, 400);
      }
      return answer(bundle.config, 200);
    }) as unknown as typeof fetch;
    const input = await loginForm(fetchImpl);
    await type(input, 'anna@example.org');
    await type(rendered!.container.querySelector<HTMLInputElement>('#root_password')!, 'secret');
    await submit(rendered!.container);
    const summary = await waitFor(() => rendered!.container.querySelector('.error-summary'));
    // The person sees the answer to the second try only: the check itself needs nothing from them.
    expect(summary.textContent).toContain(hu.errors!.U001);
    expect(summary.textContent).not.toContain(hu.errors!.RC002);
    expect(logins).toEqual([
      { username: 'anna@example.org', password: 'secret' },
      { username: 'anna@example.org', password: 'secret', captcha: { challenge: 'challenge-9', nonce: expect.any(String) } },
    ]);
  });

  it('falls back to the catalogue sentence of an unknown error (errors.500) for an endpoint that does not exist yet, without the raw code', async () => {
    const fetchImpl = (async (request: Request) =>
      new URL(request.url).pathname === '/api/login'
        ? new Response('Not found', { status: 418 })
        : new Response(JSON.stringify(bundle.config), { status: 200, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;
    const input = await loginForm(fetchImpl);
    await type(input, 'anna@example.org');
    await type(rendered!.container.querySelector<HTMLInputElement>('#root_password')!, 'secret');
    await submit(rendered!.container);
    const summary = await waitFor(() => rendered!.container.querySelector('.error-summary'));
    expect(summary.textContent).toContain(String(hu.errors!['500']));
    expect(summary.textContent).not.toContain('418');
  });
});

describe('registration form: the rules of a new password and a phone number (issue 33)', () => {
  const en = bundle.locales.en as Record<string, Record<string, string>>;

  async function registrationForm() {
    rendered = await renderPortal({ bundle, locale: 'en', url: '/registration', element: <FormScreen route={{ path: '/registration', meta: bundle.routes['/registration']! }} /> });
    const email = await waitFor(() => rendered!.container.querySelector<HTMLInputElement>('#root_email'));
    // The list of common passwords comes when the form is first focused.
    await act(async () => {
      email.focus();
      email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await loadCommonPasswords();
    });
    return rendered!.container;
  }
  const field = (c: HTMLElement, name: string) => c.querySelector<HTMLInputElement>(`#root_${name}`)!;
  const errorsOf = (c: HTMLElement, name: string) => field(c, name).closest('.form-group')?.textContent ?? '';

  it('refuses a common password beside the field, in the words the server uses', async () => {
    const c = await registrationForm();
    await type(field(c, 'email'), 'kovacs.anna@example.org');
    await type(field(c, 'password'), 'Password');
    await submit(c);
    await waitFor(() => c.querySelector('.error-summary'));
    expect(errorsOf(c, 'password')).toContain(en.validation!.newPassword);
  });

  it('refuses the email address or its local part as the password', async () => {
    const c = await registrationForm();
    await type(field(c, 'email'), 'kovacs.anna@example.org');
    await type(field(c, 'password'), 'Kovacs.Anna');
    await submit(c);
    await waitFor(() => c.querySelector('.error-summary'));
    expect(errorsOf(c, 'password')).toContain(en.validation!.passwordLikeEmail);
    await type(field(c, 'password'), 'Kék-ló-a-réten-7');
    expect(errorsOf(c, 'password')).not.toContain(en.validation!.passwordLikeEmail);
  });

  it('takes a Hungarian number written with 06', async () => {
    const c = await registrationForm();
    await type(field(c, 'phone'), '+1 555 1234');
    await submit(c);
    await waitFor(() => c.querySelector('.error-summary'));
    const refused = 'must start with +36 or 06 followed by 8–9 digits';
    expect(errorsOf(c, 'phone')).toContain(refused);
    await type(field(c, 'phone'), '06 30 123 4567');
    expect(errorsOf(c, 'phone')).not.toContain(refused);
  });
});
