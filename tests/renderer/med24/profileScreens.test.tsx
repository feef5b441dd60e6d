// @vitest-environment happy-dom
/**
 * The paid-variant profile screens against a mocked API: the profile shows the personal data with
 * the birth date in the reader's format and the billing address; a profile opened with an
 * activation key, which has only the login email, says what is missing and leads to completing it.
 * The edit screen is filled with the profile; a wrong phone is refused beside the field without a
 * request and what was typed stays; saved, it goes on to `next` (the new subscription) and only to
 * a page of the paid variant. The new subscription page leads an incomplete profile to the edit.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Med24Profile } from '../../../generated/config-types';
import { formPartKey, routeParts, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: ProfileScreen } = await import('../../../renderer/screens/med24/ProfileScreen');
const { default: ProfileEditScreen, onwardOf } = await import('../../../renderer/screens/med24/ProfileEditScreen');
const { default: SubscriptionNewScreen } = await import('../../../renderer/screens/med24/SubscriptionNewScreen');

const COMPLETE: Med24Profile = {
  email: 'paid@demo.test', complete: true, lastName: 'Fizető', firstName: 'Pál', birthDate: '1980-05-17', phone: '+36309998888',
  billingName: 'Fizető Pál', billingCompany: 'Fizető Bt.', billingCountry: 'HU', billingZip: '1117', billingCity: 'Budapest', billingAddress: 'Október huszonharmadika utca 8.',
};
const KEY_ONLY: Med24Profile = { email: 'new@demo.test', complete: false };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(path: string, url: string, Screen: typeof ProfileScreen, handlers: Record<string, Handler>, locale: 'hu' | 'en' | 'ro' = 'en') {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path, meta: bundle.routes[path]! };
  rendered = await renderPortal({ bundle, url, path: path.split('?')[0], element: <Screen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale });
  return { container: rendered.container, calls, router: rendered.router };
}

const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

function type(input: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the profile', () => {
  it('travels with the med24 texts, and the edit screen with its form as well', () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes['/med24/profile']!, 'ro', bundle.services)).toEqual([textsPartKey('med24', 'ro')]);
    expect(routeParts(bundle.routes['/med24/profile/edit']!, 'ro', bundle.services)).toEqual([textsPartKey('med24', 'ro'), formPartKey('med24Profile')]);
  });

  it('shows the personal data, the birth date in the reader\'s format and the billing address', async () => {
    const { container } = await open('/med24/profile', '/med24/profile', ProfileScreen, { 'GET /api/med24/profile': () => json(COMPLETE) }, 'hu');
    await waitFor(() => container.querySelector('[data-testid="profile-name"]'), 20_000);
    expect(container.querySelector('h1')?.textContent).toBe('Profilom');
    expect(text(container, 'profile-name')).toBe('Fizető Pál');
    expect(text(container, 'profile-birth-date')).toBe('1980.05.17');
    expect(text(container, 'profile-billing-address')).toBe('1117 Budapest, Október huszonharmadika utca 8.');
    expect(text(container, 'profile-billing-company')).toBe('Fizető Bt.');
    expect(text(container, 'profile-billing-country')).toBe('Magyarország');
    expect(container.querySelector('[data-testid="profile-incomplete"]')).toBeNull();
    expect(container.querySelector('a[href="/med24/profile/edit"]')?.textContent).toBe('Profil szerkesztése');
  });

  it('says what an activation-key profile lacks and leads to completing it', async () => {
    const { container } = await open('/med24/profile', '/med24/profile', ProfileScreen, { 'GET /api/med24/profile': () => json(KEY_ONLY) });
    await waitFor(() => container.querySelector('[data-testid="profile-incomplete"]'));
    expect(text(container, 'profile-incomplete')).toContain('we need your name, date of birth, phone number and billing address');
    expect(text(container, 'profile-name')).toBe('Not given yet');
    expect(text(container, 'profile-email')).toBe('new@demo.test');
    expect(container.querySelector('a[href="/med24/profile/edit"]')?.textContent).toBe('Complete your profile');
  });

  it('shows a load error with a retry', async () => {
    const { container } = await open('/med24/profile', '/med24/profile', ProfileScreen, { 'GET /api/med24/profile': () => json({ code: '#500', message: 'x' }, 500) });
    await waitFor(() => container.querySelector('[data-testid="profile-load-error"]'));
    expect(text(container, 'profile-load-error')).toContain('Your profile could not be loaded.');
  });
});

describe('editing the profile', () => {
  it('is filled with the profile, refuses a wrong phone beside the field without a request, and saved goes on to next', async () => {
    let saved = COMPLETE;
    const { container, calls, router } = await open('/med24/profile/edit', '/med24/profile/edit?next=/med24/subscription/new', ProfileEditScreen, {
      'GET /api/med24/profile': () => json(saved),
      'PUT /api/med24/profile': ({ body }) => {
        saved = { ...COMPLETE, ...(body as Partial<Med24Profile>) };
        return json(saved);
      },
    });
    const phone = await waitFor(() => container.querySelector<HTMLInputElement>('#root_phone'), 20_000);
    expect(phone.value).toBe('+36309998888');
    expect(container.querySelector<HTMLInputElement>('#root_billingCity')!.value).toBe('Budapest');
    expect(container.querySelector('label[for="root_billingZip"]')?.textContent).toContain('Postal code');
    type(phone, '+36 30');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const error = await waitFor(() => container.querySelector<HTMLElement>('#root_phone__error'));
    expect(error.textContent).not.toBe('');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(container.querySelector<HTMLInputElement>('#root_phone')!.value).toBe('+36 30');

    type(container.querySelector<HTMLInputElement>('#root_phone')!, '+36 30 111 2222');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => router.state.location.pathname === '/med24/subscription/new');
    const put = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put).toMatchObject({ phone: '+36 30 111 2222', billingZip: '1117', billingCountry: 'HU', lastName: 'Fizető' });
    expect(put).not.toHaveProperty('email');
    expect(put).not.toHaveProperty('complete');
  });

  it('goes on only to a page of the paid variant', () => {
    expect(onwardOf('/med24/subscription/new')).toBe('/med24/subscription/new');
    expect(onwardOf('https://evil.example/')).toBe('/med24/profile');
    expect(onwardOf('//evil.example/med24/x')).toBe('/med24/profile');
    expect(onwardOf('/login')).toBe('/med24/profile');
    expect(onwardOf(null)).toBe('/med24/profile');
  });
});

describe('the new subscription page with an incomplete profile', () => {
  it('says what is missing and leads to the profile and back', async () => {
    const { container } = await open('/med24/subscription/new', '/med24/subscription/new', SubscriptionNewScreen, {
      'GET /api/med24/profile': () => json(KEY_ONLY),
      'GET /api/med24/products': () => json({ products: [] }),
    });
    const notice = await waitFor(() => container.querySelector('[data-testid="subscription-new-profile"]'));
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/med24/profile/edit?next=/med24/subscription/new');
  });
});
