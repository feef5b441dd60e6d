// @vitest-environment happy-dom
/**
 * Issue 33, item 6 in the renderer: a logged-in patient's language switch is saved on the account
 * (not a support user's acting for them), a language chosen on another device applies after the
 * me answer, and the settings page shows and saves the language and the care-progress mails.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../generated/config-types';
import { userLoaded } from '../../../renderer/app/sessionSlice';
import { localeText } from '../../../server/config/localeText';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { AccountLocale } from '../../../renderer/shell/AccountLocale';
import { LanguageSwitcher } from '../../../renderer/ui/LanguageSwitcher';
import { careApiFake, json, type Call } from '../care/careApiFake';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

const patient = (settings: AccountSettings, isImpersonator = false) =>
  userLoaded({ id: 7, name: 'Minta Péter', email: 'patient@demo.test', flags: {}, needsPrivacyStatement: false, isImpersonator, hasFreeProduct: false, services: [], roles: [], settings });

/** The API: PATCH /api/me/settings answers the settings sent laid over `current`. */
function settingsApi(current: AccountSettings, calls: Call[]) {
  return careApiFake(bundle, {
    'PATCH /api/me/settings': ({ body }) => json({ ...current, ...(body as object), ...((body as { locale?: string }).locale ? { localeChosen: true } : {}) }),
  }, calls);
}
const patches = (calls: Call[]) => calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
const text = (lng: 'hu' | 'en' | 'ro', key: string) => localeText(bundle.locales[lng], key)!;

describe('the language switch of a logged-in patient', () => {
  const button = (lng: string) => rendered!.container.querySelector<HTMLButtonElement>(`.language-switcher button[lang="${lng}"]`)!;

  it('saves the language on the account, and the session has it at once', async () => {
    const calls: Call[] = [];
    const settings = { locale: 'en', localeChosen: false, careProgressMail: true } as const;
    rendered = await renderPortal({ bundle, element: <LanguageSwitcher />, fetchImpl: settingsApi(settings, calls) });
    act(() => void rendered!.store.dispatch(patient(settings)));
    await act(async () => button('ro').click());
    await waitFor(() => patches(calls).length === 1 && rendered!.store.getState().session.user?.settings?.locale === 'ro');
    expect(patches(calls)).toEqual([{ locale: 'ro' }]);
    expect(rendered.store.getState().session.user?.settings).toEqual({ locale: 'ro', localeChosen: true, careProgressMail: true });
    expect(document.cookie).toContain('locale=ro');
  });

  it('switches the page alone for a visitor and for a support user acting as the patient', async () => {
    const calls: Call[] = [];
    const settings = { locale: 'en', localeChosen: true, careProgressMail: true } as const;
    rendered = await renderPortal({ bundle, element: <LanguageSwitcher />, fetchImpl: settingsApi(settings, calls) });
    await act(async () => button('hu').click());
    await waitFor(() => button('hu').getAttribute('aria-pressed') === 'true');
    act(() => void rendered!.store.dispatch(patient(settings, true)));
    await act(async () => button('ro').click());
    await waitFor(() => button('ro').getAttribute('aria-pressed') === 'true');
    await settle();
    expect(patches(calls)).toEqual([]);
  });
});

describe("the account's chosen language", () => {
  it('becomes the page\'s after the me answer (a choice made on another device); a language never chosen does not', async () => {
    const calls: Call[] = [];
    rendered = await renderPortal({ bundle, element: <><LanguageSwitcher /><AccountLocale /></>, fetchImpl: settingsApi({ locale: 'ro', localeChosen: true, careProgressMail: true }, calls) });
    act(() => void rendered!.store.dispatch(patient({ locale: 'hu', localeChosen: false, careProgressMail: true })));
    await settle();
    expect(rendered.store.getState().ui.locale).toBe('en');
    act(() => void rendered!.store.dispatch(patient({ locale: 'ro', localeChosen: true, careProgressMail: true })));
    await waitFor(() => rendered!.store.getState().ui.locale === 'ro');
    expect(document.cookie).toContain('locale=ro');
    // Switching here afterwards is not undone by the language the session had from the me answer.
    await act(async () => rendered!.container.querySelector<HTMLButtonElement>('.language-switcher button[lang="en"]')!.click());
    await waitFor(() => patches(calls).length === 1);
    await settle();
    expect(rendered.store.getState().ui.locale).toBe('en');
  });
});

describe('the settings page', () => {
  /** The portal with the patient logged in, then /profile (the auth guard would send a visitor to log in). */
  async function openSettings(settings: AccountSettings, calls: Call[], isImpersonator = false): Promise<Rendered> {
    const portal = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/', fetchImpl: settingsApi(settings, calls) });
    act(() => void portal.store.dispatch(patient(settings, isImpersonator)));
    await act(async () => portal.router.navigate('/profile'));
    return portal;
  }

  it('shows the account\'s language and mails, and saves a changed choice', async () => {
    const calls: Call[] = [];
    const settings = { locale: 'en', localeChosen: true, careProgressMail: true } as const;
    rendered = await openSettings(settings, calls);
    const form = await waitFor(() => rendered!.container.querySelector<HTMLFormElement>('form.account-settings'));
    expect(rendered.container.querySelector('h1')?.textContent).toBe(text('en', 'routes.accountSettings'));
    const radio = (lng: string) => form.querySelector<HTMLInputElement>(`[data-testid="settings-locale-${lng}"]`)!;
    expect(['hu', 'en', 'ro'].filter((lng) => radio(lng).checked)).toEqual(['en']);
    const care = form.querySelector<HTMLInputElement>('[data-testid="settings-care-progress"]')!;
    expect(care.checked).toBe(true);
    expect(form.querySelector('[data-testid="settings-always-sent"]')?.textContent).toBe(text('en', 'account.settings.alwaysSent'));
    expect(rendered.container.querySelector('[data-testid="settings-email"]')?.textContent).toBe('patient@demo.test');

    expect(form.querySelector('[data-testid="settings-save"]')?.textContent).toBe(text('en', 'account.settings.save'));
    await act(async () => care.click());
    await act(async () => form.querySelector<HTMLButtonElement>('[data-testid="settings-save"]')!.click());
    const saved = await waitFor(() => rendered!.container.querySelector('[data-testid="settings-outcome-success"]'));
    expect(saved.textContent).toBe(text('en', 'account.settings.saved'));
    expect(patches(calls)).toEqual([{ careProgressMail: false }]);
    expect(rendered.store.getState().session.user?.settings?.careProgressMail).toBe(false);

    // A new language switches the page too.
    await act(async () => radio('hu').click());
    await act(async () => form.querySelector<HTMLButtonElement>('[data-testid="settings-save"]')!.click());
    await waitFor(() => rendered!.store.getState().ui.locale === 'hu');
    expect(patches(calls)).toEqual([{ careProgressMail: false }, { locale: 'hu' }]);
    await waitFor(() => rendered!.container.querySelector('h1')?.textContent === text('hu', 'routes.accountSettings'));
  });

  it('lets a support user acting as the patient see the choices but not change them', async () => {
    const settings = { locale: 'en', localeChosen: false, careProgressMail: false } as const;
    rendered = await openSettings(settings, [], true);
    const form = await waitFor(() => rendered!.container.querySelector<HTMLFormElement>('form.account-settings'));
    expect(rendered.container.querySelector('[data-testid="settings-impersonating"]')?.textContent).toBe(text('en', 'account.settings.impersonating'));
    expect([...form.querySelectorAll('fieldset')].every((f) => f.disabled)).toBe(true);
    expect(form.querySelector('[data-testid="settings-save"]')).toBeNull();
  });
});
