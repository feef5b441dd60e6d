// @vitest-environment happy-dom
/**
 * Emailed links (issue 11): the page checks the link before using it; a dead one says what
 * happened to it and what to do (ask for a new one, log in, call us), never a form's error
 * summary; a live one is used once.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPhone } from '../../../renderer/domain/format/formatPhone';
import TokenLinkScreen from '../../../renderer/screens/account/TokenLinkScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const en = baseBundle().locales.en as { ui: { tokenLink: Record<string, string> & { state: Record<string, string> } }; routes: Record<string, string> };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(pattern: string, url: string, answers: Record<string, () => Response>) {
  const bundle = baseBundle();
  const posts: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url, 'http://localhost').pathname;
    if (request.method === 'POST') posts.push(path);
    if (path === '/api/config') return json(bundle.config);
    return answers[`${request.method} ${path}`]?.() ?? json({ code: '#404', message: 'no mock' }, 404);
  }) as typeof fetch;
  rendered = await renderPortal({ bundle, url, path: pattern, element: <TokenLinkScreen route={{ path: pattern, meta: bundle.routes[pattern]! }} />, fetchImpl });
  return { container: rendered.container, posts };
}

describe('a password link', () => {
  it('that has expired says so and offers a new one instead of the new-password form', async () => {
    const { container, posts } = await open('/password-recovery/:token', '/password-recovery/tok1', {
      'POST /api/tokens/password-recovery/check': () => json({ flow: 'password-recovery', state: 'expired' }),
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
    expect(problem.textContent).toBe(en.ui.tokenLink.state.expired);
    const again = [...container.querySelectorAll('a')].find((a) => a.textContent === en.ui.tokenLink.requestNew);
    expect(again?.getAttribute('href')).toBe('/password-recovery');
    expect(container.textContent).toContain(formatPhone(baseBundle().brand.contact.callCentre.phone));
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('.error-summary')).toBeNull();
    expect(posts).toEqual(['/api/tokens/password-recovery/check']);
  });

  it('that a newer link replaced says so and offers a new one (issue 33)', async () => {
    const { container, posts } = await open('/password-recovery/:token', '/password-recovery/tok6', {
      'POST /api/tokens/password-recovery/check': () => json({ flow: 'password-recovery', state: 'replaced' }),
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
    expect(problem.getAttribute('data-state')).toBe('replaced');
    expect(problem.textContent).toBe(en.ui.tokenLink.state.replaced);
    expect([...container.querySelectorAll('a')].find((a) => a.textContent === en.ui.tokenLink.requestNew)?.getAttribute('href')).toBe('/password-recovery');
    expect(container.querySelector('form')).toBeNull();
    expect(posts).toEqual(['/api/tokens/password-recovery/check']);
  });

  it('that is replaced while its form is open says so in place of the form once a new password is refused with U017', async () => {
    let checks = 0;
    const { container } = await open('/password-recovery/:token', '/password-recovery/tok7', {
      'POST /api/tokens/password-recovery/check': () => json({ flow: 'password-recovery', state: (checks += 1) === 1 ? 'live' : 'replaced' }),
      'POST /api/tokens/password-recovery': () => json({ code: 'U017', message: 'Link invalid, expired or already used' }, 400),
    });
    const [password, confirmation] = await waitFor(() => {
      const fields = container.querySelectorAll<HTMLInputElement>('form input[type="password"]');
      return fields.length === 2 ? [...fields] : null;
    });
    typeInto(password!, 'Kék-ló-a-réten-7');
    typeInto(confirmation!, 'Kék-ló-a-réten-7');
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
    expect(problem.getAttribute('data-state')).toBe('replaced');
    expect(container.querySelector('form')).toBeNull();
  });

  it('that is live shows the new-password form', async () => {
    const { container } = await open('/password-recovery/:token', '/password-recovery/tok2', {
      'POST /api/tokens/password-recovery/check': () => json({ flow: 'password-recovery', state: 'live' }),
    });
    await waitFor(() => container.querySelector('form input[type="password"]'));
    expect(container.querySelector('[data-testid="link-problem"]')).toBeNull();
  });
});

describe('a confirmation link', () => {
  it('that was used already says so and suggests logging in, without sending it', async () => {
    const { container, posts } = await open('/verify-registration/:token', '/verify-registration/tok3', {
      'POST /api/tokens/verify-registration/check': () => json({ flow: 'verify-registration', state: 'used' }),
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
    expect(problem.textContent).toBe(en.ui.tokenLink.state.used);
    expect(container.textContent).toContain(en.ui.tokenLink.maybeDone);
    expect([...container.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/login')).toBe(true);
    expect(posts).toEqual(['/api/tokens/verify-registration/check']);
  });

  it('that is live is used once and says it is done', async () => {
    const { container, posts } = await open('/verify-registration/:token', '/verify-registration/tok4', {
      'POST /api/tokens/verify-registration/check': () => json({ flow: 'verify-registration', state: 'live' }),
      'POST /api/tokens/verify-registration': () => json({ flow: 'verify-registration', done: true }),
    });
    await waitFor(() => container.querySelector('[data-testid="token-link-outcome"][data-state="done"]'));
    expect(posts).toEqual(['/api/tokens/verify-registration/check', '/api/tokens/verify-registration']);
  });

  it('that is used up meanwhile shows what the check then says', async () => {
    let checks = 0;
    const { container } = await open('/verify-email/:token', '/verify-email/tok5', {
      'POST /api/tokens/verify-email/check': () => json({ flow: 'verify-email', state: (checks += 1) === 1 ? 'live' : 'used' }),
      'POST /api/tokens/verify-email': () => json({ code: 'U017', message: 'Link invalid, expired or already used' }, 400),
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
    expect(problem.getAttribute('data-state')).toBe('used');
  });
});
