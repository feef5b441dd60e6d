// @vitest-environment happy-dom
/**
 * The coverage screen against a mocked API: each care service with what it reads as (not
 * covered, without a limit, so many left, used up) and a link to ask only where something is
 * left; the specializations the product pays or the sentence that it pays every one; a
 * subscription that is not active; an error with a retry; the texts in Hungarian.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Coverage } from '../../../renderer/api/coverageApi';
import { quantityKey } from '../../../renderer/screens/coverage/CoverageScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: CoverageScreen } = await import('../../../renderer/screens/coverage/CoverageScreen');

const COVERAGE: Coverage = {
  subscription: { id: 6, status: 'active', product: { code: 'demo-family', name: 'Family' } },
  active: true,
  year: 2026,
  services: [
    { type: 2, key: 'general-consultation', covered: true, limit: 12, used: 3, remaining: 9 },
    { type: 5, key: 'nutrition-consultation', covered: true, limit: 4, used: 4, remaining: 0 },
    { type: 12, key: 'psychology', covered: false, limit: null, used: 0, remaining: null },
    { type: 6, key: 'second-opinion', covered: true, limit: null, used: 1, remaining: null },
  ],
  specializations: [{ id: 5, name: 'Dermatology', covered: true, limit: 1, used: 1, remaining: 0 }],
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(handler: Handler, locale: 'hu' | 'en' | 'ro' = 'en') {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const path = '/services/coverage';
  const route = { path, meta: bundle.routes[path]! };
  rendered = await renderPortal({ bundle, url: path, path, element: <CoverageScreen route={route} />, fetchImpl: careApiFake(bundle, { 'GET /api/coverage': handler }, calls), locale });
  return { container: rendered.container, calls };
}

const service = (container: HTMLElement, key: string) => container.querySelector<HTMLElement>(`[data-testid="coverage-service"][data-service="${key}"]`)!;

describe('coverage screen', () => {
  it('says for each service what the subscription pays this year, and offers a request only where something is left', async () => {
    const { container } = await open(() => json(COVERAGE));
    await waitFor(() => container.querySelector('[data-testid="coverage-service"]'));
    expect(container.querySelector('h1')?.textContent).toBeTruthy();
    expect(container.querySelector('[data-testid="coverage-lead"]')?.textContent).toBe('Your Family subscription, calendar year 2026.');
    const general = service(container, 'general-consultation');
    expect(general.querySelector('h3')?.textContent).toBe('General medical consultation');
    expect(general.querySelector('[data-testid="coverage-quantity"]')?.textContent).toBe('3 of 12 used this year: 9 left.');
    expect(general.querySelector('a')?.getAttribute('href')).toBe('/services/consultation');
    const nutrition = service(container, 'nutrition-consultation');
    expect(nutrition.querySelector('[data-testid="coverage-quantity"]')?.getAttribute('data-state')).toBe('usedUp');
    expect(nutrition.textContent).toContain('Used up for this year: 4 of 4 used.');
    expect(nutrition.querySelector('a')).toBeNull();
    const psychology = service(container, 'psychology');
    expect(psychology.textContent).toContain('Not included in your subscription.');
    expect(psychology.querySelector('a')).toBeNull();
    expect(service(container, 'second-opinion').textContent).toContain('Included, without a limit.');
    const dermatology = container.querySelector<HTMLElement>('[data-testid="coverage-specialization"][data-specialization="5"]')!;
    expect(dermatology.textContent).toContain('Dermatology');
    expect(dermatology.textContent).toContain('Used up for this year: 1 of 1 used.');
  });

  it('says that every specialty is paid when the product lists none, and in Hungarian', async () => {
    const { container } = await open(() => json({ ...COVERAGE, specializations: null }), 'hu');
    const every = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="coverage-every-specialty"]'));
    expect(every.textContent).toBe('Az előfizetése minden szakterületen fizeti az időpontokat, korlátozás nélkül.');
    expect(service(container, 'general-consultation').textContent).toContain('Idén 12 alkalomból 3 felhasználva: még 9 maradt.');
  });

  it('says so when the subscription is not active', async () => {
    const inactive: Coverage = { ...COVERAGE, active: false, subscription: { ...COVERAGE.subscription!, status: 'created' }, services: COVERAGE.services.map((s) => ({ ...s, covered: false, limit: null, remaining: null })), specializations: [] };
    const { container } = await open(() => json(inactive));
    const notice = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="coverage-inactive"]'));
    expect(notice.textContent).toContain('Your subscription is not active at the moment');
    expect(notice.textContent).not.toContain('$t(');
    expect(container.querySelectorAll('[data-testid="coverage-service"] a')).toHaveLength(0);
  });

  it('shows the error with a retry, and the coverage once it loads', async () => {
    let answers = 0;
    const { container, calls } = await open(() => (++answers === 1 ? json({ code: '#500' }, 503) : json(COVERAGE)));
    const failed = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="coverage-error"]'));
    expect(failed.textContent).toContain('We could not load what your subscription covers.');
    act(() => failed.querySelector<HTMLButtonElement>('button')!.click());
    await waitFor(() => container.querySelector('[data-testid="coverage-service"]'));
    expect(calls.filter((c) => c.path === '/api/coverage')).toHaveLength(2);
  });
});

describe('quantityKey', () => {
  it('reads not covered, unlimited, used up and remaining', () => {
    expect(quantityKey({ covered: false, limit: 3, used: 0, remaining: 3 })).toBe('care.coverage.notCovered');
    expect(quantityKey({ covered: true, limit: null, used: 7, remaining: null })).toBe('care.coverage.unlimited');
    expect(quantityKey({ covered: true, limit: 2, used: 2, remaining: 0 })).toBe('care.coverage.usedUp');
    expect(quantityKey({ covered: true, limit: 2, used: 1, remaining: 1 })).toBe('care.coverage.remaining');
  });
});
