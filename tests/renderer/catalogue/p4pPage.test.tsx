// @vitest-environment happy-dom
/**
 * Pay for prevention (/services/p4p) against a mocked GET /api/p4p, with the base documents: the
 * route renders it (not the fallback panel); a skeleton while loading; the total; each reward done,
 * booked or open, the health check without a record said to be open; the appointments that count
 * with their points (earned, pending, beyond the yearly maximum) and the catalogue entry's name; a
 * year with nothing yet; an error with a retry; the texts in Hungarian.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { P4PResponse } from '../../../generated/config-types';
import { routeParts, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { rewardHintKey } from '../../../renderer/screens/catalogue/P4pPage';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const PATH = '/services/p4p';

const ANSWER: P4PResponse = {
  year: 2026,
  total: 50,
  rewards: [
    { activity: 'healthCheck', points: 100, yearlyMax: 1, recorded: false, done: 0, booked: 0, earned: 0, status: 'open', search: null },
    { activity: 'screening', points: 50, yearlyMax: 3, recorded: true, done: 1, booked: 0, earned: 50, status: 'done', search: 'screening' },
    { activity: 'vaccination', points: 30, yearlyMax: null, recorded: true, done: 0, booked: 1, earned: 0, status: 'booked', search: 'vaccination' },
    { activity: 'diagnostics', points: 20, yearlyMax: 2, recorded: true, done: 0, booked: 0, earned: 0, status: 'open', search: 'diagnostics' },
  ],
  activities: [
    { reservationId: 11, activity: 'screening', service: 'screening', entry: 'cervical', name: 'Cervical screening', subfunction: { id: 2102, name: 'Cervical screening' }, provider: 'Életfa Egészségközpont – Debrecen', at: '2026-03-16T10:00:00+01:00', status: 'done', points: 50 },
    { reservationId: 12, activity: 'vaccination', service: 'vaccination', entry: 'influenza', name: 'Flu vaccine', subfunction: { id: 4101, name: 'Flu vaccination' }, provider: 'Clinica Medicum Cluj-Napoca', at: '2026-10-05T08:30:00+02:00', status: 'booked', points: 30 },
    { reservationId: 13, activity: 'screening', service: 'screening', entry: 'skin', name: 'Mole screening', subfunction: { id: 502, name: 'Mole screening' }, provider: 'Medicum', at: '2026-04-01T09:00:00+02:00', status: 'done', points: 0 },
  ],
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(handler: Handler, locale: 'hu' | 'en' = 'en') {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: PATH, path: PATH, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, { 'GET /api/p4p': handler }, calls), locale });
  return { container: rendered.container, calls, bundle };
}

const reward = (container: HTMLElement, activity: string) => container.querySelector<HTMLElement>(`[data-testid="p4p-reward"][data-activity="${activity}"]`)!;
const activities = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="p4p-activity"]')];

describe('pay for prevention', () => {
  it('is what the p4p route shows, with the catalogue texts as its part; a skeleton while loading', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'en', bundle.services)).toEqual([textsPartKey('catalogue', 'en')]);
    let answer: (r: Response) => void = () => undefined;
    const { container } = await open(() => new Promise<Response>((resolve) => (answer = resolve)));
    await waitFor(() => container.querySelector('[data-testid="p4p-loading"]'), 20_000);
    expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBeTruthy();
    await act(async () => answer(json(ANSWER)));
    await waitFor(() => container.querySelector('[data-testid="p4p-total"]'));
    expect(container.querySelector('[data-testid="p4p-loading"]')).toBeNull();
  });

  it('shows the total, each reward with its state and the appointments that count', async () => {
    const { container } = await open(() => json(ANSWER));
    const total = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="p4p-total"]'));
    expect(total.textContent).toBe('Points collected in 202650');
    expect(reward(container, 'healthCheck').getAttribute('data-status')).toBe('open');
    expect(reward(container, 'healthCheck').querySelector('[data-testid="p4p-reward-hint"]')?.textContent).toBe('No health check has been recorded yet, so it is open.');
    expect(reward(container, 'healthCheck').querySelector('a')).toBeNull();
    const screening = reward(container, 'screening');
    expect(screening.textContent).toContain('Done');
    expect(screening.textContent).toContain('50 points each, at most 3 a year');
    expect(screening.querySelector('[data-testid="p4p-reward-hint"]')?.textContent).toBe('1 done, 50 points');
    expect(screening.querySelector('a')?.getAttribute('href')).toBe('/services/screening');
    const vaccination = reward(container, 'vaccination');
    expect(vaccination.textContent).toContain('Booked');
    expect(vaccination.textContent).toContain('30 points each');
    expect(vaccination.querySelector('[data-testid="p4p-reward-hint"]')?.textContent).toBe('The points are credited once the visit is recorded.');
    expect(reward(container, 'diagnostics').querySelector('[data-testid="p4p-reward-hint"]')?.textContent).toBe('Nothing done this year yet.');
    const [cervical, flu, mole] = activities(container);
    expect(cervical!.querySelector('h3')?.textContent).toBe('Cervical screening');
    expect(cervical!.textContent).toContain('Done on 16/03/2026 10:00');
    expect(cervical!.querySelector('[data-testid="p4p-activity-points"]')?.textContent).toBe('+50 points');
    expect(flu!.querySelector('h3')?.textContent).toBe('Flu vaccine');
    expect(flu!.getAttribute('data-status')).toBe('booked');
    expect(flu!.querySelector('[data-testid="p4p-activity-points"]')?.textContent).toBe('30 points once the visit is recorded');
    expect(mole!.querySelector('h3')?.textContent).toBe('Mole screening');
    expect(mole!.querySelector('[data-testid="p4p-activity-points"]')?.textContent).toBe('Beyond this year’s limit: no points');
  });

  it('says so when nothing counts yet this year', async () => {
    const empty: P4PResponse = { ...ANSWER, total: 0, activities: [], rewards: ANSWER.rewards.map((r) => ({ ...r, done: 0, booked: 0, earned: 0, status: 'open' })) };
    const { container } = await open(() => json(empty));
    const none = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="p4p-empty"]'));
    expect(none.textContent).toContain('Your records show no screening, vaccination or examination this year yet.');
    expect(container.querySelectorAll('[data-testid="p4p-reward"][data-status="open"]')).toHaveLength(4);
  });

  it('shows the error with a retry, and the answer once it loads', async () => {
    let answers = 0;
    const { container, calls } = await open(() => (++answers === 1 ? json({ code: '#500' }, 503) : json(ANSWER)));
    const failed = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="p4p-error"]'));
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('Your prevention points could not be loaded just now.');
    act(() => failed.querySelector<HTMLButtonElement>('button')!.click());
    await waitFor(() => container.querySelector('[data-testid="p4p-total"]'));
    expect(calls.filter((c) => c.path === '/api/p4p')).toHaveLength(2);
  });

  it('speaks Hungarian', async () => {
    const { container } = await open(() => json(ANSWER), 'hu');
    await waitFor(() => container.querySelector('[data-testid="p4p-total"]'));
    expect(reward(container, 'healthCheck').querySelector('h3')?.textContent).toBe('Egészségfelmérés');
    expect(activities(container)[0]!.textContent).toContain('Elvégezve: 2026.03.16 10:00');
    expect(activities(container)[0]!.textContent).toContain('Szűrővizsgálat · Életfa');
  });

  it('words each reward by what is known of it', () => {
    const [healthCheck, screening, vaccination, diagnostics] = ANSWER.rewards;
    expect([healthCheck, screening, vaccination, diagnostics].map((r) => rewardHintKey(r!))).toEqual(['catalogue.p4p.noRecord', 'catalogue.p4p.progress', 'catalogue.p4p.bookedHint', 'catalogue.p4p.openHint']);
  });
});
